import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PhotoError, processImage, sniffImageType } from './pipeline';
import { exifHasGps, jpeg, noise, picture } from './testkit';

async function refusal(input: Buffer | Promise<Buffer>) {
  try {
    await processImage(await input);
  } catch (err) {
    if (err instanceof PhotoError) return err.code;
    throw err;
  }
  return 'accepted';
}

/** A PNG whose header claims width × height; the pixel data is that of a small image. */
async function pngClaiming(width: number, height: number) {
  const png = Buffer.from(await picture(300, 300).png().toBuffer());
  // IHDR: length(4) "IHDR"(4) width(4) height(4) … CRC over type + data (17 bytes).
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

describe('processImage', () => {
  it('drops every piece of metadata, EXIF GPS included', async () => {
    const input = await noise(640, 480)
      .jpeg()
      .withExifMerge({
        IFD0: { Make: 'Phone', Model: 'X' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '52/1 22/1 0/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '4/1 53/1 0/1',
        },
      })
      .withIccProfile('p3')
      .toBuffer();
    const before = await sharp(input).metadata();
    expect(exifHasGps(before.exif)).toBe(true);
    expect(before.icc).toBeDefined();

    const out = await processImage(input);
    for (const file of [out.full, out.thumb]) {
      const after = await sharp(file).metadata();
      expect(after.format).toBe('webp');
      expect(after.exif).toBeUndefined();
      expect(after.icc).toBeUndefined();
      expect(after.xmp).toBeUndefined();
      expect(after.iptc).toBeUndefined();
      expect(file.includes(Buffer.from('EXIF'))).toBe(false);
      expect(file.includes(Buffer.from('ICCP'))).toBe(false);
    }
    expect(out).toMatchObject({ width: 640, height: 480 });
  });

  it('applies the EXIF orientation (6: rotate 90° clockwise)', async () => {
    // Left half red, right half blue; displayed with orientation 6, red is on top.
    const pixels = Buffer.alloc(600 * 400 * 3);
    for (let i = 0; i < 600 * 400; i++) pixels[i * 3 + (i % 600 < 300 ? 0 : 2)] = 255;
    const input = await sharp(pixels, { raw: { width: 600, height: 400, channels: 3 } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(input).metadata()).orientation).toBe(6);
    const out = await processImage(input);
    expect(out).toMatchObject({ width: 400, height: 600 });
    const { data } = await sharp(out.full).raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => [...data.subarray((y * 400 + x) * 3, (y * 400 + x) * 3 + 3)];
    expect(at(200, 50)[0]).toBeGreaterThan(200);
    expect(at(200, 550)[2]).toBeGreaterThan(200);
    expect((await sharp(out.full).metadata()).orientation).toBeUndefined();
  });

  it('scales the full image to 1600 px and crops a 400×400 thumbnail', async () => {
    const out = await processImage(await jpeg(3200, 1800));
    expect(out).toMatchObject({ width: 1600, height: 900 });
    expect(await sharp(out.thumb).metadata()).toMatchObject({ width: 400, height: 400, format: 'webp' });
    // Small images are not enlarged.
    expect(await processImage(await jpeg(300, 250))).toMatchObject({ width: 300, height: 250 });
  });

  it('accepts PNG (with transparency) and WebP', async () => {
    const png = await sharp({ create: { width: 300, height: 300, channels: 4, background: '#ff000080' } })
      .png()
      .toBuffer();
    const out = await processImage(png);
    expect(await sharp(out.full).metadata()).toMatchObject({ format: 'webp', hasAlpha: false });
    expect(await refusal(picture(300, 300).webp().toBuffer())).toBe('accepted');
  });

  it('knows the type by content only', () => {
    expect(sniffImageType(Buffer.from('hello, I am text'))).toBeNull();
    expect(sniffImageType(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(sniffImageType(Buffer.from('RIFF\0\0\0\0WEBPVP8 '))).toBe('webp');
  });

  it.each([
    ['text', Buffer.from('just some text, named photo.jpg'), 'photo_type_not_allowed'],
    ['GIF', picture(300, 300).gif().toBuffer(), 'photo_type_not_allowed'],
    ['TIFF', picture(300, 300).tiff().toBuffer(), 'photo_type_not_allowed'],
    [
      'SVG',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300"/>'),
      'photo_type_not_allowed',
    ],
    [
      'JPEG magic, then garbage',
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(500, 7)]),
      'photo_corrupt',
    ],
    [
      'truncated JPEG',
      noise(640, 480)
        .jpeg()
        .toBuffer()
        .then((b) => b.subarray(0, b.length * 0.6)),
      'photo_corrupt',
    ],
    [
      'truncated PNG',
      noise(300, 300)
        .png()
        .toBuffer()
        .then((b) => b.subarray(0, b.length * 0.6)),
      'photo_corrupt',
    ],
    ['too small', jpeg(199, 400), 'photo_too_small'],
    [
      'over 10 MB',
      Promise.resolve(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(10 * 1024 * 1024)])),
      'photo_too_large',
    ],
    ['decompression bomb (100 000 × 100 000 PNG)', pngClaiming(100_000, 100_000), 'photo_too_large'],
  ])('refuses %s', async (_name, input, code) => {
    expect(await refusal(input)).toBe(code);
  });
});
