import type { Passkey } from '@amora/shared/api/second-factor';
import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import { and, asc, count, eq, gt, like } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { passkeys, secondFactors, sessions } from '../../db/schema';
import { type Clock, MINUTE } from '../../lib/clock';
import { HttpError } from '../../lib/errors';
import { ownOrigins } from '../../realtime/origin';
import { normaliseHost, type Site } from '../sites/service';
import { audit } from '../staff/audit';
import type { ResolvedSession, SessionUser } from './sessions';

/** How long a challenge may be answered: the browser's own prompt times out after 5 minutes. */
const CHALLENGE_MS = 5 * MINUTE;

/**
 * The relying party a request speaks to (decision 029): the site's domain as RP id when the host
 * is that domain or one under it (www.), else the host itself (an alias elsewhere); the origins
 * an answer may come from are the request's own (scheme, host and port), as for /api/live.
 */
export interface RelyingParty {
  id: string;
  name: string;
  origins: string[];
}

export function relyingParty(
  request: FastifyRequest,
  site: Site,
  config: Pick<Config, 'publicUrl'>,
): RelyingParty {
  const host = normaliseHost(request.headers.host);
  const id = host === site.domain || host.endsWith(`.${site.domain}`) ? site.domain : host;
  return { id, name: site.name, origins: ownOrigins(request, config.publicUrl) };
}

export const passkeyInvalid = () =>
  new HttpError(401, 'passkey_invalid', 'The passkey could not be checked; try again');
const passkeyUnknown = () => new HttpError(401, 'passkey_unknown', 'This passkey is not one of this account');

type PasskeyRow = typeof passkeys.$inferSelect;

export function presentPasskey(row: PasskeyRow): Passkey {
  return {
    id: row.id,
    name: row.name,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
  };
}

/**
 * Passkeys (WebAuthn, @simplewebauthn/server) as a second factor (decision 029): registering one
 * and checking a sign-in answer. Each challenge is kept on the session that asked for it and is
 * good for one answer within five minutes. The second factor's rules around them — who may add
 * one, lockout, recovery codes, turning off — are SecondFactorService's.
 */
