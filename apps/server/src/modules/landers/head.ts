import { type Language, NICHE_PREFIXES } from '@amora/shared';
import type { ProfileCard } from '@amora/shared/api/profile';
import { CATALOGUES } from '../../lib/catalogues';
import type { Site } from '../sites/service';

/** Width and height of a lander's preview image (`/og/lander.jpg`), the size link previews ask for. */
export const PREVIEW_SIZE = { width: 1200, height: 630 } as const;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/**
 * Landers whose largest paint, their first member's photo, is the thumbnail; the others show it
 * full size (apps/web/src/features/landers/variants: the photo marked `hero`).
 */
const THUMB_HERO = new Set([
  'landers-alonetonight-slug',
  'landers-iconslanding-slug',
  'landers-maplanding-slug',
]);

/** The address of the photo a lander paints first and largest, to fetch along with the HTML. */
export function heroImage(routeName: string, first: ProfileCard | undefined): string | undefined {
  const image = first?.main_image;
  if (!image) return undefined;
  return THUMB_HERO.has(routeName) ? image.thumb_filename : image.filename;
}

/** The lander routes of the route table (`landers-…`); member landings are members' pages. */
export function isLanderRoute(name: string): boolean {
  return name.startsWith('landers-');
}

/**
 * A lander's own title, description and text for the served HTML (decision 034): the title and
 * description of the lander (the catalogue's `pages.<route>`), and in a <noscript> the headline
 * and text the lander shows in the site's niche wording, with its call to action. Link previews
 * and crawlers get the lander; the app starts exactly as before.
 */
export function landerHead(
  routeName: string,
  language: Language,
  site: Site,
): { title: string; description: string; imageAlt: string; noscript: string } | null {
  const catalogue = CATALOGUES[language];
  // The web's catalogue: the head says what the lander itself shows, in the same words.
  const own = catalogue.pages[routeName];
  if (!isLanderRoute(routeName) || !own) return null;
  const prefix = NICHE_PREFIXES[site.niche - 1] ?? 'plain';
  const niche = catalogue.lander.niche[prefix] ?? catalogue.lander.niche.plain!;
  // Sign-up open to all: the call to action; otherwise the lander asks for an invitation or a
  // traffic source the page address carries, which a crawler has not: the login.
  const action =
    site.signups === 'all'
      ? `<p><a href="/signup">${escapeHtml(catalogue.lander.cta)}</a></p>`
      : `<p>${escapeHtml(catalogue.lander.inviteOnly)} <a href="/login">${escapeHtml(catalogue.common.login)}</a></p>`;
  return {
    title: own.title,
    description: own.intro,
    imageAlt: niche.title,
    noscript: `<main><h1>${escapeHtml(niche.title)}</h1><p>${escapeHtml(niche.text)}</p><p>${escapeHtml(own.intro)}</p>${action}</main>`,
  };
}
