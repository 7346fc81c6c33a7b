import { isLanguage } from '@amora/shared';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { type Zippable, zipSync } from 'fflate';
import type { Db } from '../../db/client';
import { authTokens, profiles, users } from '../../db/schema';
import { type Clock, DAY } from '../../lib/clock';
import { HttpError } from '../../lib/errors';
import { randomToken, sha256 } from '../../lib/tokens';
import type { Mailer } from '../../mail/mailer';
import type { PhotoService } from '../photos/service';
import { areaOf } from '../photos/service';
import type { Site } from '../sites/service';
import { collectMemberData } from './member-data';

/** A download link works this long, once (docs/decisions/043-screening-and-own-data.md). */
export const EXPORT_LINK_TTL = 7 * DAY;
/** One request a day: building an archive reads every table and every photo file. */
export const EXPORT_REQUEST_INTERVAL = DAY;

const linkGone = () => new HttpError(410, 'link_invalid', 'The link has expired, was used or is invalid');

/**
 * A member's own data export (GDPR Art. 15 and 20): asked for in the settings, a one-time link
 * by mail that only the same member's session can use for 7 days, and the archive built when
 * the link is used — so no copy of the member's data waits in storage (decision 043).
 */
export class DataExportService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly mailer: Mailer,
    private readonly photos: PhotoService,
  ) {}

  /** Mails a download link; a second request within a day answers 429 with retry_after. */
  async request(site: Site, userId: number, baseUrl: string): Promise<{ expires_at: string }> {
    const now = this.clock.now();
    const [last] = await this.db
      .select({ createdAt: authTokens.createdAt })
      .from(authTokens)
      .where(
        and(
          eq(authTokens.userId, userId),
          eq(authTokens.purpose, 'data_export'),
          gt(authTokens.createdAt, new Date(now.getTime() - EXPORT_REQUEST_INTERVAL)),
        ),
      )
      .orderBy(desc(authTokens.createdAt))
      .limit(1);
    if (last) {
      const wait = last.createdAt.getTime() + EXPORT_REQUEST_INTERVAL - now.getTime();
      throw new HttpError(429, 'export_requested_recently', 'One data export a day', {
        retry_after: Math.max(1, Math.ceil(wait / 1000)),
      });
    }
    const token = randomToken();
    const expiresAt = new Date(now.getTime() + EXPORT_LINK_TTL);
    await this.db.insert(authTokens).values({
      userId,
      purpose: 'data_export',
      tokenHash: sha256(token),
      createdAt: now,
      expiresAt,
    });
    const [member] = await this.db
      .select({ email: users.email, language: users.language, name: profiles.name })
      .from(users)
      .leftJoin(profiles, eq(profiles.userId, users.id))
      .where(eq(users.id, userId));
    await this.mailer.send({
      siteId: site.id,
      siteName: site.name,
      supportEmail: site.supportEmail,
      to: member!.email,
      language: isLanguage(member!.language) ? member!.language : 'en',
      template: 'data_export',
      data: {
        name: member!.name ?? '',
        link: `${baseUrl}/settings?export=${encodeURIComponent(token)}#settings-export`,
      },
    });
    return { expires_at: expiresAt.toISOString() };
  }

  /**
   * The member's archive for a link of theirs: data.json and the photo files, as a ZIP. The
   * link is spent before the archive is built (once, even under concurrent clicks). Another
   * member's link answers like a used one: nobody learns whose it is.
   */
  async download(userId: number, token: string): Promise<{ zip: Uint8Array; filename: string }> {
    const now = this.clock.now();
    const [spent] = await this.db
      .update(authTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(authTokens.tokenHash, sha256(token)),
          eq(authTokens.purpose, 'data_export'),
          eq(authTokens.userId, userId),
          isNull(authTokens.usedAt),
          gt(authTokens.expiresAt, now),
        ),
      )
      .returning({ id: authTokens.id });
    if (!spent) throw linkGone();
    const { data, photos } = await collectMemberData(this.db, this.photos, userId, now);
    const files: Zippable = {
      'data.json': [new TextEncoder().encode(JSON.stringify(data, null, 2)), { level: 6 }],
    };
    for (const photo of photos) {
      const file = await this.photos.storage.get(photo.filename, areaOf(photo.status));
      // Images are compressed already: stored as they are (level 0).
      if (file) files[`photos/${photo.filename}`] = [new Uint8Array(file), { level: 0 }];
    }
    const day = now.toISOString().slice(0, 10);
    return { zip: zipSync(files, { mtime: now }), filename: `amora-data-${userId}-${day}.zip` };
  }
}