export class PasskeyService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async list(userId: number): Promise<PasskeyRow[]> {
    return this.db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(asc(passkeys.id));
  }

  /** Options for navigator.credentials.create: the account's passkeys are excluded. */
  async registrationOptions(session: ResolvedSession, rp: RelyingParty) {
    const existing = await this.list(session.user.id);
    const options = await generateRegistrationOptions({
      rpName: rp.name,
      rpID: rp.id,
      userName: session.user.email,
      userID: new TextEncoder().encode(`amora-${session.user.id}`),
      attestationType: 'none',
      timeout: CHALLENGE_MS,
      excludeCredentials: existing
        .filter((p) => p.rpId === rp.id)
        .map((p) => ({ id: p.credentialId, transports: p.transports })),
      authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
    });
    await this.keepChallenge(session.sessionId, 'register', options.challenge);
    return options;
  }

  /** Checks a new passkey's answer and stores it; answers the stored row. */
  async register(
    session: ResolvedSession,
    response: RegistrationResponseJSON,
    name: string | undefined,
    rp: RelyingParty,
  ): Promise<PasskeyRow> {
    const challenge = await this.takeChallenge(session.sessionId, 'register');
    if (!challenge) throw passkeyInvalid();
    const result = await verifyRegistrationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origins,
      expectedRPID: rp.id,
      requireUserVerification: false,
    }).catch(() => null);
    if (!result?.verified) throw passkeyInvalid();
    const { credential } = result.registrationInfo;
    const [{ n }] = (await this.db
      .select({ n: count() })
      .from(passkeys)
      .where(eq(passkeys.userId, session.user.id))) as [{ n: number }];
    const [row] = await this.db
      .insert(passkeys)
      .values({
        userId: session.user.id,
        credentialId: credential.id,
        publicKey: isoBase64URL.fromBuffer(credential.publicKey),
        counter: credential.counter,
        transports: credential.transports ?? [],
        rpId: rp.id,
        name: name || `Passkey ${n + 1}`,
        createdAt: this.clock.now(),
      })
      .onConflictDoNothing()
      .returning();
    // The same authenticator registered twice (its id is taken): refused like any bad answer.
    if (!row) throw passkeyInvalid();
    await audit(
      this.db,
      session.user,
      'second_factor.passkey_add',
      { type: 'user', id: session.user.id },
      null,
      { passkey: row.id, name: row.name },
      this.clock.now(),
    );
    return row;
  }

  /** Options for navigator.credentials.get: the account's passkeys for this site. */
  async authenticationOptions(session: ResolvedSession, rp: RelyingParty) {
    const own = (await this.list(session.user.id)).filter((p) => p.rpId === rp.id);
    if (own.length === 0) throw passkeyUnknown();
    const options = await generateAuthenticationOptions({
      rpID: rp.id,
      timeout: CHALLENGE_MS,
      userVerification: 'preferred',
      allowCredentials: own.map((p) => ({ id: p.credentialId, transports: p.transports })),
    });
    await this.keepChallenge(session.sessionId, 'authenticate', options.challenge);
    return options;
  }

  /**
   * Checks a sign-in answer against the session's challenge and the account's passkey; the
   * counter moves on and the use is audit-logged. Throws passkey_invalid / passkey_unknown.
   */
  async verify(
    user: SessionUser,
    sessionId: number,
    response: AuthenticationResponseJSON,
    rp: RelyingParty,
  ): Promise<void> {
    const challenge = await this.takeChallenge(sessionId, 'authenticate');
    if (!challenge) throw passkeyInvalid();
    const [row] = await this.db
      .select()
      .from(passkeys)
      .where(and(eq(passkeys.userId, user.id), eq(passkeys.credentialId, response.id)));
    if (!row || row.rpId !== rp.id) throw passkeyUnknown();
    const result = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origins,
      expectedRPID: rp.id,
      requireUserVerification: false,
      credential: {
        id: row.credentialId,
        publicKey: isoBase64URL.toBuffer(row.publicKey),
        counter: row.counter,
        transports: row.transports as AuthenticatorTransportFuture[],
      },
    }).catch(() => null);
    if (!result?.verified) throw passkeyInvalid();
    const now = this.clock.now();
    await this.db
      .update(passkeys)
      .set({ counter: result.authenticationInfo.newCounter, lastUsedAt: now })
      .where(eq(passkeys.id, row.id));
    await audit(
      this.db,
      user,
      'second_factor.passkey_use',
      { type: 'user', id: user.id },
      null,
      { passkey: row.id },
      now,
    );
  }

  /** Removes one of the account's passkeys; false when it has no such passkey. */
  async remove(user: SessionUser, id: number): Promise<PasskeyRow | null> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .delete(passkeys)
        .where(and(eq(passkeys.id, id), eq(passkeys.userId, user.id)))
        .returning();
      if (!row) return null;
      await audit(
        tx,
        user,
        'second_factor.passkey_remove',
        { type: 'user', id: user.id },
        { passkey: row.id, name: row.name },
        null,
        this.clock.now(),
      );
      return row;
    });
  }

  /** Whether the account has a second factor besides passkey `exceptId`. */
  async hasOtherFactor(userId: number, exceptId: number): Promise<boolean> {
    const [app] = await this.db
      .select({ confirmedAt: secondFactors.confirmedAt })
      .from(secondFactors)
      .where(eq(secondFactors.userId, userId));
    if (app?.confirmedAt) return true;
    return (await this.list(userId)).some((p) => p.id !== exceptId);
  }

  private async keepChallenge(sessionId: number, purpose: string, challenge: string): Promise<void> {
    await this.db
      .update(sessions)
      .set({
        passkeyChallenge: `${purpose}:${challenge}`,
        passkeyChallengeExpiresAt: new Date(this.clock.now().getTime() + CHALLENGE_MS),
      })
      .where(eq(sessions.id, sessionId));
  }

  /**
   * The session's challenge for `purpose`, taken: of two answers to one challenge (a replay, or
   * two tabs) only the first gets it. Null when there is none, it has expired or was used.
   */
  private async takeChallenge(sessionId: number, purpose: string): Promise<string | null> {
    const [row] = await this.db
      .select({ challenge: sessions.passkeyChallenge })
      .from(sessions)
      .where(
        and(
          eq(sessions.id, sessionId),
          like(sessions.passkeyChallenge, `${purpose}:%`),
          gt(sessions.passkeyChallengeExpiresAt, this.clock.now()),
        ),
      );
    if (!row?.challenge) return null;
    const [taken] = await this.db
      .update(sessions)
      .set({ passkeyChallenge: null, passkeyChallengeExpiresAt: null })
      .where(and(eq(sessions.id, sessionId), eq(sessions.passkeyChallenge, row.challenge)))
      .returning({ id: sessions.id });
    return taken ? row.challenge.slice(purpose.length + 1) : null;
  }
}

type AuthenticatorTransportFuture = NonNullable<RegistrationResponseJSON['response']['transports']>[number];
