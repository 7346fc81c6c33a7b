import { LIMITS, type LikesAnswer, type ProfileCard } from '@amora/shared';
import { and, count, eq, gte, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { blocks, likes, profiles, swipePasses } from '../../db/schema';
import { preparedStatement } from '../../db/statements';
import { type Clock, DAY } from '../../lib/clock';
import { HttpError, notFound } from '../../lib/errors';
import type { EventBus } from '../../realtime/bus';
import { type CardColumns, cardOf, cardRowOf } from '../members/card-sql';
import { presentCard, summaryOf } from '../members/present';
import type { MemberService } from '../members/service';
import type { NotificationService } from '../notifications/service';
import type { Site } from '../sites/service';

/** Auto-likes a member gets at most per day (docs/product.md#chats-and-likes: "never more than a few a day"). */
export const AUTO_LIKES_PER_DAY = 3;
const SWIPE_BATCH = 20;

/**
 * The likes a member received and gave, newest first, each with the other member's card; likes
 * of members without one (blocked either way, another site, gone) are not answered.
 */
export type LikeListRow = CardColumns & { liked_id: number; is_new: boolean };

function likeListSql(member: SQL, site: SQL): SQL {
  return sql`
    select l.liked_id, l.is_new, l.created_at as sort_at, card.*
      from likes l
      join lateral ${cardOf(sql`(case when l.liked_id = ${member} then l.liker_id else l.liked_id end)`, site, member)} card on true
     where l.liked_id = ${member} or l.liker_id = ${member}
     order by l.created_at desc`;
}

const likeList = preparedStatement<LikeListRow>('like_list', () =>
  likeListSql(sql`${sql.placeholder('member')}::int`, sql`${sql.placeholder('site')}::int`),
);

/** likeList's rows as one JSON array of SQL, for the statement that reads the session too. */
export function likeListJson(member: SQL): SQL {
  return sql`(select coalesce(json_agg(x order by x.sort_at desc), '[]')
    from (${likeListSql(member, sql`${sql.placeholder('site')}::int`)}) x)`;
}

interface Member {
  id: number;
  paidUser: boolean;
}

/** Start of the member's current day (UTC) and when the next one begins. */
export function dayWindow(now: Date): { start: Date; resetsAt: Date } {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  return { start, resetsAt: new Date(start.getTime() + DAY) };
}

/**
 * A member's own like where an auto-like row of theirs exists (made before auto-likes came only
 * from staff-run profiles) becomes their real like: it counts, and the liked member hears of it.
 */
function ownLikeReplacesAuto(via: 'profile' | 'swipe', now: Date) {
  return {
    target: [likes.likerId, likes.likedId],
    set: { via, createdAt: now, isNew: true },
    setWhere: eq(likes.via, 'auto'),
  };
}

export class LikeService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly members: MemberService,
    private readonly events?: Pick<EventBus, 'publish'>,
    private readonly notifications?: Pick<NotificationService, 'notify'>,
  ) {}

  /** Refuses self, unknown or other-site members, and anyone blocked either way. */
  private async assertLikeable(site: Site, likerId: number, profileId: number): Promise<void> {
    if (likerId === profileId) {
      throw new HttpError(400, 'validation_failed', 'You cannot like yourself', {
        fields: { profile_id: 'self' },
      });
    }
    const [target] = await this.db
      .select({ id: profiles.userId, searchable: profiles.searchable })
      .from(profiles)
      .where(and(eq(profiles.userId, profileId), eq(profiles.siteId, site.id)));
    if (!target?.searchable) throw notFound('No such member');
    const [blocked] = await this.db
      .select({ x: blocks.blockerId })
      .from(blocks)
      .where(
        or(
          and(eq(blocks.blockerId, likerId), eq(blocks.blockedId, profileId)),
          and(eq(blocks.blockerId, profileId), eq(blocks.blockedId, likerId)),
        ),
      )
      .limit(1);
    if (blocked) throw new HttpError(403, 'blocked', 'You cannot like this member');
  }

  /** Likes a member; true when they liked the liker already (a match). Liking twice is harmless. */
  async like(
    site: Site,
    likerId: number,
    profileId: number,
    via: 'profile' | 'swipe' = 'profile',
  ): Promise<boolean> {
    await this.assertLikeable(site, likerId, profileId);
    const added = await this.db
      .insert(likes)
      .values({ likerId, likedId: profileId, via, createdAt: this.clock.now() })
      .onConflictDoUpdate(ownLikeReplacesAuto(via, this.clock.now()))
      .returning({ x: likes.likerId });
    const match = await this.isLikedBy(likerId, profileId);
    if (added.length) await this.announce(likerId, profileId, match);
    return match;
  }

  /** Live events: the liked member hears of the like; a match reaches both. */
  private async announce(likerId: number, likedId: number, match: boolean): Promise<void> {
    await this.events?.publish([likedId], { type: 'like', from: likerId });
    if (match) {
      await this.events?.publish([likedId], { type: 'match', with: likerId });
      await this.events?.publish([likerId], { type: 'match', with: likedId });
      await this.notifications?.notify({ userId: likedId, type: 'match', actorId: likerId });
      await this.notifications?.notify({ userId: likerId, type: 'match', actorId: likedId });
    } else {
      await this.notifications?.notify({ userId: likedId, type: 'like_received', actorId: likerId });
    }
  }

  private async isLikedBy(memberId: number, byId: number): Promise<boolean> {
    const [back] = await this.db
      .select({ x: likes.likerId })
      .from(likes)
      .where(and(eq(likes.likerId, byId), eq(likes.likedId, memberId)));
    return !!back;
  }

  async unlike(likerId: number, profileId: number): Promise<void> {
    await this.db.delete(likes).where(and(eq(likes.likerId, likerId), eq(likes.likedId, profileId)));
  }

  /** Opening a profile clears the new-like flag of that member's like (docs/product.md#chats-and-likes). */
  async markSeen(viewerId: number, profileId: number): Promise<void> {
    await this.db
      .update(likes)
      .set({ isNew: false })
      .where(and(eq(likes.likerId, profileId), eq(likes.likedId, viewerId), eq(likes.isNew, true)));
  }

  /** `rows`: likeListJson's, read with the session already. */
  async list(site: Site, memberId: number, rows?: LikeListRow[]): Promise<LikesAnswer> {
    // Likes received and given with each other member's card, in one statement built once
    // (decision 044); a member without a card here (blocked either way, gone) is left out.
    rows ??= await likeList(this.db, { member: memberId, site: site.id });
    const now = this.clock.now();
    const cards = new Map<number, ProfileCard>();
    const received: { id: number; isNew: boolean }[] = [];
    const given: number[] = [];
    for (const row of rows) {
      const card = cardRowOf(row)!;
      if (!cards.has(card.userId)) cards.set(card.userId, presentCard(site, card, now));
      if (Number(row.liked_id) === memberId) received.push({ id: card.userId, isNew: row.is_new });
      else given.push(card.userId);
    }
    // Cards in the order of the lists: received first, then given (each newest first).
    const ids = [...new Set([...received.map((r) => r.id), ...given])];
    const liked = new Set(given);
    return {
      profiles: ids.map((id) => cards.get(id)!),
      liked_by: received.map((r) => ({ id: r.id, like_new: r.isNew })),
      liked: given,
      matches: received.filter((r) => liked.has(r.id)).map((r) => r.id),
    };
  }

  // ── Swipe game ───────────────────────────────────────────────────────────

  private async swipeLikesToday(memberId: number, start: Date): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(likes)
      .where(and(eq(likes.likerId, memberId), eq(likes.via, 'swipe'), gte(likes.createdAt, start)));
    return row?.n ?? 0;
  }

  async swipeStack(site: Site, member: Member & { seeking: 'male' | 'female' | null }) {
    const { start, resetsAt } = dayWindow(this.clock.now());
    const used = member.paidUser ? 0 : await this.swipeLikesToday(member.id, start);
    return {
      profiles: await this.members.swipeCandidates(site, member, SWIPE_BATCH),
      remaining_likes: member.paidUser ? null : Math.max(0, LIMITS.freeSwipeLikesPerDay - used),
      resets_at: resetsAt.toISOString(),
    };
  }

  /**
   * A swipe: a pass is remembered; a like counts against the free member's daily limit. The
   * count and the insert run under a lock on the member, so parallel swipes cannot exceed it.
   */
  async swipe(site: Site, member: Member, profileId: number, action: 'like' | 'pass') {
    const { start, resetsAt } = dayWindow(this.clock.now());
    if (action === 'pass') {
      await this.assertLikeable(site, member.id, profileId);
      await this.db
        .insert(swipePasses)
        .values({ userId: member.id, profileId, createdAt: this.clock.now() })
        .onConflictDoNothing();
      const used = member.paidUser ? 0 : await this.swipeLikesToday(member.id, start);
      return {
        match: false,
        remaining_likes: member.paidUser ? null : Math.max(0, LIMITS.freeSwipeLikesPerDay - used),
        resets_at: resetsAt.toISOString(),
      };
    }
    await this.assertLikeable(site, member.id, profileId);
    const used = await this.db.transaction(async (tx) => {
      await tx.execute(sql`select id from users where id = ${member.id} for update`);
      const [row] = await tx
        .select({ n: count() })
        .from(likes)
        .where(and(eq(likes.likerId, member.id), eq(likes.via, 'swipe'), gte(likes.createdAt, start)));
      const today = row?.n ?? 0;
      if (!member.paidUser && today >= LIMITS.freeSwipeLikesPerDay) {
        throw new HttpError(429, 'daily_like_limit', 'No free likes left today', {
          limit: LIMITS.freeSwipeLikesPerDay,
          resets_at: resetsAt.toISOString(),
          retry_after: Math.ceil((resetsAt.getTime() - this.clock.now().getTime()) / 1000),
        });
      }
      const inserted = await tx
        .insert(likes)
        .values({ likerId: member.id, likedId: profileId, via: 'swipe', createdAt: this.clock.now() })
        .onConflictDoUpdate(ownLikeReplacesAuto('swipe', this.clock.now()))
        .returning({ x: likes.likerId });
      return { count: today + inserted.length, added: inserted.length > 0 };
    });
    const match = await this.isLikedBy(member.id, profileId);
    if (used.added) await this.announce(member.id, profileId, match);
    return {
      match,
      remaining_likes: member.paidUser ? null : Math.max(0, LIMITS.freeSwipeLikesPerDay - used.count),
      resets_at: resetsAt.toISOString(),
    };
  }

  // ── Auto-like ────────────────────────────────────────────────────────────

  /**
   * A staff-run (fictional, always marked so) profile fitting the member's preference likes them
   * (the site's welcome mechanic), at most AUTO_LIKES_PER_DAY a day. Returns who, or null. Never
   * a real member: they would be shown liking someone they never saw, and their own like of that
   * person later would be swallowed by the row already there.
   */
  async autoLike(site: Site, member: Member & { seeking: 'male' | 'female' | null }) {
    const { start } = dayWindow(this.clock.now());
    const [today] = await this.db
      .select({ n: count() })
      .from(likes)
      .where(and(eq(likes.likedId, member.id), eq(likes.via, 'auto'), gte(likes.createdAt, start)));
    if ((today?.n ?? 0) >= AUTO_LIKES_PER_DAY) return null;
    const candidates = await this.members.swipeCandidates(site, member, 30, { fictionalOnly: true });
    const already = candidates.length
      ? await this.db
          .select({ id: likes.likerId })
          .from(likes)
          .where(
            and(
              eq(likes.likedId, member.id),
              inArray(
                likes.likerId,
                candidates.map((c) => c.id),
              ),
            ),
          )
      : [];
    const taken = new Set(already.map((a) => a.id));
    const pick = candidates.find((c) => !taken.has(c.id));
    if (!pick) return null;
    const added = await this.db
      .insert(likes)
      .values({ likerId: pick.id, likedId: member.id, via: 'auto', createdAt: this.clock.now() })
      .onConflictDoNothing()
      .returning({ x: likes.likerId });
    // Received like as any other: the member finds it under notifications too, not only in Likes.
    if (added.length) {
      await this.notifications?.notify({ userId: member.id, type: 'like_received', actorId: pick.id });
    }
    return summaryOf(pick);
  }
}
