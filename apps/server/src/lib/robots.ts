import { ROUTES } from '@amora/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** What non-indexable answers say to search engines (decision 026). */
export const NOINDEX = 'noindex, nofollow';

/**
 * Pages a search engine may index: the home page, landers and static pages. Everything else —
 * members, chats, likes, settings, token links, staff, transactions — names or serves members.
 * The ban page is static but only for banned members.
 */
export function isIndexableRoute(name: string): boolean {
  return (
    name === 'index' || name.startsWith('landers-') || (name.startsWith('pages-') && name !== 'pages-ban')
  );
}

/**
 * robots.txt `Disallow` lines: the fixed part of every non-indexable route's path, shortest
 * first with covered ones dropped, plus the areas outside the route table. A route added later is
 * disallowed unless it is made indexable above.
 */
export function disallowedPaths(): string[] {
  const prefixes = new Set(['/api/', '/staff', '/photos/', '/dev/']);
  for (const route of ROUTES) {
    if (isIndexableRoute(route.name)) continue;
    const fixed = route.path.split('/:')[0]!;
    if (fixed) prefixes.add(fixed);
  }
  const sorted = [...prefixes].sort((a, b) => a.length - b.length || a.localeCompare(b));
  return sorted
    .filter((prefix, i) => !sorted.slice(0, i).some((shorter) => prefix.startsWith(shorter)))
    .sort();
}

const indexable = new WeakSet<FastifyReply>();

/** The SPA fallback marks a page that may be indexed; every other page gets NOINDEX. */
export function markIndexable(reply: FastifyReply): void {
  indexable.add(reply);
}

/**
 * `X-Robots-Tag: noindex, nofollow` on every answer that is not an indexable page: each /api/
 * answer, every HTML page not marked indexable, member photos and every error (404s included).
 * Scripts, styles, icons, robots.txt and the sitemap stay unmarked (a favicon must stay crawlable).
 */
export function installRobotsHeader(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.hasHeader('x-robots-tag') || indexable.has(reply)) return payload;
    const path = request.url;
    const type = String(reply.getHeader('content-type') ?? '');
    if (
      path.startsWith('/api/') ||
      path.startsWith('/photos/') ||
      reply.statusCode >= 400 ||
      type.startsWith('text/html') ||
      type.startsWith('application/json')
    ) {
      reply.header('x-robots-tag', NOINDEX);
    }
    return payload;
  });
}
