import { expect, it } from 'vitest';
import { newPhotoNames, type PhotoStorage } from './storage';

/**
 * What every PhotoStorage driver promises (storage.ts): the local folder and the S3 bucket run the
 * same cases, so the app cannot tell them apart. `storage()` is read when each case runs.
 */
export function photoStorageContract(storage: () => PhotoStorage): void {
  const bytes = (text: string) => Buffer.from(text);

  it('gives back what was put, in the area it was put in only', async () => {
    const { full } = newPhotoNames();
    await storage().put(full, bytes('public one'), 'image/webp', 'public');
    expect((await storage().get(full, 'public'))?.toString()).toBe('public one');
    expect(await storage().get(full, 'private')).toBeNull();

    const { thumb } = newPhotoNames();
    await storage().put(thumb, bytes('private one'), 'image/webp', 'private');
    expect((await storage().get(thumb, 'private'))?.toString()).toBe('private one');
    expect(await storage().get(thumb, 'public')).toBeNull();
  });

  it('answers null for a missing file and for a name that is not a photo name', async () => {
    expect(await storage().get(newPhotoNames().full, 'public')).toBeNull();
    expect(await storage().get('../../etc/passwd', 'public')).toBeNull();
    expect(await storage().get('photo.webp', 'private')).toBeNull();
  });

  it('streams a file with its size, from the area it is in only, in pieces as it is read', async () => {
    const { full } = newPhotoNames();
    // Larger than one read (64 KB), so a stream that gathers the whole file would show as one piece.
    const content = Buffer.alloc(300_000, 7);
    await storage().put(full, content, 'image/webp', 'private');
    const file = await storage().open(full, 'private');
    expect(file?.size).toBe(content.length);
    const pieces: Buffer[] = [];
    for await (const piece of file!.stream) pieces.push(piece as Buffer);
    expect(Buffer.concat(pieces).equals(content)).toBe(true);
    expect(pieces.length).toBeGreaterThan(1);

    expect(await storage().open(full, 'public')).toBeNull();
    expect(await storage().open(newPhotoNames().full, 'private')).toBeNull();
    expect(await storage().open('../../etc/passwd', 'public')).toBeNull();
  });

  it('refuses to write under a name that is not a photo name', async () => {
    await expect(storage().put('../x.webp', bytes('x'), 'image/webp', 'public')).rejects.toThrow(
      /photo name/,
    );
  });

  it('moves a file between the areas, both ways; a missing file or one already there is no error', async () => {
    const { full } = newPhotoNames();
    await storage().put(full, bytes('moving'), 'image/webp', 'private');
    await storage().move(full, 'public');
    expect((await storage().get(full, 'public'))?.toString()).toBe('moving');
    expect(await storage().get(full, 'private')).toBeNull();
    await storage().move(full, 'public');
    expect((await storage().get(full, 'public'))?.toString()).toBe('moving');

    await storage().move(full, 'private');
    expect((await storage().get(full, 'private'))?.toString()).toBe('moving');
    expect(await storage().get(full, 'public')).toBeNull();

    await storage().move(newPhotoNames().full, 'public');
  });

  it('deletes a file from whichever area it is in; a missing file is no error', async () => {
    const a = newPhotoNames().full;
    const b = newPhotoNames().full;
    await storage().put(a, bytes('a'), 'image/webp', 'public');
    await storage().put(b, bytes('b'), 'image/webp', 'private');
    await storage().delete(a);
    await storage().delete(b);
    for (const area of ['public', 'private'] as const) {
      expect(await storage().get(a, area)).toBeNull();
      expect(await storage().get(b, area)).toBeNull();
    }
    await storage().delete(newPhotoNames().full);
  });

  it('keeps binary content byte for byte', async () => {
    const data = Buffer.from(Array.from({ length: 70_000 }, (_, i) => (i * 31) % 256));
    const { full } = newPhotoNames();
    await storage().put(full, data, 'image/webp', 'public');
    expect((await storage().get(full, 'public'))?.equals(data)).toBe(true);
  });
}
