import { LIKE_TABS, matchRoute, STAFF_PATH } from '@amora/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { markIndexable, NOINDEX } from './robots';

export interface PageHead {
  lang: string;
  title: string;
  /** `name` or `property` → content, e.g. description, og:image. */
  meta: Record<string, string>;
  /** Search engines may index this page (decision 026); else it says noindex, in head and header. */
  indexable?: boolean;
  /** The page's canonical address (indexable pages). */
  canonical?: string;
  /** HTML for readers without JavaScript (a static page's text), after the app's root. */
  noscript?: string;
  /** The image the page paints largest (a lander's first member photo), fetched with the HTML. */
  preloadImage?: string;
}

export type HeadFor = (
  request: FastifyRequest,
  route: ReturnType<typeof matchRoute>,
) => Promise<PageHead | null>;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** The index.html with the site's language, title and meta tags (search engines, link previews). */
export function withHead(indexHtml: string, head: PageHead): string {
  const tags = head.indexable ? head.meta : { robots: NOINDEX, ...head.meta };
  const meta = Object.entries(tags)
    .map(([key, content]) => {
      const attribute = key.startsWith('og:') || key.startsWith('twitter:') ? 'property' : 'name';
      return `<meta ${attribute}="${escapeHtml(key)}" content="${escapeHtml(content)}" />`;
    })
    .join('\n    ');
  const canonical = head.canonical
    ? `\n    <link rel="canonical" href="${escapeHtml(head.canonical)}" />`
    : '';
  const preload = head.preloadImage
    ? `\n    <link rel="preload" as="image" href="${escapeHtml(head.preloadImage)}" fetchpriority="high" />`
    : '';
  const html = indexHtml
    .replace(/<html lang="[^"]*">/, `<html lang="${escapeHtml(head.lang)}">`)
    .replace(
      /<title>[^<]*<\/title>/,
      () => `<title>${escapeHtml(head.title)}</title>${meta ? `\n    ${meta}` : ''}${canonical}${preload}`,
    );
  return head.noscript
    ? html.replace('</body>', () => `<noscript>${head.noscript}</noscript>\n</body>`)
    : html;
}

type RouteMatch = NonNullable<ReturnType<typeof matchRoute>>;

/** Whether the record a table route names (a member, a conversation, a link) is there. */
export type RecordCheck = (request: FastifyRequest, route: RouteMatch) => Promise<boolean>;

/**
 * Marks a page answered 404 for the web app: on its first page it shows the 404 page for a
 * member, conversation or link the server looked up and did not find (apps/web/src/router.tsx).
 */
export const NOT_FOUND_META = '<meta name="amora-status" content="404" />';

/**
 * Whether a table route's values are ones the app can have: a likes tab, a numeric package or
 * transaction id. The web's pages say "not found" for the others, so a direct load answers 404
 * too (the shared route table checks only the path's shape, keeping the web's entry small).
 */
export function knownValues({ route, params }: RouteMatch): boolean {
  switch (route.name) {
    case 'likes-type':
      return (LIKE_TABS as readonly string[]).includes(params.type ?? '');
    case 'credits-id-paymentmethod':
      return /^\d+$/.test(params.id ?? '');
    case 'transactions-id':
      return params.id === undefined || /^\d+$/.test(params.id);
    default:
      return true;
  }
}

/**
 * Paths that are not API routes or files: a path of the spec's route table gets the web app with
 * 200; any other path gets the app too (it shows its 404 page) but with status 404, so crawlers
 * and monitors see the truth. Unknown /api paths answer the JSON error shape.
 */
export function installSpaFallback(
  app: FastifyInstance,
  indexHtml: string | null,
  headFor?: HeadFor,
  /** The lean lander entry (lander.html), sent for routes of the lander layout when built. */
  landerHtml?: string | null,
  /** Looks up the record a route names; a missing one answers 404 like an unknown path. */
  recordCheck?: RecordCheck,
): void {
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !pathname.startsWith('/api/');
    if (!isPage || !indexHtml) {
      return reply.code(404).send({ error: 'not_found', message: `No route ${request.method} ${pathname}` });
    }
    const route = matchRoute(pathname);
    const page = route?.route.layout === 'lander' && landerHtml ? landerHtml : indexHtml;
    let html = page;
    let indexable = false;
    if (headFor) {
      try {
        const head = await headFor(request, route);
        if (head) html = withHead(page, head);
        indexable = head?.indexable === true;
      } catch (err) {
        // The page still works without its head tags; never fail a page for them.
        request.log.warn({ err }, 'page head not rendered');
      }
    }
    let found = (route !== null && knownValues(route)) || STAFF_PATH.test(pathname);
    if (found && route && recordCheck) {
      try {
        found = await recordCheck(request, route);
      } catch (err) {
        // A page whose look-up failed is still served as found: the app asks again.
        request.log.warn({ err }, 'page record not looked up');
      }
    }
    const status = found ? 200 : 404;
    if (!found) html = html.replace('</head>', () => `  ${NOT_FOUND_META}\n  </head>`);
    if (indexable && status === 200) markIndexable(reply);
    return reply.code(status).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  });
}
