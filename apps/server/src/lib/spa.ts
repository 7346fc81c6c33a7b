import { matchRoute } from '@amora/shared';
import type { FastifyInstance } from 'fastify';

/**
 * Paths that are not API routes or files: a path of the spec's route table gets the web app with
 * 200; any other path gets the app too (it shows its 404 page) but with status 404, so crawlers
 * and monitors see the truth. Unknown /api paths answer the JSON error shape.
 */
export function installSpaFallback(app: FastifyInstance, indexHtml: string | null): void {
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !pathname.startsWith('/api/');
    if (!isPage || !indexHtml) {
      return reply.code(404).send({ error: 'not_found', message: `No route ${request.method} ${pathname}` });
    }
    const known = matchRoute(pathname) !== null;
    return reply
      .code(known ? 200 : 404)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(indexHtml);
  });
}
