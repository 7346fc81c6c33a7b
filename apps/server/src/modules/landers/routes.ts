import { NICHE_PREFIXES } from '@amora/shared';
import { getLander } from '@amora/shared/endpoints';
import sharp from 'sharp';
import type { AppContext } from '../../context';
import { routeOf } from '../../lib/contract';
import type { PhotoStorage } from '../photos/storage';
import { iconSvg } from '../sites/manifest';
import type { Site } from '../sites/service';
import { PREVIEW_SIZE } from './head';

/** Photos side by side in a lander's preview image. */
const PREVIEW_PHOTOS = 3;
/** How long a site's preview image is reused before it is drawn again with the members of then. */
const PREVIEW_TTL_MS = 10 * 60_000;

/**
 * A lander's preview image (decision 034): 1200×630, the size link previews show large, drawn
 * from the main photos of the first members the site's landers show that are not staff-run (a
 * preview cannot carry the fictional mark the lander puts beside them), side by side; the site's
 * icon when there are none. JPEG, which every link preview reads (not every one reads WebP).
 */
export async function drawLanderPreview(photoNames: string[], storage: PhotoStorage): Promise<Buffer> {
  const { width, height } = PREVIEW_SIZE;
  const files = (await Promise.all(photoNames.map((name) => storage.get(name, 'public')))).filter(
    (file): file is Buffer => file !== null,
  );
  const canvas = sharp({ create: { width, height, channels: 3, background: '#fff7fa' } });
  if (files.length === 0) {
    const icon = await sharp(Buffer.from(iconSvg(420, false)))
      .png()
      .toBuffer();
    return canvas
      .composite([{ input: icon, top: (height - 420) / 2, left: (width - 420) / 2 }])
      .jpeg({ quality: 82 })
      .toBuffer();
  }
  const tile = Math.floor(width / files.length);
  const tiles = await Promise.all(
    files.map((file, i) =>
      sharp(file)
        .resize({
          width: i === files.length - 1 ? width - tile * i : tile,
          height,
          fit: 'cover',
          position: 'attention',
        })
        .png()
        .toBuffer()
        .then((input) => ({ input, top: 0, left: tile * i })),
    ),
  );
  return canvas.composite(tiles).jpeg({ quality: 82 }).toBuffer();
}

/**
 * Members for the landing pages (docs/product.md#landing-pages). Public: landers are what paid traffic lands on, before
 * anyone has an account; they show members' main photos only, as the logged-out search does.
 */
export async function landerRoutes({ app, siteOf, members, photos, clock }: AppContext) {
  app.route({
    ...routeOf(getLander, {
      summary: 'Members a landing page shows, picked by the site’s niche',
      tags: ['landers'],
    }),
    handler: async (request, reply) => {
      const site = await siteOf(request);
      const profiles = await members.landerCards(site, request.query.count);
      // Shared by every visitor of the site; a minute old is fresh enough for "online now".
      reply.header('cache-control', 'public, max-age=60');
      return { niche: site.niche, prefix: NICHE_PREFIXES[site.niche - 1] ?? 'plain', profiles };
    },
  });

  const previews = new Map<number, { at: number; image: Promise<Buffer> }>();
  const previewOf = (site: Site): Promise<Buffer> => {
    const now = clock.now().getTime();
    const kept = previews.get(site.id);
    if (kept && now - kept.at < PREVIEW_TTL_MS) return kept.image;
    const image = members.landerCards(site, 12).then((cards) =>
      drawLanderPreview(
        cards
          .filter((card) => !card.fictional && card.main_image)
          .slice(0, PREVIEW_PHOTOS)
          .map((card) => card.main_image!.filename.split('/').pop()!),
        photos.storage,
      ),
    );
    image.catch(() => previews.delete(site.id));
    previews.set(site.id, { at: now, image });
    return image;
  };

  app.get('/og/lander.jpg', { schema: { hide: true } }, async (request, reply) => {
    const image = await previewOf(await siteOf(request));
    return reply.type('image/jpeg').header('cache-control', 'public, max-age=3600').send(image);
  });
}
