import { randomInt } from 'node:crypto';
import {
  RECOVERY_CODE_COUNT,
  type SecondFactorProof,
  type SecondFactorSetup,
  type SecondFactorStatus,
} from '@amora/shared/api/second-factor';
import { and, count, desc, eq, gt, isNull, lt } from 'drizzle-orm';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import type { Db, Tx } from '../../db/client';
import { passkeys, recoveryCodes, secondFactorAttempts, secondFactors, sessions } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { MINUTE } from '../../lib/clock';
import { HttpError } from '../../lib/errors';
import { audit } from '../staff/audit';
import { LOGIN_LIMITS } from './lockout';
import { PasskeyService, passkeyInvalid, presentPasskey, type RelyingParty } from './passkeys';
import type { SecondFactorKeys } from './second-factor-keys';
import type { ResolvedSession, SessionUser } from './sessions';

/** Codes of the step before and after the current one are accepted (clock drift, RFC 6238 §5.2). */
const TOLERANCE_SECONDS = 30;
const PERIOD_SECONDS = 30;
/** Recovery codes: 10 characters of [a-z0-9] (~51 bits), shown as xxxxx-xxxxx. */
const RECOVERY_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

function newRecoveryCode(): string {
  return Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
}
const showRecoveryCode = (code: string) => `${code.slice(0, 5)}-${code.slice(5)}`;
const digitsOnly = (code: string) => code.replace(/[\s-]/g, '');
const recoveryKey = (code: string) => code.replace(/[\s-]/g, '').toLowerCase();

/**
 * Removes an account's authenticator and recovery codes and ends its sessions: its next login
 * sets up a new one. For an operator at the command line (staff who lost app and codes).
 */
export async function resetSecondFactor(db: Db, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(secondFactors).where(eq(secondFactors.userId, userId));
    await tx.delete(passkeys).where(eq(passkeys.userId, userId));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await tx.delete(sessions).where(eq(sessions.userId, userId));
  });
}

const wrongCode = () => new HttpError(401, 'code_invalid', 'The code is not correct');

/**
 * The second factor (docs/decisions/023-second-factor.md): an authenticator app's one-time codes
 * (RFC 6238, otplib) and/or passkeys (docs/decisions/029-passkeys.md), with single-use recovery
 * codes. Staff must have one; members may turn it on. A session that has passed only the password
 * is marked pending until a code or a passkey is verified on it.
 */
