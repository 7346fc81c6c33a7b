import { AUTH_COOKIE, CLIENT_HEADER, CLIENT_HEADER_VALUE } from '@amora/shared';
import type { SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { Clock } from '../../lib/clock';
import { HttpError } from '../../lib/errors';
import type { Site } from '../sites/service';
import { normaliseHost } from '../sites/service';
import {
  type ResolvedSession,
  SESSION_MAX_AGE_SECONDS,
  type SessionService,
  type SessionUser,
} from './sessions';

declare module 'fastify' {
  interface FastifyRequest {
    amoraSession?: ResolvedSession | null;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/**
 * Calls that cannot set headers: navigator.sendBeacon (it only marks the member away), payment
 * providers' webhooks (they carry only a payment id; the server asks the provider for the status),
 * a signed one-click unsubscribe (RFC 8058, posted by the mail client) and the mail provider's
 * events (bearer secret).
 */
const HEADERLESS_CALLS = new Set([
  '/api/page-hidden.php',
  '/api/payment-webhook.php',
  '/api/unsubscribe.php',
  '/api/mail-events.php',
]);

/**
 * GET calls that change state anyway: the API fixes their method (`GET /api/logout.php`, docs/product.md#the-calls-the-web-makes),
 * and a cross-site link or image must not be able to make them (SameSite=Lax sends the cookie
 * along on a top-level link).
 */
const STATE_CHANGING_GETS = new Set(['/api/logout.php']);

/**
 * State-changing API calls must carry the client header (docs/product.md#the-calls-the-web-makes request type "client"): a
 * cross-site form cannot set it, so together with SameSite cookies it is our CSRF defence.
 */
export function installClientHeaderCheck(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const path = request.url.split('?')[0]!;
    if (SAFE_METHODS.has(request.method) && !STATE_CHANGING_GETS.has(path)) return;
    if (HEADERLESS_CALLS.has(path)) return;
    if (request.headers[CLIENT_HEADER] !== CLIENT_HEADER_VALUE) {
      throw new HttpError(
        403,
        'client_header_required',
        `State-changing calls need the ${CLIENT_HEADER} header`,
      );
    }
  });
}

/** The member's ban in force at `now`, or null (never banned, lifted, or expired). */
export function activeBan(
  user: SessionUser,
  now: Date,
): { reason: string | null; until: string | null } | null {
  if (!user.bannedAt) return null;
  if (user.bannedUntil && user.bannedUntil.getTime() <= now.getTime()) return null;
  return { reason: user.banReason, until: user.bannedUntil?.toISOString() ?? null };
}

/**
 * 403 second_factor_required: the session has passed only the password (decision 023). `setup`:
 * the account has no authenticator yet (staff on their first login) and sets one up first.
 */
export function secondFactorError(session: ResolvedSession): HttpError {
  return new HttpError(403, 'second_factor_required', 'Enter the code from your authenticator app first', {
    setup: !session.hasSecondFactor,
  });
}

/** 403 account_banned: the web turns it into the /pages/ban screen. */
export function bannedError(ban: { reason: string | null; until: string | null }): HttpError {
  return new HttpError(403, 'account_banned', 'This account is banned', ban);
}

export function makeAuth(app: FastifyInstance, sessions: SessionService, config: Config, clock: Clock) {
  app.decorateRequest('amoraSession', undefined);

  /**
   * The session of the request's cookie, also one that has passed only the password: for the
   * second-factor endpoints and the staff check, which answer it with second_factor_required.
   * A banned member's session answers 403 account_banned (logout still works: it does not look).
   */
  async function pendingSessionOf(request: FastifyRequest) {
    if (request.amoraSession === undefined) {
      request.amoraSession = await sessions.resolve(request.cookies[AUTH_COOKIE]);
    }
    const ban = request.amoraSession && activeBan(request.amoraSession.user, clock.now());
    if (ban) throw bannedError(ban);
    return request.amoraSession;
  }

  /**
   * The session of the request's cookie. One still waiting for its second factor counts as no
   * session at all, so every member call refuses it without knowing about second factors.
   */
  async function sessionOf(request: FastifyRequest) {
    const session = await pendingSessionOf(request);
    return session?.secondFactor === 'pending' ? null : session;
  }

  /**
   * The logged-in member (as userOf) and, read in the same statement, `query`'s data of them
   * (SessionService.resolveWith): null data when there is no member. A session the request has
   * resolved already is kept; the data counts only when it is of that session's member.
   */
  async function userWith<T>(
    request: FastifyRequest,
    query: { name: string; data: (userId: SQL) => SQL; values?: Record<string, unknown> },
  ): Promise<{ user: SessionUser | null; data: T | null; touched: boolean }> {
    const found = await sessions.resolveWith<T>(request.cookies[AUTH_COOKIE], query);
    if (request.amoraSession === undefined) request.amoraSession = found.session;
    const user = (await sessionOf(request))?.user ?? null;
    const own = user !== null && user.id === found.session?.user.id;
    return { user, data: own ? found.data : null, touched: own && found.touched };
  }

  return {
    sessionOf,
    pendingSessionOf,
    userWith,
    /** requireUser with `query`'s data of the member, read in the same statement (see userWith). */
    async requireUserWith<T>(
      request: FastifyRequest,
      site: Site,
      query: { name: string; data: (userId: SQL) => SQL; values?: Record<string, unknown> },
    ): Promise<{ user: SessionUser; data: T | null; touched: boolean }> {
      const { user, data, touched } = await userWith<T>(request, query);
      if (!user || user.siteId !== site.id) {
        throw new HttpError(403, 'authentication_required', 'Log in first');
      }
      return { user, data, touched };
    },
    /** The logged-in member or null. */
    async userOf(request: FastifyRequest): Promise<SessionUser | null> {
      return (await sessionOf(request))?.user ?? null;
    },
    /** The logged-in member of this site, or 403 authentication_required. */
    async requireUser(request: FastifyRequest, site: Site): Promise<SessionUser> {
      const session = await sessionOf(request);
      if (!session || session.user.siteId !== site.id) {
        throw new HttpError(403, 'authentication_required', 'Log in first');
      }
      return session.user;
    },
    /** Starts a session: a new token on every login (no fixation), cookie per docs/architecture.md#sessions-and-the-client-header. */
    async logIn(request: FastifyRequest, reply: FastifyReply, user: SessionUser) {
      const ban = activeBan(user, clock.now());
      if (ban) throw bannedError(ban);
      const old = request.cookies[AUTH_COOKIE];
      if (old) await sessions.end(old);
      const token = await sessions.create(user.id, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      reply.setCookie(AUTH_COOKIE, token, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: isSecure(request, config),
        maxAge: SESSION_MAX_AGE_SECONDS,
      });
      request.amoraSession = await sessions.resolve(token);
      // The cookie stays set: the code screen goes on with this session (decision 023).
      if (request.amoraSession?.secondFactor === 'pending') throw secondFactorError(request.amoraSession);
      return token;
    },
    async logOut(request: FastifyRequest, reply: FastifyReply) {
      const token = request.cookies[AUTH_COOKIE];
      if (token) await sessions.end(token);
      reply.clearCookie(AUTH_COOKIE, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: isSecure(request, config),
      });
      request.amoraSession = null;
    },
    sessions,
  };
}

export type Auth = ReturnType<typeof makeAuth>;

export function isSecure(request: FastifyRequest, config: Config): boolean {
  return request.protocol === 'https' || (config.publicUrl?.startsWith('https://') ?? false);
}

/**
 * Base URL for links in mails. The request's own host only when it is one of the site's names
 * (a forged Host header must not put an attacker's domain into a password-reset mail).
 */
export function linkBaseUrl(request: FastifyRequest, site: Site, config: Config): string {
  const host = normaliseHost(request.headers.host);
  if (host && (host === site.domain || site.aliases.includes(host))) {
    return `${request.protocol}://${request.headers.host}`;
  }
  return config.publicUrl ?? `https://${site.domain}`;
}
