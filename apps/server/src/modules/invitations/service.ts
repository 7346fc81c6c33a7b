import { randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { invitations, sites } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { HttpError, notFound } from '../../lib/errors';
import { audit } from '../staff/audit';
import type { Staff } from '../staff/roles';

type Row = typeof invitations.$inferSelect;

/** Usable now: not revoked, not past its end, a use left. The one rule, for checks and claims. */
function usable(now: Date) {
  return and(
    isNull(invitations.revokedAt),
    or(isNull(invitations.expiresAt), gt(invitations.expiresAt, now)),
    or(isNull(invitations.maxUses), lt(invitations.uses, invitations.maxUses)),
  );
}

/**
 * Takes one use of a site's invitation inside the sign-up's transaction: a sign-up that fails
 * afterwards (address taken) gives the use back with the rollback, and the guarded update lets
 * exactly `max_uses` concurrent sign-ups through. Returns the invitation's id, or null.
 */
export async function claimInvitation(tx: Tx | Db, siteId: number, token: string, now: Date) {
  const [row] = await tx
    .update(invitations)
    .set({ uses: sql`${invitations.uses} + 1` })
    .where(and(eq(invitations.siteId, siteId), eq(invitations.token, token), usable(now)))
    .returning({ id: invitations.id });
  return row?.id ?? null;
}

/** Staff make, list and revoke invitation links (capability `sites`); every change is audited. */
export class InvitationService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** Whether a visitor's link still works on this site (the token page asks before sign-up). */
  async isValid(siteId: number, token: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: invitations.id })
      .from(invitations)
      .where(and(eq(invitations.siteId, siteId), eq(invitations.token, token), usable(this.clock.now())));
    return !!row;
  }

  async list(siteUrl: (siteId: number) => Promise<string>, siteId?: number) {
    const rows = await this.db
      .select()
      .from(invitations)
      .where(siteId ? eq(invitations.siteId, siteId) : undefined)
      .orderBy(desc(invitations.id))
      .limit(500);
    const now = this.clock.now();
    return Promise.all(rows.map(async (row) => present(row, await siteUrl(row.siteId), now)));
  }

  async create(
    staff: Staff,
    input: { site_id: number; label: string; max_uses: number | null; expires: string | null },
  ): Promise<number> {
    const [site] = await this.db.select({ id: sites.id }).from(sites).where(eq(sites.id, input.site_id));
    if (!site) throw notFound('No such site');
    const now = this.clock.now();
    const expiresAt = input.expires ? new Date(input.expires) : null;
    if (expiresAt && expiresAt <= now) {
      throw new HttpError(400, 'validation_failed', 'The end must lie in the future', {
        fields: { expires: 'invalid_value' },
      });
    }
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(invitations)
        .values({
          siteId: input.site_id,
          // 144 bits: unguessable, and shaped like the spec's {token} route (TOKEN_PATTERN).
          token: randomBytes(18).toString('base64url'),
          label: input.label,
          maxUses: input.max_uses,
          expiresAt,
          createdBy: staff.id,
          createdAt: now,
        })
        .returning();
      await audit(tx, staff, 'invitation.create', { type: 'invitation', id: row!.id }, null, input, now);
      return row!.id;
    });
  }

  async revoke(staff: Staff, id: number): Promise<void> {
    const now = this.clock.now();
    await this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(invitations)
        .set({ revokedAt: sql`coalesce(${invitations.revokedAt}, ${now})` })
        .where(eq(invitations.id, id))
        .returning();
      if (!row) throw notFound('No such invitation');
      await audit(tx, staff, 'invitation.revoke', { type: 'invitation', id }, null, null, now);
    });
  }
}

function present(row: Row, siteUrl: string, now: Date) {
  const expired = row.expiresAt !== null && row.expiresAt <= now;
  const usedUp = row.maxUses !== null && row.uses >= row.maxUses;
  return {
    id: row.id,
    site_id: row.siteId,
    label: row.label,
    url: `${siteUrl}/${row.token}`,
    max_uses: row.maxUses,
    uses: row.uses,
    expires: row.expiresAt?.toISOString() ?? null,
    revoked: row.revokedAt !== null,
    valid: row.revokedAt === null && !expired && !usedUp,
    created_at: row.createdAt.toISOString(),
  };
}
