import sharp from 'sharp';

/**
 * A JPEG that no other upload of any journey resembles: an 8×8 grid of random greys over
 * `background`. A photo resembling another account's is held as a likely copy (decision 043:
 * perceptual hashes at most 10 of 64 bits apart), and the phone and desktop projects upload at the
 * same time. A shape moved to a random place, or a 4×4 grid of two tones, sometimes came within
 * that distance of the other project's picture; these grids hash about 32 bits apart (the least
 * of 780 pairs drawn: 17).
 */
export function ownPicture(width: number, height: number, background: string): Promise<Buffer> {
  const w = width / 8;
  const h = height / 8;
  const cells = Array.from({ length: 64 }, (_, i) => {
    const grey = Math.floor(Math.random() * 256);
    return `<rect x="${(i % 8) * w}" y="${Math.floor(i / 8) * h}" width="${w}" height="${h}" fill="rgb(${grey},${grey},${grey})" fill-opacity="0.8"/>`;
  }).join('');
  return sharp({ create: { width, height, channels: 3, background } })
    .composite([{ input: Buffer.from(`<svg width="${width}" height="${height}">${cells}</svg>`) }])
    .jpeg({ quality: 85 })
    .toBuffer();
}
