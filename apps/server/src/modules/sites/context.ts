import { isLanguage, type Language } from '@amora/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CATALOGUES } from '../../lib/catalogues';
import { HttpError } from '../../lib/errors';
import type { Site, SiteService } from './service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The site answering this request; resolved lazily by `siteOf(request)`. */
    amoraSite?: Site;
  }
}

/**
 * Resolves the request's site: by Host, or — outside production — by a `domain` query parameter
 * that forces another site (so both demo sites can be tried from one browser), and an unknown
 * host gets the first site there. In production an unknown host has no site (decision 022).
 */
export function makeSiteResolver(app: FastifyInstance, sites: SiteService, production: boolean) {
  const allowForcedDomain = !production;
  app.decorateRequest('amoraSite', undefined);
  return async function siteOf(request: FastifyRequest): Promise<Site> {
    if (request.amoraSite) return request.amoraSite;
    const forced = allowForcedDomain
      ? (request.query as Record<string, unknown> | undefined)?.domain
      : undefined;
    const site = await sites.forHost(
      typeof forced === 'string' && forced ? forced : request.headers.host,
      !production,
    );
    if (!site) throw new HttpError(404, 'site_not_found', 'No site is configured');
    request.amoraSite = site;
    return site;
  };
}

export type SiteResolver = ReturnType<typeof makeSiteResolver>;

/**
 * Production: a request whose host is no site's domain or alias gets a 404 — JSON for the API,
 * a small page in the visitor's language otherwise — instead of some site (decision 022).
 * `/healthz` and `/readyz` answer on any host, for load balancers that probe by address.
 */
export function refuseUnknownHosts(app: FastifyInstance, sites: SiteService): void {
  app.addHook('onRequest', async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname === '/healthz' || pathname === '/readyz') return;
    if (await sites.forHost(request.headers.host)) return;
    if (pathname.startsWith('/api/') || !(request.method === 'GET' || request.method === 'HEAD')) {
      return reply.code(404).send({ error: 'site_not_found', message: 'No site at this address' });
    }
    const language = preferredLanguage(request.headers['accept-language']);
    return reply
      .code(404)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(unknownHostPage(language, CATALOGUES[language].errors.site_not_found ?? ''));
  });
}

/** The first language of an Accept-Language header that we have, else English. */
export function preferredLanguage(header: string | undefined): Language {
  const wanted = (header ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.toLowerCase(), q: q ? Number(q.slice(2)) || 0 : 1 };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of wanted) {
    const base = tag.split('-')[0];
    // Norwegian Bokmål and Nynorsk read our Norwegian.
    const language = base === 'nb' || base === 'nn' ? 'no' : base;
    if (isLanguage(language)) return language;
  }
  return 'en';
}

function unknownHostPage(language: Language, text: string): string {
  const escaped = text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>404</title>
<style>body{margin:0;min-height:100vh;display:grid;place-items:center;font:1.125rem/1.5 system-ui,sans-serif;color:#333;background:#f7f7f9}main{padding:2rem;text-align:center}h1{font-size:3rem;margin:0 0 .5rem;color:#888}</style>
</head>
<body><main><h1>404</h1><p>${escaped}</p></main></body>
</html>
`;
}
