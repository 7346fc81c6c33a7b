import { LOCALE_COOKIE, type StaticPage } from '@amora/shared';
import type { ProfileCard } from '@amora/shared/api/profile';
import { and, eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { photos, profiles } from '../../db/schema';
import { isIndexableRoute } from '../../lib/robots';
import type { HeadFor } from '../../lib/spa';
import { heroImage, isLanderRoute, landerHead, PREVIEW_SIZE } from '../landers/head';
import { ageFrom } from '../members/present';
import { staticPageHead } from '../pages/head';
import type { PageTexts } from '../pages/texts';
import { photoUrl } from '../photos/service';
import type { SiteResolver } from './context';
import { siteOrigin } from './crawlers';
import { type Company, localize, pickLanguage, type Site } from './service';

/**
 * Head tags of a page: the site's language and title for every page, and for a member's profile
 * with an active main photo an Open Graph share image (docs/product.md#what-we-keep). Sexuality never appears here.
 * Static pages (decision 026) and landers (decision 034) get their own title, description and text.
 */
export function makeHeadFor(
  db: Db,
  siteOf: SiteResolver,
  config: Config,
  now: () => Date,
  pages?: {
    texts: PageTexts;
    company: (site: Site) => Promise<Company>;
    /** The members a site's landers show first (the lander API's answer). */
    landerCards?: (site: Site) => Promise<ProfileCard[]>;
  },
): HeadFor {
  // The landers' first members, per site, as fresh as the lander API's public minute.
  const firstCards = new Map<number, { at: number; cards: Promise<ProfileCard[]> }>();
  const landerCardsOf = (site: Site): Promise<ProfileCard[]> => {
    if (!pages?.landerCards) return Promise.resolve([]);
    const kept = firstCards.get(site.id);
    if (kept && now().getTime() - kept.at < 60_000) return kept.cards;
    const cards = pages.landerCards(site).catch(() => []);
    firstCards.set(site.id, { at: now().getTime(), cards });
    return cards;
  };
  return async (request, route) => {
    const site = await siteOf(request);
    const language = pickLanguage(site, request.cookies[LOCALE_COOKIE]);
    let title = localize(site.indexTitle, language, site.domainLanguage) || site.name;
    const description = localize(site.description, language, site.domainLanguage);
    const origin = config.publicUrl ?? `${request.protocol}://${request.headers.host ?? site.domain}`;
    let noscript: string | undefined;
    let preloadImage: string | undefined;
    const meta: Record<string, string> = {
      description,
      'og:site_name': site.name,
      'og:title': title,
      'og:description': description,
      'og:type': 'website',
    };
    // Only the home page, landers and static pages, and only on a site open to search engines.
    const indexable = site.searchEngineIndexing && route !== null && isIndexableRoute(route.route.name);
    const memberId =
      route && /^(members-id|likes-m-id)$/.test(route.route.name) ? Number(route.params.id) : NaN;
    if (Number.isSafeInteger(memberId)) {
      const [row] = await db
        .select({ name: profiles.name, birthDate: profiles.birthDate, filename: photos.filename })
        .from(profiles)
        .innerJoin(photos, and(eq(photos.id, profiles.mainPhotoId), eq(photos.status, 'active')))
        .where(
          and(eq(profiles.userId, memberId), eq(profiles.siteId, site.id), eq(profiles.searchable, true)),
        );
      if (row) {
        const shareTitle = `${row.name}, ${ageFrom(row.birthDate, now())} | ${site.name}`;
        const image = photoUrl(row.filename, site.cdnPrefix);
        Object.assign(meta, {
          'og:title': shareTitle,
          'og:type': 'profile',
          'og:image': image.startsWith('http') ? image : `${origin}${image}`,
          'twitter:card': 'summary_large_image',
        });
        return { lang: language, title: shareTitle, meta };
      }
    }
    const routeName = route?.route.name ?? '';
    const own = isLanderRoute(routeName) ? landerHead(routeName, language, site) : null;
    if (own) {
      // A lander's own head, on a site closed to search engines too: its links are still shared
      // and previewed (paid traffic), only not indexed (decision 034).
      const landerTitle = `${own.title} | ${site.name}`;
      Object.assign(meta, {
        description: own.description,
        'og:title': landerTitle,
        'og:description': own.description,
        'og:image': `${siteOrigin(request, site, config)}/og/lander.jpg`,
        'og:image:type': 'image/jpeg',
        'og:image:width': String(PREVIEW_SIZE.width),
        'og:image:height': String(PREVIEW_SIZE.height),
        'og:image:alt': own.imageAlt,
        'twitter:card': 'summary_large_image',
      });
      title = landerTitle;
      noscript = own.noscript;
      preloadImage = heroImage(routeName, (await landerCardsOf(site))[0]);
    }
    if (!indexable) return { lang: language, title, meta, indexable, noscript, preloadImage };
    // Indexable pages name their canonical address on the site's own origin.
    const canonical = `${siteOrigin(request, site, config)}${(request.url.split('?')[0] ?? '/').replace(/(.)\/+$/, '$1')}`;
    meta['og:url'] = canonical;
    const page = routeName.startsWith('pages-') ? (routeName.slice(6) as StaticPage) : null;
    const pageOwn =
      page && pages ? staticPageHead(pages.texts, page, language, site, await pages.company(site)) : null;
    if (!pageOwn) return { lang: language, title, meta, indexable, canonical, noscript, preloadImage };
    const pageTitle = `${pageOwn.title} | ${site.name}`;
    Object.assign(meta, {
      description: pageOwn.description,
      'og:title': pageTitle,
      'og:description': pageOwn.description,
    });
    return { lang: language, title: pageTitle, meta, indexable, canonical, noscript: pageOwn.noscript };
  };
}
