import { LANDER_NAMES, NICHE_PREFIXES, STATIC_PAGES } from '@amora/shared';
import type { FastifyRequest } from 'fastify';
import sharp from 'sharp';
import type { Config } from '../../config';
import type { AppContext } from '../../context';
import { disallowedPaths } from '../../lib/robots';
import { termsVersionDate } from '../pages/fill';
import { iconSvg } from './manifest';
import { type Company, normaliseHost, type Site } from './service';

/**
 * The site's own origin for crawlers: the request's scheme and host when the host is the site's
 * domain (so a development port stays), PUBLIC_URL when it names that domain, else https on the
 * domain. Aliases (www.) get the domain: a sitemap lists canonical addresses only.
 */
export function siteOrigin(request: FastifyRequest, site: Site, config: Pick<Config, 'publicUrl'>): string {
  if (normaliseHost(request.headers.host) === site.domain) {
    return `${request.protocol}://${request.headers.host}`;
  }
  if (config.publicUrl && new URL(config.publicUrl).hostname === site.domain) return config.publicUrl;
  return `https://${site.domain}`;
}

export function robotsTxt(site: Site, origin: string): string {
  if (!site.searchEngineIndexing) return 'User-agent: *\nDisallow: /\n';
  return [
    'User-agent: *',
    'Allow: /',
    ...disallowedPaths().map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/** Paths of the sitemap: home page, every lander (slug: the site's niche prefix), static pages. */
export function sitemapPaths(site: Site): { path: string; kind: 'home' | 'lander' | 'page' }[] {
  const prefix = NICHE_PREFIXES[site.niche - 1] ?? 'plain';
  return [
    { path: '/', kind: 'home' },
    { path: '/landers/tinderswipe', kind: 'lander' },
    ...LANDER_NAMES.map((name) => ({ path: `/landers/${name}/${prefix}`, kind: 'lander' as const })),
    ...STATIC_PAGES.filter((page) => page !== 'ban').map((page) => ({
      path: `/pages/${page}`,
      kind: 'page' as const,
    })),
  ];
}

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

const day = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The sitemap (sitemaps.org 0.9). `lastmod`: the site's last settings change for home and
 * landers; static pages also change with the terms version (company data they are filled with).
 * Nothing here names a member. A site closed to search engines lists nothing.
 */
export function sitemapXml(site: Site, company: Company, origin: string): string {
  const urls = site.searchEngineIndexing
    ? sitemapPaths(site).map(({ path, kind }) => {
        const changed =
          kind === 'page'
            ? new Date(Math.max(site.updatedAt.getTime(), termsVersionDate(company).getTime()))
            : site.updatedAt;
        return `  <url><loc>${escapeXml(origin + path)}</loc><lastmod>${day(changed)}</lastmod></url>`;
      })
    : [];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** RFC 9116: the site's support address, valid for a year, at its canonical address. */
export function securityTxt(site: Site, origin: string, now: Date): string {
  const expires = new Date(now.getTime() + 365 * 86_400_000);
  expires.setUTCHours(0, 0, 0, 0);
  const languages = [...new Set([site.domainLanguage, 'en'])].join(', ');
  return [
    `Contact: mailto:${site.supportEmail}`,
    `Expires: ${expires.toISOString().replace('.000Z', 'Z')}`,
    `Preferred-Languages: ${languages}`,
    `Canonical: ${origin}/.well-known/security.txt`,
    '',
  ].join('\n');
}

/** An ICO file holding PNG images (read by every browser since 2007) of the given sizes. */
export function icoFile(pngs: { size: number; data: Buffer }[]): Buffer {
  const header = Buffer.alloc(6 + 16 * pngs.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // 1 = icon
  header.writeUInt16LE(pngs.length, 4);
  let offset = header.length;
  pngs.forEach(({ size, data }, i) => {
    const entry = 6 + 16 * i;
    header.writeUInt8(size >= 256 ? 0 : size, entry);
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1);
    header.writeUInt16LE(1, entry + 4); // colour planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(data.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += data.length;
  });
  return Buffer.concat([header, ...pngs.map((p) => p.data)]);
}

/**
 * What crawlers and browsers ask every site for: robots.txt, sitemap.xml, security.txt and
 * favicon.ico, each from the site the request is for (decision 026).
 */
export async function crawlerRoutes({ app, siteOf, sites, config, clock }: AppContext) {
  const text = 'text/plain; charset=utf-8';
  // Crawlers come back daily; a site's settings change rarely.
  const cache = 'public, max-age=3600';

  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) => {
    const site = await siteOf(request);
    return reply
      .type(text)
      .header('cache-control', cache)
      .send(robotsTxt(site, siteOrigin(request, site, config)));
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const site = await siteOf(request);
    const xml = sitemapXml(site, await sites.company(site), siteOrigin(request, site, config));
    return reply.type('application/xml; charset=utf-8').header('cache-control', cache).send(xml);
  });

  app.get('/.well-known/security.txt', { schema: { hide: true } }, async (request, reply) => {
    const site = await siteOf(request);
    const body = securityTxt(site, siteOrigin(request, site, config), clock.now());
    return reply.type(text).header('cache-control', cache).send(body);
  });

  let favicon: Promise<Buffer> | null = null;
  app.get('/favicon.ico', { schema: { hide: true } }, async (_request, reply) => {
    favicon ??= Promise.all(
      [16, 32, 48].map(async (size) => ({
        size,
        data: await sharp(Buffer.from(iconSvg(size, false)))
          .png()
          .toBuffer(),
      })),
    ).then(icoFile);
    return reply
      .type('image/x-icon')
      .header('cache-control', 'public, max-age=86400')
      .send(await favicon);
  });
}
