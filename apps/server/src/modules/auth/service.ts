import { isLanguage, type Language, LIMITS, MAX_AGE, type SignupRequest, type User } from '@amora/shared';
import { and, count, eq, gt, gte, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authTokens, loginAttempts, type profiles, sessions, users } from '../../db/schema';
import { type Clock, DAY, HOUR } from '../../lib/clock';
import { HttpError } from '../../lib/errors';
import { randomToken, sha256 } from '../../lib/tokens';
import type { Mailer, MailRequest, MailTemplate } from '../../mail/mailer';
import { grantCredits } from '../credits/service';
import { claimInvitation } from '../invitations/service';
import { ageFrom } from '../members/present';
import { createProfile, type OwnView, ownViewOf, profileOf, refreshListing } from '../members/profile-store';
import { imageOf } from '../photos/service';
import type { Site } from '../sites/service';
import { hasVariantAccount, isBannedAddress, isDisposableEmail } from './address-policy';
import {
  hashPassword,
  normaliseEmail,
  passwordProblem,
  providerTypo,
  suggestEmail,
  verifyPassword,
} from './credentials';
import { assertLoginAllowed, assertNotBlocked } from './lockout';
import { countryName, describeBrowser, forgetBrowsers, rememberBrowser, signInTime } from './new-browser';
import type { SessionUser, UserRow } from './sessions';

export const RESET_MAILS_PER_DAY = 3;
const TOKEN_TTL = {
  activation: 7 * DAY,
  password_reset: 2 * HOUR,
  email_change: DAY,
  reactivation: LIMITS.accountReactivationDays * DAY,
  not_me: 7 * DAY,
} as const;
type TokenPurpose = keyof typeof TOKEN_TTL;

/** Where links in mails point: the site's own address, never a Host header we do not serve. */
export interface LinkContext {
  baseUrl: string;
}

const fieldError = (field: string, code: string, extra: Record<string, unknown> = {}) =>
  new HttpError(400, 'validation_failed', `Invalid ${field}`, { fields: { [field]: code }, ...extra });

export function presentUser(
  user: SessionUser,
  profile: Pick<typeof profiles.$inferSelect, 'name' | 'country' | 'status'> | undefined,
  site: Site,
  mainImage: User['profile']['main_image'] = null,
  freeLeft: number | null = null,
): User {
  return {
    id: user.id,
    email: user.email,
    status: user.status === 'active' ? 'active' : 'not_confirmed',
    credits: user.credits,
    paid_user: user.paidUser,
    free_messages_left: freeLeft,
    signup_date: user.signupDate.toISOString(),
    fictional_icon: site.fictionalIcon,
    fictional_ack: user.fictionalAckAt !== null,
    language: isLanguage(user.language) ? user.language : 'en',
    notifications_disabled: user.notificationsDisabled,
    email_disabled: user.emailDisabledReason ?? null,
    invisible: user.invisible,
    blur_explicit_photos: user.blurExplicitPhotos,
    profile: {
      name: profile?.name ?? '',
      country: profile?.country ?? null,
      status: profile?.status ?? 'disabled',
      main_image: mainImage,
    },
  };
}

/**
 * Erases accounts deleted longer ago than the reactivation window (their profile, sessions and
 * links go with them). Returns how many. Run by the scheduler.
 */
export async function purgeDeletedAccounts(
  db: Db,
  now: Date,
  /** Erases what lives outside the database first (photo files). */
  beforeErase: (userId: number) => Promise<void> = async () => {},
): Promise<number> {
  const cutoff = new Date(now.getTime() - TOKEN_TTL.reactivation);
  const due = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.status, 'deleted'), lt(users.deletedAt, cutoff)));
  for (const { id } of due) {
    await beforeErase(id);
    await db.delete(users).where(and(eq(users.id, id), eq(users.status, 'deleted')));
  }
  return due.length;
}

