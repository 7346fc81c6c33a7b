import type { InboxEntry, StaffConversation, StaffFictional } from '@amora/shared/api/staff';
import { isLanguage } from '@amora/shared/languages';
import { findMeetingProposals } from '@amora/shared/meeting';
import { and, asc, count, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { conversations, messages, photos, profiles, users } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { HttpError, notFound } from '../../lib/errors';
import { randomToken } from '../../lib/tokens';
import { hashPassword } from '../auth/credentials';
import type { ChatService } from '../chats/service';
import { createProfile, refreshListing } from '../members/profile-store';
import { photoFileUrl } from '../photos/service';
import { fictionalTexts, type SiteService } from '../sites/service';
import { audit } from './audit';
import type { Staff } from './roles';

interface FictionalInput {
  name: string;
  gender: 'male' | 'female';
  seeking: 'male' | 'female' | null;
  birth_date: string;
  country: string | null;
  about: string;
}

/**
 * Fictional profiles (always flagged: the member UI discloses them with the site's icon and
 * warning) and the operator inbox, where staff answer members as those profiles. The operator's
 * id is stored on each message (`messages.operator_id`) and never shown to the member.
 */
export class FictionalService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly sites: SiteService,
    private readonly chats: ChatService,
  ) {}

  async list(): Promise<StaffFictional[]> {
    const rows = await this.db
      .select({ profile: profiles, thumb: photos.thumbFilename, status: photos.status })
      .from(profiles)
      .leftJoin(photos, eq(photos.id, profiles.mainPhotoId))
      .where(eq(profiles.fictional, true))
      .orderBy(asc(profiles.siteId), asc(profiles.name))
      .limit(500);
    const ids = rows.map((r) => r.profile.userId);
    const counts = ids.length
      ? await this.db
          .select({ id: profiles.userId, n: count(conversations.id) })
          .from(profiles)
          .innerJoin(
            conversations,
            or(eq(conversations.userA, profiles.userId), eq(conversations.userB, profiles.userId)),
          )
          .where(inArray(profiles.userId, ids))
          .groupBy(profiles.userId)
      : [];
    const byId = new Map(counts.map((c) => [c.id, c.n]));
    return rows.map(({ profile: p, thumb, status }) => ({
      user_id: p.userId,
      site_id: p.siteId,
      name: p.name,
      gender: p.gender,
      seeking: p.seeking,
      birth_date: p.birthDate,
      country: p.country,
      about: p.about,
      thumb: thumb && status ? photoFileUrl(thumb, status) : null,
      conversations: byId.get(p.userId) ?? 0,
    }));
  }

  /** A staff-run account without a usable login (random secret, unroutable address). */
  async create(staff: Staff, input: FictionalInput & { site_id: number }): Promise<number> {
    const site = (await this.sites.all()).find((s) => s.id === input.site_id);
    if (!site) throw notFound('No such site');
    const now = this.clock.now();
    const passwordHash = await hashPassword(randomToken());
    const userId = await this.db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          siteId: site.id,
          email: `fictional-${randomToken().slice(0, 16).toLowerCase()}@fictional.invalid`,
          passwordHash,
          status: 'active',
          language: site.domainLanguage,
          emailConfirmedAt: now,
          signupDate: now,
        })
        .returning({ id: users.id });
      await createProfile(tx, {
        userId: user!.id,
        siteId: site.id,
        name: input.name,
        gender: input.gender,
        seeking: input.seeking,
        birthDate: input.birth_date,
        country: input.country,
        about: input.about,
        status: 'active',
        fictional: true,
        lastActiveAt: now,
        updatedAt: now,
      });
      await refreshListing(tx, user!.id);
      await audit(tx, staff, 'fictional.create', { type: 'member', id: user!.id }, null, input, now);
      return user!.id;
    });
    return userId;
  }

  async update(staff: Staff, input: Partial<FictionalInput> & { user_id: number }): Promise<void> {
    const [before] = await this.db
      .select()
      .from(profiles)
      .where(and(eq(profiles.userId, input.user_id), eq(profiles.fictional, true)));
    if (!before) throw notFound('No such fictional profile');
    const set = {
      name: input.name,
      gender: input.gender,
      seeking: input.seeking,
      birthDate: input.birth_date,
      country: input.country,
      about: input.about,
      updatedAt: this.clock.now(),
    };
    await this.db.transaction(async (tx) => {
      await tx.update(profiles).set(set).where(eq(profiles.userId, before.userId));
      const { user_id: _id, ...after } = input;
      await audit(
        tx,
        staff,
        'fictional.update',
        { type: 'member', id: before.userId },
        { name: before.name, about: before.about, birth_date: before.birthDate, country: before.country },
        after,
        this.clock.now(),
      );
    });
  }

  async isFictional(userId: number): Promise<boolean> {
    const [row] = await this.db
      .select({ f: profiles.fictional })
      .from(profiles)
      .where(eq(profiles.userId, userId));
    return row?.f === true;
  }

  /**
   * Conversations with a fictional profile whose newest message is the member's, oldest waiting
   * first; `waiting_since` is the member's first message after the profile's last answer.
   */
  async inbox(): Promise<InboxEntry[]> {
    const result = await this.db.execute(sql`
      select c.id as conversation_id, c.site_id, f.user_id as fictional_id, f.name as fictional_name,
             m.user_id as member_id, m.name as member_name, last.text as last_text,
             (select min(w.created_at) from ${messages} w
               where w.conversation_id = c.id and w.sender_id <> f.user_id and w.delivered_at is not null
                 and w.id > coalesce((select max(a.id) from ${messages} a
                                       where a.conversation_id = c.id and a.sender_id = f.user_id), 0)
             ) as waiting_since
        from ${conversations} c
        join ${profiles} f on f.user_id in (c.user_a, c.user_b) and f.fictional
        join ${profiles} m on m.user_id in (c.user_a, c.user_b) and m.user_id <> f.user_id
        join lateral (select sender_id, text, kind from ${messages} x
                       where x.conversation_id = c.id and x.delivered_at is not null
                       order by x.id desc limit 1) last on true
       where last.sender_id <> f.user_id
       order by waiting_since asc
       limit 100`);
    const rows = (
      result as unknown as {
        rows: {
          conversation_id: number;
          site_id: number;
          fictional_id: number;
          fictional_name: string;
          member_id: number;
          member_name: string;
          last_text: string;
          waiting_since: string | Date;
        }[];
      }
    ).rows;
    return rows.map((r) => ({
      conversation_id: r.conversation_id,
      site_id: r.site_id,
      fictional: { id: r.fictional_id, name: r.fictional_name },
      member: { id: r.member_id, name: r.member_name },
      last_text: [...r.last_text].slice(0, 200).join(''),
      waiting_since: new Date(r.waiting_since).toISOString(),
    }));
  }

  /** The conversation as the operator sees it: both profiles and every message, with the operator. */
  private async sides(conversationId: number) {
    const [conversation] = await this.db
      .select()
      .from(conversations)
      .where(eq(conversations.id, conversationId));
    if (!conversation) throw notFound('No such conversation');
    const both = await this.db
      .select()
      .from(profiles)
      .where(inArray(profiles.userId, [conversation.userA, conversation.userB]));
    const fictional = both.find((p) => p.fictional);
    const member = both.find((p) => p !== fictional);
    // Only conversations with a fictional profile are the operators' business.
    if (!fictional || !member) throw notFound('No such conversation');
    const site = (await this.sites.all()).find((s) => s.id === fictional.siteId);
    if (!site) throw notFound('No such site');
    const [account] = await this.db
      .select({ language: users.language })
      .from(users)
      .where(eq(users.id, member.userId));
    // The reply is read in the member's language and the site's (decision 027).
    const languages = [...new Set([account?.language, site.domainLanguage].filter(isLanguage))];
    return { conversation, fictional, member, site, languages };
  }

  async conversation(conversationId: number): Promise<StaffConversation> {
    const { fictional, member, site, languages } = await this.sides(conversationId);
    const operator = alias(users, 'operator');
    const rows = await this.db
      .select({ message: messages, operator: operator.email })
      .from(messages)
      .leftJoin(operator, eq(operator.id, messages.operatorId))
      .where(
        and(
          eq(messages.conversationId, conversationId),
          // What reached the profile: a member's message held for review waits for its release
          // here too (decision 042).
          or(isNotNull(messages.deliveredAt), eq(messages.senderId, fictional.userId)),
        ),
      )
      .orderBy(asc(messages.id))
      .limit(500);
    return {
      conversation_id: conversationId,
      warning: fictionalTexts(site, languages[0] ?? 'en').warning,
      languages,
      fictional: { id: fictional.userId, name: fictional.name, about: fictional.about },
      member: { id: member.userId, name: member.name, about: member.about, country: member.country },
      messages: rows.map(({ message: m, operator: email }) => ({
        id: m.id,
        from_fictional: m.senderId === fictional.userId,
        kind: m.kind,
        text: m.text,
        created_at: m.createdAt.toISOString(),
        operator: email,
      })),
    };
  }

  /**
   * Sends the operator's answer as the fictional profile, through the chat module (live event
   * included). Operators stay in character but never arrange a meeting: a reply that proposes
   * meeting or contact off the site answers 409 reply_flagged unless the operator confirmed it,
   * and a confirmed one is audited as `inbox.reply_flagged` with what was found (decision 027).
   */
  async reply(
    staff: Staff,
    input: { conversation_id: number; text: string; client_id: string; confirm_flagged?: boolean },
  ) {
    const { fictional, site, languages } = await this.sides(input.conversation_id);
    const findings = findMeetingProposals(input.text, languages);
    if (findings.length > 0 && !input.confirm_flagged) {
      throw new HttpError(
        409,
        'reply_flagged',
        'The reply proposes meeting in person or contact off the site; confirm to send it',
      );
    }
    const sent = await this.chats.send(
      site,
      { id: fictional.userId, paidUser: true },
      { conversation_id: input.conversation_id, text: input.text, client_id: input.client_id },
      { kind: 'text' },
      { operatorId: staff.id },
    );
    await audit(
      this.db,
      staff,
      findings.length > 0 ? 'inbox.reply_flagged' : 'inbox.reply',
      { type: 'conversation', id: input.conversation_id },
      null,
      {
        message_id: sent.message.id,
        as: fictional.userId,
        ...(findings.length > 0 && { flagged: findings }),
      },
      this.clock.now(),
    );
    return sent.message.id;
  }
}