export class SecondFactorService {
  readonly passkeys: PasskeyService;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly keys: SecondFactorKeys,
  ) {
    this.passkeys = new PasskeyService(db, clock);
  }

  async status(session: ResolvedSession): Promise<SecondFactorStatus> {
    const [left] = await this.db
      .select({ n: count() })
      .from(recoveryCodes)
      .where(and(eq(recoveryCodes.userId, session.user.id), isNull(recoveryCodes.usedAt)));
    const [app] = await this.db
      .select({ confirmedAt: secondFactors.confirmedAt })
      .from(secondFactors)
      .where(eq(secondFactors.userId, session.user.id));
    return {
      enabled: session.hasSecondFactor,
      authenticator: Boolean(app?.confirmedAt),
      passkeys: (await this.passkeys.list(session.user.id)).map(presentPasskey),
      required: session.secondFactor !== 'not_needed',
      verified: session.secondFactor === 'verified',
      mandatory: session.user.role !== null,
      recovery_codes_left: session.hasSecondFactor ? (left?.n ?? 0) : 0,
    };
  }

  /**
   * A new secret to scan (replacing an unconfirmed one). Staff on their password-only first
   * session may do this; a member from a full session. The secret is shown now and never again.
   */
  async beginSetup(session: ResolvedSession, issuer: string): Promise<SecondFactorSetup> {
    await this.assertMayAdd(session, 'app');
    const secret = generateSecret();
    const sealed = this.keys.encrypt(secret);
    await this.db
      .insert(secondFactors)
      .values({ userId: session.user.id, secret: sealed, createdAt: this.clock.now() })
      .onConflictDoUpdate({
        target: secondFactors.userId,
        set: { secret: sealed, lastStep: 0, createdAt: this.clock.now() },
        // A confirmed factor is never replaced by a setup (two tabs racing).
        setWhere: isNull(secondFactors.confirmedAt),
      });
    const otpauthUrl = generateURI({ issuer, label: session.user.email, secret });
    const svg = await QRCode.toString(otpauthUrl, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
    return {
      secret,
      otpauth_url: otpauthUrl,
      qr_code: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
    };
  }

  /**
   * Confirms the setup with a first code: the factor is on, this session counts as verified and
   * the recovery codes are made (answered once; only their keyed hashes are kept).
   */
  async confirmSetup(session: ResolvedSession, code: string, ip: string): Promise<string[]> {
    await this.assertMayAdd(session, 'app');
    const [row] = await this.db.select().from(secondFactors).where(eq(secondFactors.userId, session.user.id));
    if (!row) throw new HttpError(409, 'second_factor_setup_required', 'Start the setup first');
    await this.checkTotp(session.user, row, code, ip);
    let codes: string[] = [];
    const now = this.clock.now();
    await this.db.transaction(async (tx) => {
      await tx
        .update(secondFactors)
        .set({ confirmedAt: now })
        .where(eq(secondFactors.userId, session.user.id));
      codes = await this.turnOn(tx, session, now);
    });
    return codes;
  }

  /**
   * The account's first factor is on (an app confirmed or a first passkey): new recovery codes,
   * this session counts as having passed it, and the audit log says so.
   */
  private async turnOn(tx: Tx, session: ResolvedSession, now: Date): Promise<string[]> {
    const codes = await this.newRecoveryCodes(tx, session.user.id);
    await tx.update(sessions).set({ secondFactorAt: now }).where(eq(sessions.id, session.sessionId));
    await audit(
      tx,
      session.user,
      'second_factor.enable',
      { type: 'user', id: session.user.id },
      null,
      null,
      now,
    );
    return codes;
  }

  /** Ten new recovery codes for the account (the old ones end), answered for showing once. */
  private async newRecoveryCodes(tx: Db | Tx, userId: number): Promise<string[]> {
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await tx.insert(recoveryCodes).values(codes.map((c) => ({ userId, codeHash: this.keys.hash(c) })));
    return codes.map(showRecoveryCode);
  }

  /**
   * Who may add a factor: anyone without one (staff on their password-only first session, a
   * member); with one on, only a session that has passed it (the password alone adds nothing).
   * `app`: the authenticator app, which an account has once.
   */
  private async assertMayAdd(session: ResolvedSession, kind: 'app' | 'passkey'): Promise<void> {
    if (kind === 'app') {
      const [row] = await this.db
        .select({ confirmedAt: secondFactors.confirmedAt })
        .from(secondFactors)
        .where(eq(secondFactors.userId, session.user.id));
      if (row?.confirmedAt) {
        throw new HttpError(409, 'second_factor_enabled', 'The second factor is already on');
      }
    }
    if (session.hasSecondFactor && session.secondFactor !== 'verified') {
      throw new HttpError(403, 'second_factor_required', 'Pass the second factor first');
    }
  }

  /** Options for registering a passkey on this session (navigator.credentials.create). */
  async passkeyOptions(session: ResolvedSession, rp: RelyingParty) {
    await this.assertMayAdd(session, 'passkey');
    return this.passkeys.registrationOptions(session, rp);
  }

  /**
   * Registers the passkey that answered. As the account's first second factor it turns the
   * second factor on: this session counts as verified and the recovery codes are made (answered
   * once); otherwise no codes are answered.
   */
  async registerPasskey(
    session: ResolvedSession,
    response: Parameters<PasskeyService['register']>[1],
    name: string | undefined,
    rp: RelyingParty,
  ) {
    await this.assertMayAdd(session, 'passkey');
    const row = await this.passkeys.register(session, response, name, rp);
    let codes: string[] = [];
    if (!session.hasSecondFactor) {
      const now = this.clock.now();
      await this.db.transaction(async (tx) => {
        codes = await this.turnOn(tx, session, now);
      });
    }
    return { recovery_codes: codes, passkey: presentPasskey(row) };
  }

  /** A challenge for one of the account's passkeys (navigator.credentials.get). */
  async passkeyChallenge(session: ResolvedSession, rp: RelyingParty) {
    await this.assertNotLocked(session.user.id);
    return this.passkeys.authenticationOptions(session, rp);
  }

  /**
   * Removes a passkey from a session that passed the second factor. The last factor stays:
   * staff need one, and a member turns the second factor off instead (with a proof).
   */
  async removePasskey(session: ResolvedSession, id: number): Promise<void> {
    const mine = (await this.passkeys.list(session.user.id)).some((p) => p.id === id);
    if (!mine) throw new HttpError(404, 'not_found', 'No such passkey');
    if (!(await this.passkeys.hasOtherFactor(session.user.id, id))) {
      throw session.user.role !== null
        ? new HttpError(403, 'second_factor_mandatory', 'Staff accounts need the second factor')
        : new HttpError(409, 'second_factor_last', 'Turn the second factor off instead');
    }
    await this.passkeys.remove(session.user, id);
  }

  /**
   * A code, a recovery code or a passkey's answer on a password-only session: the session may
   * now be used. `rp`: the site the request came to (a passkey's answer is checked against it).
   */
  async verify(
    session: ResolvedSession,
    proof: SecondFactorProof,
    ip: string,
    rp: RelyingParty,
  ): Promise<void> {
    if (!session.hasSecondFactor) {
      throw new HttpError(409, 'second_factor_setup_required', 'Set up the second factor first');
    }
    const now = this.clock.now();
    await this.checkProof(session, proof, ip, rp);
    await this.db.update(sessions).set({ secondFactorAt: now }).where(eq(sessions.id, session.sessionId));
  }

  /** A member turns the second factor off, with a code; staff cannot (it is required for them). */
  async disable(
    session: ResolvedSession,
    proof: SecondFactorProof,
    ip: string,
    rp: RelyingParty,
  ): Promise<void> {
    if (session.user.role !== null) {
      throw new HttpError(403, 'second_factor_mandatory', 'Staff accounts need the second factor');
    }
    if (!session.hasSecondFactor) return;
    await this.checkProof(session, proof, ip, rp);
    await this.db.transaction(async (tx) => {
      await tx.delete(secondFactors).where(eq(secondFactors.userId, session.user.id));
      await tx.delete(passkeys).where(eq(passkeys.userId, session.user.id));
      await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, session.user.id));
      await audit(tx, session.user, 'second_factor.disable', { type: 'user', id: session.user.id });
    });
  }

  private async checkProof(
    session: ResolvedSession,
    proof: SecondFactorProof,
    ip: string,
    rp: RelyingParty,
  ): Promise<void> {
    const user = session.user;
    if (proof.recovery_code !== undefined) return this.useRecoveryCode(user, proof.recovery_code, ip);
    if (proof.passkey !== undefined) return this.usePasskey(session, proof.passkey, ip, rp);
    const [row] = await this.db.select().from(secondFactors).where(eq(secondFactors.userId, user.id));
    if (!row?.confirmedAt)
      throw new HttpError(409, 'second_factor_setup_required', 'Set up the second factor first');
    await this.checkTotp(user, row, proof.code ?? '', ip);
  }

  /**
   * A code from the app, each accepted once: its time step must be later than the last accepted
   * one (a code seen over a shoulder or replayed within its 30 seconds is refused).
   */
  private async checkTotp(
    user: SessionUser,
    row: typeof secondFactors.$inferSelect,
    rawCode: string,
    ip: string,
  ): Promise<void> {
    await this.assertNotLocked(user.id);
    const code = digitsOnly(rawCode);
    const epoch = Math.floor(this.clock.now().getTime() / 1000);
    const result = /^\d{6}$/.test(code)
      ? await verify({
          secret: this.keys.decrypt(row.secret),
          token: code,
          epoch,
          epochTolerance: TOLERANCE_SECONDS,
        })
      : { valid: false as const };
    if (!result.valid) return this.fail(user.id, ip, wrongCode());
    const timeStep = Math.floor(epoch / PERIOD_SECONDS) + result.delta;
    // Guarded: of two requests with the same code, one moves the step and the other is refused.
    const [moved] = await this.db
      .update(secondFactors)
      .set({ lastStep: timeStep })
      .where(and(eq(secondFactors.userId, user.id), lt(secondFactors.lastStep, timeStep)))
      .returning({ userId: secondFactors.userId });
    if (!moved) return this.fail(user.id, ip, new HttpError(401, 'code_used', 'This code was used already'));
    await this.record(user.id, ip, true);
  }

  /** A passkey's answer; a refused one counts towards the lockout like a wrong code. */
  private async usePasskey(
    session: ResolvedSession,
    response: NonNullable<SecondFactorProof['passkey']>,
    ip: string,
    rp: RelyingParty,
  ): Promise<void> {
    await this.assertNotLocked(session.user.id);
    try {
      await this.passkeys.verify(session.user, session.sessionId, response, rp);
    } catch (error) {
      return this.fail(session.user.id, ip, error instanceof HttpError ? error : passkeyInvalid());
    }
    await this.record(session.user.id, ip, true);
  }

  private async useRecoveryCode(user: SessionUser, rawCode: string, ip: string): Promise<void> {
    await this.assertNotLocked(user.id);
    const code = recoveryKey(rawCode);
    const [used] = /^[a-z0-9]{10}$/.test(code)
      ? await this.db
          .update(recoveryCodes)
          .set({ usedAt: this.clock.now() })
          .where(
            and(
              eq(recoveryCodes.userId, user.id),
              eq(recoveryCodes.codeHash, this.keys.hash(code)),
              isNull(recoveryCodes.usedAt),
            ),
          )
          .returning({ id: recoveryCodes.id })
      : [];
    if (!used) return this.fail(user.id, ip, wrongCode());
    await this.record(user.id, ip, true);
    await audit(
      this.db,
      user,
      'second_factor.recovery_code',
      { type: 'user', id: user.id },
      null,
      null,
      this.clock.now(),
    );
  }

  private async record(userId: number, ip: string, success: boolean): Promise<void> {
    await this.db.insert(secondFactorAttempts).values({ userId, ip, success, createdAt: this.clock.now() });
  }

  private async fail(userId: number, ip: string, error: HttpError): Promise<never> {
    await this.record(userId, ip, false);
    await this.assertNotLocked(userId);
    throw error;
  }

  /**
   * The password's lockout rule (LOGIN_LIMITS.accountAddress): after 5 wrong codes within 15
   * minutes since the last right one, no code is checked until the oldest of them leaves the
   * window. Only someone who knows the password gets this far, so it is kept per account.
   */
  private async assertNotLocked(userId: number): Promise<void> {
    const now = this.clock.now();
    const recent = await this.db
      .select({ success: secondFactorAttempts.success, createdAt: secondFactorAttempts.createdAt })
      .from(secondFactorAttempts)
      .where(
        and(
          eq(secondFactorAttempts.userId, userId),
          gt(secondFactorAttempts.createdAt, new Date(now.getTime() - LOGIN_LIMITS.accountAddress.windowMs)),
        ),
      )
      .orderBy(desc(secondFactorAttempts.createdAt), desc(secondFactorAttempts.id))
      .limit(LOGIN_LIMITS.accountAddress.failures);
    if (recent.length < LOGIN_LIMITS.accountAddress.failures || recent.some((a) => a.success)) return;
    const oldest = recent[recent.length - 1]!.createdAt.getTime();
    const minutes = Math.max(
      1,
      Math.ceil((oldest + LOGIN_LIMITS.accountAddress.windowMs - now.getTime()) / MINUTE),
    );
    throw new HttpError(429, 'account_blocked', `Account blocked for ${minutes} minutes`, {
      minutes,
      retry_after: minutes * 60,
    });
  }
}
