import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

/** A multipart/form-data body built by hand, with its content-type header. */
export function multipart(
  parts: { name: string; data: Buffer | string; filename?: string; contentType?: string }[],
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----amora${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ''}`;
    const type = part.contentType ? `\r\nContent-Type: ${part.contentType}` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`));
    chunks.push(Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** The body of an upload of `data` in the field `photo`. */
export function photoUpload(data: Buffer | string, filename = 'me.jpg', contentType = 'image/jpeg') {
  return multipart([{ name: 'photo', data, filename, contentType }]);
}

/** Random pixels: incompressible, so the size of the file follows the size of the image. */
export function noise(width: number, height: number) {
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } });
}

let drawn = 0;

/**
 * A test picture: a colour gradient under a 4×4 grid of light and dark cells that differs on
 * every call (or per `variant`), so two members' test photos are never taken for copies of each
 * other by the perceptual hash (decision 043). Quick to encode.
 */
export function picture(width = 400, height = 300, variant = ++drawn) {
  let seed = (variant * 2654435761) >>> 0;
  const cells = Array.from({ length: 16 }, () => {
    seed = (seed * 1103515245 + 12345) >>> 0;
    return (seed >>> 16) % 2 === 0 ? -70 : 70;
  });
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 3;
      const cell = cells[Math.floor((y * 4) / height) * 4 + Math.floor((x * 4) / width)]!;
      pixels[at] = Math.max(0, Math.min(255, (x * 255) / width + cell));
      pixels[at + 1] = Math.max(0, Math.min(255, (y * 255) / height + cell));
      pixels[at + 2] = 128 + cell;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}

export const jpeg = (width = 400, height = 300) => picture(width, height).jpeg().toBuffer();

/** Whether an EXIF block (as sharp's metadata().exif gives it) has a GPS IFD (tag 0x8825) in IFD0. */
export function exifHasGps(exif: Buffer | undefined): boolean {
  if (!exif) return false;
  const tiff = exif.subarray(0, 6).toString('latin1') === 'Exif\0\0' ? exif.subarray(6) : exif;
  const little = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd0 = u32(4);
  const entries = u16(ifd0);
  for (let i = 0; i < entries; i++) {
    if (u16(ifd0 + 2 + i * 12) === 0x8825) return true;
  }
  return false;
}