export class AccountService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly mailer: Mailer,
    /** Messages held while the address was unconfirmed reach the member now (chats module). */
    private readonly releaseHeld: (userId: number) => Promise<void> = async () => {},
  ) {}

  /** The member's own answer: the account row and one statement for the rest (decision 044). */
  async present(user: SessionUser, site: Site): Promise<User> {
    const countFree = !user.paidUser && site.freeMessages > 0;
    return this.presentView(user, site, await ownViewOf(this.db, user.id, countFree));
  }

  /** present's answer from the member's own view, read already (with the session: user.php). */
  presentView(user: SessionUser, site: Site, view: OwnView): User {
    const countFree = !user.paidUser && site.freeMessages > 0;
    const freeLeft = user.paidUser ? null : countFree ? Math.max(0, site.freeMessages - view.freeUsed) : 0;
    const mainImage = view.photo ? imageOf(view.photo, site.cdnPrefix) : null;
    return presentUser(user, view.profile ?? undefined, site, mainImage, freeLeft);
  }

  /** Whether `password` is the account's: its hash is read here, it does not come with the session. */
  private async passwordMatches(userId: number, password: string): Promise<boolean> {
    const [row] = await this.db
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, userId));
    return verifyPassword(row?.passwordHash ?? null, password);
  }

  async byId(id: number): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.id, id));
    return row;
  }

  private async byEmail(siteId: number, email: string): Promise<UserRow | undefined> {
    const [row] = await this.db
      .select()
      .from(users)
      .where(and(eq(users.siteId, siteId), eq(users.email, email)));
    return row;
  }

  // ── Signup and activation ────────────────────────────────────────────────

  async signup(
    site: Site,
    input: SignupRequest,
    context: LinkContext & {
      language: Language;
      country: string | null;
      tracking: Record<string, string>;
      /** The token of an invitation link (`/{token}` → `/signup?invite=`). */
      invite?: string;
    },
  ): Promise<UserRow> {
    this.assertSignupsOpen(site, context.tracking, context.invite);
    const email = normaliseEmail(input.email);
    if (!email) throw fieldError('email', 'email_invalid', { suggestion: suggestEmail(input.email) });
    const typo = providerTypo(email);
    if (typo) throw fieldError('email', 'email_invalid', { suggestion: typo });
    await this.assertAddressAllowed(site, email);
    const name = input.name.trim();
    if (name.toLowerCase() === email || name.toLowerCase() === input.email.trim().toLowerCase()) {
      throw fieldError('name', 'name_equals_email');
    }
    if (name.startsWith('@')) throw fieldError('name', 'name_starts_with_at');
    if (!input.date_of_birth)
      throw fieldError('date_of_birth', 'birth_date_required', { min_age: LIMITS.minAge });
    const age = ageFrom(input.date_of_birth, this.clock.now());
    // A date to come or one no living member has is a slip, not a matter of age.
    if (age < 0 || age > MAX_AGE) throw fieldError('date_of_birth', 'birth_date_invalid');
    if (age < LIMITS.minAge) throw fieldError('date_of_birth', 'too_young', { min_age: LIMITS.minAge });
    const weak = passwordProblem(input.password, { email, name });
    if (weak) throw fieldError('password', weak);

    const existing = await this.byEmail(site.id, email);
    if (existing) await this.refuseExisting(site, existing, context);
    await this.assertNoVariant(site, email);

    const passwordHash = await hashPassword(input.password);
    const user = await this.db.transaction(async (tx) => {
      const tracking = { ...context.tracking };
      if (site.signups === 'invite_only') {
        // Taken in this transaction: a sign-up that fails below gives the use back.
        const invitation = await claimInvitation(tx, site.id, context.invite ?? '', this.clock.now());
        if (!invitation) {
          throw new HttpError(403, 'invite_invalid', 'This invitation link is no longer valid');
        }
        tracking.invitation = String(invitation);
      }
      const [created] = await tx
        .insert(users)
        .values({
          siteId: site.id,
          email,
          passwordHash,
          language: context.language,
          signupMessage: input.signup_message || null,
          tracking,
          signupDate: this.clock.now(),
        })
        .onConflictDoNothing()
        .returning();
      // Two signups with one address at the same moment: the second meets the unique index.
      if (!created) throw new HttpError(409, 'email_taken', 'This e-mail address already has an account');
      await createProfile(tx, {
        userId: created.id,
        siteId: site.id,
        name,
        gender: input.gender,
        seeking: input.seeking ?? null,
        birthDate: input.date_of_birth!,
        country: context.country,
        about: input.signup_message ?? '',
      });
      const credits = await grantCredits(tx, created.id, site.signupCredits, 'signup_bonus', 'signup');
      return { ...created, credits };
    });
    await this.sendLink(site, user, 'activation', 'activation', context);
    return user;
  }

  /**
   * Throwaway-mail domains (where the site refuses them) and variants of a banned member's
   * address (`+tag`, Gmail dots) are refused as a field error on the address (decisions 036, 042).
   */
  private async assertAddressAllowed(site: Site, email: string): Promise<void> {
    if (site.refuseDisposableEmail && isDisposableEmail(email)) throw fieldError('email', 'email_disposable');
    if (await isBannedAddress(this.db, email, this.clock.now())) throw fieldError('email', 'email_refused');
  }

  /**
   * One account per mailbox and site: `jan+2@…` or `j.an@gmail.com` next to a live `jan@…`
   * answers like the address itself would (decision 042).
   */
  private async assertNoVariant(site: Site, email: string, exceptUserId?: number): Promise<void> {
    if (await hasVariantAccount(this.db, site.id, email, exceptUserId)) {
      throw new HttpError(409, 'email_taken', 'This e-mail address already has an account on this site');
    }
  }

  private assertSignupsOpen(site: Site, tracking: Record<string, string>, invite?: string): void {
    if (site.signups === 'all') return;
    if (site.signups === 'with_trafficsource' && (tracking.network || tracking.ref)) return;
    // invite_only: with an invitation link's token, checked and used up in the sign-up itself.
    if (site.signups === 'invite_only' && invite) return;
    throw new HttpError(403, 'signups_closed', 'Sign-ups are closed on this site');
  }

  private async refuseExisting(site: Site, existing: UserRow, context: LinkContext): Promise<void> {
    if (existing.status !== 'deleted')
      throw new HttpError(409, 'email_taken', 'This e-mail address already has an account');
    const deletedAt = existing.deletedAt?.getTime() ?? 0;
    if (this.clock.now().getTime() - deletedAt < TOKEN_TTL.reactivation) {
      await this.sendLink(site, existing, 'reactivation', 'account_deleted', context);
      throw new HttpError(409, 'email_deleted', 'This account was deleted and can still be reactivated');
    }
    // Past the reactivation window but not yet purged: erase it now and let the signup go on.
    await this.db.delete(users).where(eq(users.id, existing.id));
  }

  async resendActivation(site: Site, user: SessionUser, context: LinkContext): Promise<void> {
    if (user.status !== 'not_confirmed') return;
    await this.sendLink(site, user, 'activation', 'activation', context);
  }

  /** Confirms the e-mail address; false when the link is unknown, used or expired. */
  async activate(token: string): Promise<UserRow | null> {
    const row = await this.consumeToken(token, 'activation');
    if (!row) return null;
    const now = this.clock.now();
    const [user] = await this.db
      .update(users)
      .set({ status: 'active', emailConfirmedAt: now })
      .where(and(eq(users.id, row.userId), eq(users.status, 'not_confirmed')))
      .returning();
    if (user) {
      await refreshListing(this.db, user.id, { activate: true });
      await this.releaseHeld(user.id);
    }
    return user ?? (await this.byId(row.userId)) ?? null;
  }

  // ── Login ────────────────────────────────────────────────────────────────

  async login(site: Site, rawEmail: string, password: string, ip: string): Promise<UserRow> {
    const now = this.clock.now();
    const attempt = { siteId: site.id, email: rawEmail.trim().toLowerCase(), ip };
    await assertLoginAllowed(this.db, attempt, now);
    const user = await this.byEmail(site.id, attempt.email);
    const usable = user && user.status !== 'deleted' ? user : undefined;
    const ok = await verifyPassword(usable?.passwordHash ?? null, password);
    await this.db.insert(loginAttempts).values({ ...attempt, success: ok, createdAt: now });
    if (!ok || !usable) {
      await assertNotBlocked(this.db, attempt, now);
      throw new HttpError(401, 'login_failed', 'Login failed, please try again');
    }
    return usable;
  }

  async setLanguage(user: SessionUser, language: Language): Promise<UserRow> {
    const [row] = await this.db.update(users).set({ language }).where(eq(users.id, user.id)).returning();
    return row!;
  }

  // ── Password reset and changes ───────────────────────────────────────────

  async requestReset(site: Site, rawEmail: string, context: LinkContext): Promise<void> {
    const email = normaliseEmail(rawEmail);
    const user = email ? await this.byEmail(site.id, email) : undefined;
    if (!user || user.status === 'deleted')
      throw new HttpError(404, 'email_not_found', 'E-mail address not found');
    const [sent] = await this.db
      .select({ n: count() })
      .from(authTokens)
      .where(
        and(
          eq(authTokens.userId, user.id),
          eq(authTokens.purpose, 'password_reset'),
          gt(authTokens.createdAt, new Date(this.clock.now().getTime() - DAY)),
        ),
      );
    if ((sent?.n ?? 0) >= RESET_MAILS_PER_DAY) {
      throw new HttpError(429, 'too_many_reset_mails', 'Too many password reset mails, try again tomorrow', {
        retry_after: DAY / 1000,
      });
    }
    await this.sendLink(site, user, 'password_reset', 'password_reset', context);
  }

  async resetPassword(token: string, password: string, repeat: string): Promise<UserRow> {
    if (password !== repeat) throw fieldError('password_repeat', 'passwords_not_equal');
    const pending = await this.findToken(token, 'password_reset');
    if (!pending) throw new HttpError(410, 'link_invalid', 'The link has expired or is invalid');
    const user = await this.byId(pending.userId);
    const weak = passwordProblem(password, { email: user?.email });
    if (weak) throw fieldError('password', weak);
    const used = await this.consumeToken(token, 'password_reset');
    if (!used || !user) throw new HttpError(410, 'link_invalid', 'The link has expired or is invalid');
    const [updated] = await this.db
      .update(users)
      .set({ passwordHash: await hashPassword(password) })
      .where(eq(users.id, user.id))
      .returning();
    return updated!;
  }

  async changePassword(user: SessionUser, oldPassword: string, newPassword: string): Promise<void> {
    if (!(await this.passwordMatches(user.id, oldPassword)))
      throw fieldError('old_password', 'wrong_old_password');
    const weak = passwordProblem(newPassword, { email: user.email });
    if (weak) throw fieldError('new_password', weak);
    await this.db
      .update(users)
      .set({ passwordHash: await hashPassword(newPassword) })
      .where(eq(users.id, user.id));
  }

  async requestEmailChange(
    site: Site,
    user: SessionUser,
    rawEmail: string,
    password: string,
    context: LinkContext,
  ) {
    if (!(await this.passwordMatches(user.id, password))) throw fieldError('password', 'wrong_old_password');
    const email = normaliseEmail(rawEmail);
    if (!email) throw fieldError('email', 'email_invalid', { suggestion: suggestEmail(rawEmail) });
    if (email === user.email) throw fieldError('email', 'email_unchanged');
    await this.assertAddressAllowed(site, email);
    if (await this.byEmail(site.id, email)) {
      throw new HttpError(409, 'email_taken', 'This e-mail address already has an account on this site');
    }
    await this.assertNoVariant(site, email, user.id);
    await this.sendLink(site, { ...user, email }, 'email_change', 'email_change', context, email);
  }

  async confirmEmailChange(site: Site, token: string): Promise<UserRow> {
    const row = await this.consumeToken(token, 'email_change');
    if (!row?.newEmail) throw new HttpError(410, 'link_invalid', 'The link has expired or is invalid');
    if (await this.byEmail(site.id, row.newEmail)) {
      throw new HttpError(409, 'email_taken', 'This e-mail address already has an account on this site');
    }
    await this.assertNoVariant(site, row.newEmail, row.userId);
    // Following the link proves the new address works, so it also counts as confirmation.
    const [user] = await this.db
      .update(users)
      .set({
        email: row.newEmail,
        status: sql`case when ${users.status} = 'not_confirmed' then 'active' else ${users.status} end`,
        emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, ${this.clock.now()})`,
      })
      .where(eq(users.id, row.userId))
      .returning();
    if (!user) throw new HttpError(410, 'link_invalid', 'The link has expired or is invalid');
    await refreshListing(this.db, user.id, { activate: user.status === 'active' });
    if (user.status === 'active') await this.releaseHeld(user.id);
    return user;
  }

  async setPreferences(
    user: SessionUser,
    notificationsDisabled: string[],
    invisible: boolean,
    emailEnabled = false,
    blurExplicitPhotos?: boolean,
  ): Promise<UserRow> {
    const [row] = await this.db
      .update(users)
      .set({
        notificationsDisabled: [...new Set(notificationsDisabled)].sort(),
        invisible,
        ...(blurExplicitPhotos === undefined ? {} : { blurExplicitPhotos }),
        // The member asks for mails again after the provider stopped them (docs/product.md#accounts).
        ...(emailEnabled ? { emailDisabledReason: null, emailDisabledAt: null } : {}),
      })
      .where(eq(users.id, user.id))
      .returning();
    await refreshListing(this.db, user.id);
    return row!;
  }

  // ── Deletion, reactivation, purge ────────────────────────────────────────

  async deleteAccount(
    site: Site,
    user: SessionUser,
    input: { reason: string; password: string },
    context: LinkContext,
  ) {
    if (!(await this.passwordMatches(user.id, input.password)))
      throw fieldError('password', 'wrong_old_password');
    const [deleted] = await this.db
      .update(users)
      .set({ status: 'deleted', deletedAt: this.clock.now(), deleteReason: input.reason })
      .where(eq(users.id, user.id))
      .returning();
    await refreshListing(this.db, user.id);
    await this.sendLink(site, deleted!, 'reactivation', 'account_deleted', context);
  }

  async reactivate(site: Site, token: string): Promise<UserRow> {
    const row = await this.consumeToken(token, 'reactivation');
    if (!row) throw new HttpError(410, 'link_invalid', 'The link has expired or is invalid');
    const [user] = await this.db
      .update(users)
      .set({
        status: sql`case when ${users.emailConfirmedAt} is null then 'not_confirmed' else 'active' end`,
        deletedAt: null,
        deleteReason: null,
      })
      .where(and(eq(users.id, row.userId), eq(users.status, 'deleted')))
      .returning();
    if (!user) throw new HttpError(410, 'link_invalid', 'The link has expired or is invalid');
    await refreshListing(this.db, user.id);
    await this.mailMember(site, user, 'reactivated', {});
    return user;
  }

  // ── Mails ────────────────────────────────────────────────────────────────

  /** A mail to the member (or to `to`), in their language, greeting them by profile name. */
  private async mailMember(
    site: Site,
    user: SessionUser,
    template: MailTemplate,
    data: Omit<MailRequest['data'], 'name'>,
    to = user.email,
  ): Promise<void> {
    const profile = await profileOf(this.db, user.id);
    await this.mailer.send({
      siteId: site.id,
      siteName: site.name,
      supportEmail: site.supportEmail,
      to,
      language: isLanguage(user.language) ? user.language : 'en',
      template,
      data: { name: profile?.name ?? '', ...data },
    });
  }

  private async sendLink(
    site: Site,
    user: SessionUser,
    purpose: TokenPurpose,
    template: MailTemplate,
    context: LinkContext,
    newEmail?: string,
  ): Promise<void> {
    const token = randomToken();
    const now = this.clock.now();
    await this.db.insert(authTokens).values({
      userId: user.id,
      purpose,
      tokenHash: sha256(token),
      newEmail,
      createdAt: now,
      expiresAt: new Date(now.getTime() + TOKEN_TTL[purpose]),
    });
    const paths: Record<TokenPurpose, string> = {
      activation: '/api/activate.php?token=',
      password_reset: '/reset-password/do?token=',
      email_change: '/mail-change/do?token=',
      reactivation: '/account-deleted?token=',
      not_me: '/api/not-me.php?token=',
    };
    await this.mailMember(
      site,
      user,
      template,
      { link: `${context.baseUrl}${paths[purpose]}${token}`, days: LIMITS.accountReactivationDays, newEmail },
      newEmail,
    );
  }

  private async findToken(token: string, purpose: TokenPurpose) {
    const [row] = await this.db
      .select()
      .from(authTokens)
      .where(
        and(
          eq(authTokens.tokenHash, sha256(token)),
          eq(authTokens.purpose, purpose),
          isNull(authTokens.usedAt),
          gt(authTokens.expiresAt, this.clock.now()),
        ),
      );
    return row;
  }

  /** Marks a valid link used (once, even under concurrent clicks) and returns it; null otherwise. */
  /**
   * After a good password: records the browser for the account and, when the account had signed
   * in from other browsers but never this one, mails the member what signed in, from where and
   * when, with a one-time "this wasn't me" link (decision 042). A sign-up only records it.
   * Never fails the sign-in: a mail that cannot be written is only logged by the mailer.
   */
  async noticeSignIn(
    site: Site,
    user: SessionUser,
    sighting: { browserId: string; userAgent?: string; country: string | null },
    context: LinkContext,
  ): Promise<boolean> {
    const now = this.clock.now();
    const seen = await rememberBrowser(this.db, user.id, sighting.browserId, now);
    if (seen !== 'new') return false;
    const language = isLanguage(user.language) ? user.language : 'en';
    const { browser, system } = describeBrowser(sighting.userAgent);
    const token = randomToken();
    await this.db.insert(authTokens).values({
      userId: user.id,
      purpose: 'not_me',
      tokenHash: sha256(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + TOKEN_TTL.not_me),
    });
    await this.mailMember(site, user, 'new_sign_in', {
      link: `${context.baseUrl}/api/not-me.php?token=${token}`,
      signIn: {
        device:
          [browser, system].filter(Boolean).join(' · ') || (sighting.userAgent ?? '').slice(0, 80) || '?',
        place: countryName(sighting.country, language),
        time: signInTime(now, language),
      },
    });
    return true;
  }

  /**
   * "This wasn't me": ends every session of the account, forgets its browsers and answers a fresh
   * password-reset token for the member to choose a new password at once. Null: a used, unknown
   * or expired link.
   */
  async notMe(token: string): Promise<string | null> {
    const row = await this.consumeToken(token, 'not_me');
    if (!row) return null;
    await this.db.delete(sessions).where(eq(sessions.userId, row.userId));
    await forgetBrowsers(this.db, row.userId);
    const reset = randomToken();
    const now = this.clock.now();
    await this.db.insert(authTokens).values({
      userId: row.userId,
      purpose: 'password_reset',
      tokenHash: sha256(reset),
      createdAt: now,
      expiresAt: new Date(now.getTime() + TOKEN_TTL.password_reset),
    });
    return reset;
  }

  /** A sign-up's browser is the account's first: later sign-ins from others are told. */
  async rememberFirstBrowser(userId: number, browserId: string): Promise<void> {
    await rememberBrowser(this.db, userId, browserId, this.clock.now());
  }

  private async consumeToken(token: string, purpose: TokenPurpose) {
    const [row] = await this.db
      .update(authTokens)
      .set({ usedAt: this.clock.now() })
      .where(
        and(
          eq(authTokens.tokenHash, sha256(token)),
          eq(authTokens.purpose, purpose),
          isNull(authTokens.usedAt),
          gte(authTokens.expiresAt, this.clock.now()),
        ),
      )
      .returning();
    return row ?? null;
  }
}
