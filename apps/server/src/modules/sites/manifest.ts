import { LOCALE_COOKIE, THEME_COLORS } from '@amora/shared';
import sharp from 'sharp';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { localize, pickLanguage } from './service';

/** Theme colours (docs/product.md#numbers-and-limits: primary pink, secondary purple). */
const THEME = THEME_COLORS;

/** The heart on the pink-to-purple gradient; `maskable` keeps the heart in the safe zone. */
export function iconSvg(size: number, maskable: boolean): string {
  const heart = maskable
    ? 'M32 44s-12-7.3-12-15.7c0-4.5 3.3-7.6 7-7.6 2.2 0 4 1.1 5 2.8 1-1.7 2.8-2.8 5-2.8 3.7 0 7 3.1 7 7.6C44 36.7 32 44 32 44z'
    : 'M32 50s-17-10.4-17-22.2C15 21.3 19.7 17 25 17c3.1 0 5.6 1.6 7 4 1.4-2.4 3.9-4 7-4 5.3 0 10 4.3 10 10.8C49 39.6 32 50 32 50z';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${THEME.lightPink}"/><stop offset="1" stop-color="${THEME.purple}"/></linearGradient></defs><rect width="64" height="64" rx="${maskable ? 0 : 14}" fill="url(#g)"/><path d="${heart}" fill="#fff"/></svg>`;
}

export const ICONS = [
  { name: 'app-192.png', size: 192, maskable: false },
  { name: 'app-512.png', size: 512, maskable: false },
  { name: 'maskable-512.png', size: 512, maskable: true },
] as const;

/**
 * The web manifest of the site the request is for (name, language, theme colours), so each
 * branded site installs as its own app, and its PNG icons (Chromium wants raster icons of
 * 192 and 512 px to offer installation), drawn once from the SVG and kept in memory.
 */
export async function manifestRoutes({ app, siteOf }: AppContext) {
  const rendered = new Map<string, Promise<Buffer>>();

  app.get(
    '/manifest.webmanifest',
    { schema: { summary: 'Web app manifest of the site', tags: ['sites'], hide: true } },
    async (request, reply) => {
      const site = await siteOf(request);
      const language = pickLanguage(site, request.cookies[LOCALE_COOKIE]);
      reply
        .type('application/manifest+json; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .header('vary', 'cookie');
      return JSON.stringify({
        id: '/',
        name: site.name,
        short_name: site.name,
        description: localize(site.description, language, site.domainLanguage),
        lang: language,
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        background_color: THEME.background,
        theme_color: THEME.pink,
        categories: ['social', 'lifestyle'],
        icons: [
          ...ICONS.map((icon) => ({
            src: `/icons/${icon.name}`,
            sizes: `${icon.size}x${icon.size}`,
            type: 'image/png',
            purpose: icon.maskable ? 'maskable' : 'any',
          })),
          { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
        ],
      });
    },
  );

  app.get(
    '/icons/:name',
    {
      schema: {
        summary: 'App icons of the manifest',
        tags: ['sites'],
        hide: true,
        params: z.object({ name: z.enum(ICONS.map((i) => i.name)) }),
      },
    },
    async (request, reply) => {
      const icon = ICONS.find((i) => i.name === request.params.name)!;
      let png = rendered.get(icon.name);
      if (!png) {
        png = sharp(Buffer.from(iconSvg(icon.size, icon.maskable)))
          .png()
          .toBuffer();
        rendered.set(icon.name, png);
      }
      return reply
        .type('image/png')
        .header('cache-control', 'public, max-age=86400')
        .send(await png);
    },
  );
}
