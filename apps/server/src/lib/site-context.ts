import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Site, SiteService } from '../modules/sites/service';
import { HttpError } from './errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** The site answering this request; resolved lazily by `siteOf(request)`. */
    amoraSite?: Site;
  }
}

/**
 * Resolves the request's site: by Host, or — outside production — by a `domain` query parameter
 * that forces another site (so both demo sites can be tried from one browser).
 */
export function makeSiteResolver(app: FastifyInstance, sites: SiteService, allowForcedDomain: boolean) {
  app.decorateRequest('amoraSite', undefined);
  return async function siteOf(request: FastifyRequest): Promise<Site> {
    if (request.amoraSite) return request.amoraSite;
    const forced = allowForcedDomain
      ? (request.query as Record<string, unknown> | undefined)?.domain
      : undefined;
    const site = await sites.forHost(typeof forced === 'string' && forced ? forced : request.headers.host);
    if (!site) throw new HttpError(404, 'site_not_found', 'No site is configured');
    request.amoraSite = site;
    return site;
  };
}

export type SiteResolver = ReturnType<typeof makeSiteResolver>;
