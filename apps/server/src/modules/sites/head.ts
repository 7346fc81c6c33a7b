import { LOCALE_COOKIE, type StaticPage } from '@amora/shared';
import { and, eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { photos, profiles } from '../../db/schema';
import { isIndexableRoute } from '../../lib/robots';
import type { SiteResolver } from '../../lib/site-context';
import type { HeadFor } from '../../lib/spa';
import { ageFrom } from '../members/present';
import { staticPageHead } from '../pages/head';
import type { PageTexts } from '../pages/texts';
import { photoUrl } from '../photos/service';
import { siteOrigin } from './crawlers';
import { type Company, localize, pickLanguage, type Site } from './service';

/**
 * Head tags of a page: the site's language and title for every page, and for a member's profile
 * with an active main photo an Open Graph share image (docs/product.md#what-we-keep). Sexuality never appears here.
 */
export function makeHeadFor(
  db: Db,
  siteOf: SiteResolver,
  config: Config,
  now: () => Date,
  pages?: { texts: PageTexts; company: (site: Site) => Promise<Company> },
): HeadFor {
  return async (request, route) => {
    const site = await siteOf(request);
    const language = pickLanguage(site, request.cookies[LOCALE_COOKIE]);
    const title = localize(site.indexTitle, language, site.domainLanguage) || site.name;
    const description = localize(site.description, language, site.domainLanguage);
    const origin = config.publicUrl ?? `${request.protocol}://${request.headers.host ?? site.domain}`;
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
    if (!indexable) return { lang: language, title, meta, indexable };
    // Indexable pages name their canonical address on the site's own origin.
    const canonical = `${siteOrigin(request, site, config)}${(request.url.split('?')[0] ?? '/').replace(/(.)\/+$/, '$1')}`;
    meta['og:url'] = canonical;
    const page = route?.route.name.startsWith('pages-') ? (route.route.name.slice(6) as StaticPage) : null;
    const own =
      page && pages ? staticPageHead(pages.texts, page, language, site, await pages.company(site)) : null;
    if (!own) return { lang: language, title, meta, indexable, canonical };
    const pageTitle = `${own.title} | ${site.name}`;
    Object.assign(meta, {
      description: own.description,
      'og:title': pageTitle,
      'og:description': own.description,
    });
    return { lang: language, title: pageTitle, meta, indexable, canonical, noscript: own.noscript };
  };
}
