import { type ImageSchema, LIMITS, type Photo } from '@amora/shared';
import { and, asc, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { photos, profiles, users } from '../../db/schema';
import { type Clock, systemClock } from '../../lib/clock';
import { HttpError, notFound } from '../../lib/errors';
import { decideProfilePhoto, isExplicit, type ScreeningPolicy } from '../screening/policy';
import type { Screened, ScreeningService } from '../screening/service';
import { COPY_DISTANCE } from '../screening/service';
import { OUTPUT_FORMAT, PhotoError, type ProcessedImage, processImage } from './pipeline';
import { newPhotoNames, type PhotoArea, type PhotoStorage } from './storage';

export type PhotoRow = typeof photos.$inferSelect;
/** The spec's `main_image`. */
export type Image = z.infer<typeof ImageSchema>;
export type PhotoStatus = PhotoRow['status'];

/** How many photos (pending or active) a member may have. */
export function photoLimit(isPremium: boolean): number {
  return isPremium ? LIMITS.premiumPhotos : LIMITS.freePhotos;
}

/** Public URL path of a stored file: `${cdn_prefix}/photos/<name>` (no prefix → same origin). */
export function photoUrl(name: string, cdnPrefix = ''): string {
  return `${cdnPrefix.replace(/\/+$/, '')}/photos/${name}`;
}

/**
 * URL of a file in the private area: always same origin, never through the CDN, because the
 * server checks the viewer's session cookie before it answers (decision 020).
 */
export function privatePhotoUrl(name: string): string {
  return `/photos/private/${name}`;
}

/** Only an approved photo is public; pending and rejected ones stay private. */
export function areaOf(status: PhotoStatus): PhotoArea {
  return status === 'active' ? 'public' : 'private';
}

/** Where a profile photo's file is served, by its status. */
export function photoFileUrl(name: string, status: PhotoStatus, cdnPrefix = ''): string {
  return areaOf(status) === 'public' ? photoUrl(name, cdnPrefix) : privatePhotoUrl(name);
}

/** The full image's name of a full image or thumbnail name (`<id>-t.webp` → `<id>.webp`). */
export function fullNameOf(name: string): string {
  return name.replace(/-t\./, '.');
}

/** The spec's `main_image` of a photo: full image, thumbnail and the match (full) image. */
export function imageOf(row: Pick<PhotoRow, 'filename' | 'thumbFilename'>, cdnPrefix = ''): Image {
  const filename = photoUrl(row.filename, cdnPrefix);
  return { filename, thumb_filename: photoUrl(row.thumbFilename, cdnPrefix), match: filename };
}

export function presentPhoto(row: PhotoRow, main: boolean, cdnPrefix = ''): Photo {
  return {
    id: row.id,
    status: row.status,
    filename: photoFileUrl(row.filename, row.status, cdnPrefix),
    thumb_filename: photoFileUrl(row.thumbFilename, row.status, cdnPrefix),
    width: row.width,
    height: row.height,
    main,
    reject_reason: row.rejectReason,
  };
}

export interface StoredImage {
  filename: string;
  thumbFilename: string;
  width: number;
  height: number;
}

/** Runs the pipeline and writes both files into `area`; throws PhotoError for refused input. */
export async function storeImage(
  storage: PhotoStorage,
  buffer: Buffer,
  area: PhotoArea,
): Promise<StoredImage> {
  return storeProcessed(storage, await processImage(buffer), area);
}

/** Writes both files of an image the pipeline made into `area`. */
async function storeProcessed(
  storage: PhotoStorage,
  image: ProcessedImage,
  area: PhotoArea,
): Promise<StoredImage> {
  const names = newPhotoNames(OUTPUT_FORMAT.suffix);
  await storage.put(names.full, image.full, OUTPUT_FORMAT.contentType, area);
  try {
    await storage.put(names.thumb, image.thumb, OUTPUT_FORMAT.contentType, area);
  } catch (err) {
    await storage.delete(names.full).catch(() => {});
    throw err;
  }
  return { filename: names.full, thumbFilename: names.thumb, width: image.width, height: image.height };
}

/** Moves both files of a photo into the area its status calls for. */
async function placeFiles(
  storage: PhotoStorage,
  row: Pick<PhotoRow, 'filename' | 'thumbFilename' | 'status'>,
) {
  const area = areaOf(row.status);
  await Promise.all([storage.move(row.filename, area), storage.move(row.thumbFilename, area)]);
}

async function deleteFiles(storage: PhotoStorage, rows: Pick<PhotoRow, 'filename' | 'thumbFilename'>[]) {
  // Best effort: the row is gone, so a file left behind is only an orphan, never shown.
  await Promise.allSettled(
    rows.flatMap((r) => [storage.delete(r.filename), storage.delete(r.thumbFilename)]),
  );
}

/** Makes `photoId` the main photo, or — with `onlyIfNone` — only when the member has none yet. */
async function chooseMain(tx: Db | Tx, userId: number, photoId: number, onlyIfNone: boolean) {
  await tx
    .update(profiles)
    .set({ mainPhotoId: photoId })
    .where(
      onlyIfNone
        ? and(eq(profiles.userId, userId), sql`${profiles.mainPhotoId} is null`)
        : eq(profiles.userId, userId),
    );
}

export interface AddPhotoOptions {
  /** Make it the main photo even when the member has one; otherwise only the first becomes main. */
  main?: boolean;
  status?: PhotoStatus;
  createdAt?: Date;
}

/**
 * Stores a photo for a member without the upload limit: for the demo seeding and staff tools.
 * The image goes through the same pipeline as uploads.
 */
export async function addPhotoFromBuffer(
  db: Db,
  storage: PhotoStorage,
  userId: number,
  buffer: Buffer,
  options: AddPhotoOptions = {},
): Promise<PhotoRow> {
  const [row] = await addPhotosFromBuffers(db, storage, [{ userId, buffer, ...options }]);
  return row!;
}

/**
 * Many photos at once (seeding thousands of members): images processed `concurrency` at a time,
 * rows inserted in batches, main photos set per member. Returns the rows in the order given.
 */
export async function addPhotosFromBuffers(
  db: Db,
  storage: PhotoStorage,
  items: ({ userId: number; buffer: Buffer } & AddPhotoOptions)[],
  options: { concurrency?: number; batchSize?: number } = {},
): Promise<PhotoRow[]> {
  const { concurrency = 2, batchSize = 500 } = options;
  const stored: StoredImage[] = new Array(items.length);
  let next = 0;
  const workers = Array.from({ length: Math.min(concurrency, items.length) }, async () => {
    while (next < items.length) {
      const i = next++;
      stored[i] = await storeImage(storage, items[i]!.buffer, areaOf(items[i]!.status ?? 'active'));
    }
  });
  try {
    await Promise.all(workers);
  } catch (err) {
    await deleteFiles(storage, stored.filter(Boolean));
    throw err;
  }
  const rows: PhotoRow[] = [];
  for (let start = 0; start < items.length; start += batchSize) {
    const chunk = items.slice(start, start + batchSize);
    const inserted = await db.transaction(async (tx) => {
      const added = await tx
        .insert(photos)
        .values(
          chunk.map((item, i) => ({
            userId: item.userId,
            status: item.status ?? 'active',
            ...stored[start + i]!,
            ...(item.createdAt ? { createdAt: item.createdAt } : {}),
          })),
        )
        .returning();
      for (let i = 0; i < chunk.length; i++) {
        const item = chunk[i]!;
        if (item.status === 'rejected') continue;
        await chooseMain(tx, item.userId, added[i]!.id, !item.main);
      }
      return added;
    });
    rows.push(...inserted);
  }
  return rows;
}

export class PhotoService {
  constructor(
    private readonly db: Db,
    readonly storage: PhotoStorage,
    private readonly clock: Clock = systemClock,
    /**
     * Site-wide default: new photos wait for staff (`pending`) instead of going live. With
     * `screening`, every upload is screened on arrival (decision 043); without it (tools, tests
     * about other things) photos are stored as they come.
     */
    private readonly defaults: { moderation?: boolean; screening?: ScreeningService } = {},
  ) {}

  limitFor(isPremium: boolean): number {
    return photoLimit(isPremium);
  }

  private async countOf(db: Db | Tx, userId: number): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(photos)
      .where(and(eq(photos.userId, userId), ne(photos.status, 'rejected')));
    return row?.n ?? 0;
  }

  private limitReached(limit: number) {
    return new HttpError(403, 'photo_limit_reached', `At most ${limit} photos`, { limit });
  }

  /**
   * Processes and stores an upload. Limit: free 3, premium 25 photos that are not rejected —
   * checked before the (costly) processing and again under a lock on the member's row, so
   * parallel uploads cannot pass it together. The first photo becomes the main photo.
   * Refused images: HttpError 400 with the PhotoError's code.
   */
  /**
   * A chat photo: the same pipeline as profile photos, without a profile row. Private: only the
   * conversation's two members see it (chats module checks, decision 020).
   */
  async storeMessagePhoto(
    buffer: Buffer,
  ): Promise<StoredImage & { explicit: boolean; screening: Screened['scores'] }> {
    const image = await this.process(buffer);
    const screened = await this.defaults.screening?.screen(image.full);
    const stored = await storeProcessed(this.storage, image, 'private');
    // Not screened (a model failure): blurred like an explicit one until the recipient chooses.
    const explicit = screened ? screened.scores === null || isExplicit(screened.scores) : false;
    return { ...stored, explicit, screening: screened?.scores ?? null };
  }

  /** The pipeline, with its refusals as the API's 400 answers. */
  private async process(buffer: Buffer): Promise<ProcessedImage> {
    try {
      return await processImage(buffer);
    } catch (err) {
      if (err instanceof PhotoError) throw new HttpError(400, err.code, err.message);
      throw err;
    }
  }

  /**
   * A photo of another account that looks like the same picture (Hamming distance of the
   * perceptual hashes at most COPY_DISTANCE of 64 bits), nearest first; any status, any site, a
   * banned account's included. A full scan of the hashes: fine for the photos of one
   * installation today (decision 043 says what changes at scale).
   */
  async findCopy(userId: number, hash: string): Promise<number | null> {
    const distance = sql<number>`bit_count(${photos.phash}::bit(64) # ${hash}::bit(64))`;
    const [match] = await this.db
      .select({ id: photos.id })
      .from(photos)
      .where(
        and(
          ne(photos.userId, userId),
          sql`${photos.phash} is not null`,
          sql`${distance} <= ${COPY_DISTANCE}`,
          // A copy someone made of this member's own photo does not make their next upload a copy.
          sql`not exists (select 1 from photos o where o.id = ${photos.copyOf} and o.user_id = ${userId})`,
        ),
      )
      .orderBy(distance, asc(photos.id))
      .limit(1);
    return match?.id ?? null;
  }

  async discardFiles(files: Pick<PhotoRow, 'filename' | 'thumbFilename'>): Promise<void> {
    await deleteFiles(this.storage, [files]);
  }

  async upload(
    userId: number,
    isPremium: boolean,
    buffer: Buffer,
    options: { moderation?: boolean; policy?: ScreeningPolicy } = {},
  ): Promise<PhotoRow> {
    const limit = this.limitFor(isPremium);
    if ((await this.countOf(this.db, userId)) >= limit) throw this.limitReached(limit);
    const moderation = options.moderation ?? this.defaults.moderation ?? false;
    const image = await this.process(buffer);
    const screened = await this.defaults.screening?.screen(image.full);
    let values: Pick<
      PhotoRow,
      'status' | 'explicit' | 'heldReasons' | 'risk' | 'phash' | 'copyOf' | 'screening'
    > = {
      status: moderation ? 'pending' : 'active',
      explicit: false,
      heldReasons: moderation ? ['moderation'] : [],
      risk: 0,
      phash: null,
      copyOf: null,
      screening: null,
    };
    if (screened) {
      const copyOf = await this.findCopy(userId, screened.phash);
      const decision = decideProfilePhoto({
        scores: screened.scores,
        becomesMain: (await this.mainPhotoIdOf(this.db, userId)) === null,
        copy: copyOf !== null,
        policy: options.policy ?? { explicitMain: 'hold', noFace: 'allow' },
        moderation,
      });
      if (decision.outcome === 'refuse') {
        throw new HttpError(400, 'photo_explicit', 'An explicit photo cannot be the main photo');
      }
      values = {
        status: decision.outcome === 'hold' ? 'pending' : 'active',
        explicit: isExplicit(screened.scores),
        heldReasons: decision.reasons,
        risk: decision.risk,
        phash: screened.phash,
        copyOf,
        screening: screened.scores,
      };
    }
    const stored = await storeProcessed(this.storage, image, areaOf(values.status));
    try {
      return await this.db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
        if ((await this.countOf(tx, userId)) >= limit) throw this.limitReached(limit);
        const [row] = await tx
          .insert(photos)
          .values({ userId, ...values, ...stored, createdAt: this.clock.now() })
          .returning();
        await chooseMain(tx, userId, row!.id, true);
        return row!;
      });
    } catch (err) {
      await deleteFiles(this.storage, [stored]);
      throw err;
    }
  }

  private async ownPhoto(db: Db | Tx, userId: number, photoId: number): Promise<PhotoRow> {
    const [row] = await db
      .select()
      .from(photos)
      .where(and(eq(photos.id, photoId), eq(photos.userId, userId)));
    // Another member's photo answers like a missing one: no probing of ids.
    if (!row) throw notFound('No such photo');
    return row;
  }

  /** The member's main photo id (null when none or no profile). */
  async mainPhotoIdOf(db: Db | Tx, userId: number): Promise<number | null> {
    const [row] = await db
      .select({ id: profiles.mainPhotoId })
      .from(profiles)
      .where(eq(profiles.userId, userId));
    return row?.id ?? null;
  }

  /** Deletes a photo and its files; a deleted main photo is replaced by the next one (active first). */
  async remove(userId: number, photoId: number): Promise<void> {
    const row = await this.db.transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
      const photo = await this.ownPhoto(tx, userId, photoId);
      await tx.delete(photos).where(eq(photos.id, photo.id));
      if ((await this.mainPhotoIdOf(tx, userId)) === photo.id) {
        const [next] = await tx
          .select({ id: photos.id })
          .from(photos)
          .where(and(eq(photos.userId, userId), ne(photos.status, 'rejected')))
          .orderBy(
            asc(photos.explicit),
            sql`${photos.status} = 'active' desc`,
            asc(photos.createdAt),
            asc(photos.id),
          )
          .limit(1);
        await tx
          .update(profiles)
          .set({ mainPhotoId: next?.id ?? null })
          .where(eq(profiles.userId, userId));
      }
      return photo;
    });
    await deleteFiles(this.storage, [row]);
  }

  /**
   * A staff decision (staff console): approve (`active`) or reject with a reason code the member
   * sees. A rejected main photo gives way to the next photo, active first. Returns before/after.
   * Files fail closed: a rejected photo's files go private before the status commits, an approved
   * one's go public only after — a failure leaves a broken image, never a visible private one.
   */
  async moderate(
    photoId: number,
    status: 'active' | 'rejected',
    reason: string | null,
  ): Promise<{ before: PhotoRow; after: PhotoRow }> {
    const result = await this.db.transaction(async (tx) => {
      const [before] = await tx.select().from(photos).where(eq(photos.id, photoId)).for('update');
      if (!before) throw notFound('No such photo');
      const [after] = await tx
        .update(photos)
        // A moderator's approval clears what screening said: the photo may then be the main one.
        .set({
          status,
          rejectReason: status === 'rejected' ? reason : null,
          heldReasons: [],
          ...(status === 'active' ? { explicit: false } : {}),
        })
        .where(eq(photos.id, photoId))
        .returning();
      if (status === 'rejected' && (await this.mainPhotoIdOf(tx, before.userId)) === photoId) {
        const [next] = await tx
          .select({ id: photos.id })
          .from(photos)
          .where(and(eq(photos.userId, before.userId), ne(photos.status, 'rejected')))
          .orderBy(
            asc(photos.explicit),
            sql`${photos.status} = 'active' desc`,
            asc(photos.createdAt),
            asc(photos.id),
          )
          .limit(1);
        await tx
          .update(profiles)
          .set({ mainPhotoId: next?.id ?? null })
          .where(eq(profiles.userId, before.userId));
      }
      if (status === 'rejected') await placeFiles(this.storage, after!);
      return { before, after: after! };
    });
    if (status === 'active') await placeFiles(this.storage, result.after);
    return result;
  }

  /**
   * Who may see the file `name` of a profile photo that is not approved: the photo's owner and
   * status, or null when no profile photo has that file.
   */
  async privateFileOf(name: string): Promise<{ userId: number; status: PhotoStatus } | null> {
    const [row] = await this.db
      .select({ userId: photos.userId, status: photos.status, thumb: photos.thumbFilename })
      .from(photos)
      .where(eq(photos.filename, fullNameOf(name)));
    if (!row || (name !== fullNameOf(name) && row.thumb !== name)) return null;
    return { userId: row.userId, status: row.status };
  }

  /** Photos waiting for review by risk, then oldest first (or of another status, newest first), with the member's name. */
  async queue(status: PhotoStatus, limit = 100) {
    return this.db
      .select({ photo: photos, name: profiles.name, siteId: profiles.siteId })
      .from(photos)
      .innerJoin(profiles, eq(profiles.userId, photos.userId))
      .where(eq(photos.status, status))
      .orderBy(
        ...(status === 'pending'
          ? [desc(photos.risk), asc(photos.createdAt)]
          : [sql`${photos.createdAt} desc`]),
      )
      .limit(limit);
  }

  /** Every photo of a member, oldest first (staff console). */
  async allOf(userId: number): Promise<PhotoRow[]> {
    return this.db
      .select()
      .from(photos)
      .where(eq(photos.userId, userId))
      .orderBy(asc(photos.createdAt), asc(photos.id));
  }

  /** Every photo of a member and their files (account purge). */
  async removeAll(userId: number): Promise<void> {
    const rows = await this.db.transaction(async (tx) => {
      await tx.update(profiles).set({ mainPhotoId: null }).where(eq(profiles.userId, userId));
      return tx.delete(photos).where(eq(photos.userId, userId)).returning();
    });
    await deleteFiles(this.storage, rows);
  }

  /** Chooses the main photo; a rejected photo cannot be main (409 photo_rejected). */
  async setMain(userId: number, photoId: number): Promise<PhotoRow> {
    return this.db.transaction(async (tx) => {
      const photo = await this.ownPhoto(tx, userId, photoId);
      if (photo.status === 'rejected') {
        throw new HttpError(409, 'photo_rejected', 'A rejected photo cannot be the main photo');
      }
      // The main photo shows in search and on landers: an explicit one only as a moderator let it.
      if (photo.explicit) {
        throw new HttpError(409, 'photo_explicit', 'An explicit photo cannot be the main photo');
      }
      await chooseMain(tx, userId, photo.id, false);
      return photo;
    });
  }

  /** The member's own photos, oldest first, in the API shape. */
  async list(userId: number, cdnPrefix = ''): Promise<Photo[]> {
    const [rows, mainId] = await Promise.all([
      this.db
        .select()
        .from(photos)
        .where(eq(photos.userId, userId))
        .orderBy(asc(photos.createdAt), asc(photos.id)),
      this.mainPhotoIdOf(this.db, userId),
    ]);
    return rows.map((row) => presentPhoto(row, row.id === mainId, cdnPrefix));
  }

  /** One photo in the API shape, with its `main` flag. */
  async present(row: PhotoRow, cdnPrefix = ''): Promise<Photo> {
    return presentPhoto(row, (await this.mainPhotoIdOf(this.db, row.userId)) === row.id, cdnPrefix);
  }

  mainImageOf(row: Pick<PhotoRow, 'filename' | 'thumbFilename'>, cdnPrefix = ''): Image {
    return imageOf(row, cdnPrefix);
  }

  /** What others see as the member's `main_image`: the main photo when it is active, else null. */
  async mainImageFor(userId: number, cdnPrefix = ''): Promise<Image | null> {
    return (await this.mainImagesFor([userId], cdnPrefix)).get(userId) ?? null;
  }

  /** `main_image` of many members in one query (search results, like lists). */
  async mainImagesFor(userIds: number[], cdnPrefix = ''): Promise<Map<number, Image>> {
    if (userIds.length === 0) return new Map();
    const rows = await this.db
      .select({ userId: photos.userId, filename: photos.filename, thumbFilename: photos.thumbFilename })
      .from(profiles)
      .innerJoin(photos, eq(photos.id, profiles.mainPhotoId))
      .where(and(inArray(profiles.userId, userIds), eq(photos.status, 'active')));
    return new Map(rows.map((r) => [r.userId, imageOf(r, cdnPrefix)]));
  }
}
