import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../../context';
import { linkBaseUrl } from '../../auth/context';

/** The OpenAPI tag of every staff endpoint. */
export const tags = ['staff'];

export const ok = { ok: true as const };

/**
 * The base URL of a site's links (in mails to members, in invitation links), as seen from this
 * staff request; the public URL for a site that no longer exists.
 */
export const siteBaseFor =
  ({ sites, config }: Pick<AppContext, 'sites' | 'config'>, request: FastifyRequest) =>
  async (siteId: number) => {
    const site = (await sites.all()).find((s) => s.id === siteId);
    return site ? linkBaseUrl(request, site, config) : (config.publicUrl ?? '');
  };
