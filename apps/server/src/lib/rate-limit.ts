import fastifyRateLimit from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';
import { HOUR, MINUTE } from './clock';
import { HttpError } from './errors';
import { sha256 } from './tokens';

/**
 * Limits per client address on the endpoints a script could abuse without an account or with a
 * fresh one: mass signups, mail bombing through the mail-sending forms, guessing discount codes,
 * flooding the moderation queues. Generous enough for many members behind one carrier-grade NAT;
 * the login has its own lockout (auth service), messages and likes cost credits or a daily quota.
 */
export const RATE_LIMITS = {
  signup: { max: 30, timeWindow: HOUR },
  /** Activation mail again, password-reset mail, e-mail change: each sends a mail. */
  mailForm: { max: 10, timeWindow: HOUR },
  complaint: { max: 10, timeWindow: HOUR },
  report: { max: 30, timeWindow: HOUR },
  /** Looking up a discount code or an invitation link: guessing stays slow. */
  discountCode: { max: 30, timeWindow: 10 * MINUTE },
  /**
   * Answers that tell whether an e-mail address has an account (the spec's "Reset e-mail not
   * found", "Existing active account with this e-mail"): per address asked about, across the
   * forms and whoever asks, on top of each form's limit per client address (decision 025).
   */
  targetEmail: { max: 10, timeWindow: HOUR },
} as const;

type Callback = (err: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * Fixed-window counters in the database, so every app node counts the same requests (docs/architecture.md#rate-limits:
 * no state a node needs lives in another node's memory). One upsert per limited request.
 */
function databaseStore(db: Db) {
  return class DatabaseStore {
    private readonly scope: string;
    /** The plugin constructs it with its options; `child` with a route's scope. */
    constructor(scope?: unknown) {
      this.scope = typeof scope === 'string' ? scope : 'global';
    }

    incr(client: string, cb: Callback, timeWindow: number): void {
      const now = Date.now();
      const windowStart = now - (now % timeWindow);
      db.insert(rateLimits)
        .values({ key: `${this.scope} ${client}`, windowStart: new Date(windowStart), hits: 1 })
        .onConflictDoUpdate({
          target: [rateLimits.key, rateLimits.windowStart],
          set: { hits: sql`${rateLimits.hits} + 1` },
        })
        .returning({ hits: rateLimits.hits })
        .then(
          ([row]) => cb(null, { current: row?.hits ?? 1, ttl: windowStart + timeWindow - now }),
          (err: Error) => cb(err),
        );
    }

    /**
     * Each limited route counts on its own: a signup does not use up the complaint form. (The
     * plugin passes the merged limit options with the route as `routeInfo`; its types say the
     * route itself, so both are read.) A limit that is not a route's names its own `scope`.
     */
    child(params: { method?: string | string[]; url?: string; scope?: string }) {
      if (typeof params.scope === 'string') return new DatabaseStore(params.scope);
      const route = (params as { routeInfo?: typeof params }).routeInfo ?? params;
      return new DatabaseStore(`${[route.method ?? ''].flat().join(',')} ${route.url ?? ''}`);
    }
  };
}

/**
 * Registers @fastify/rate-limit for the routes whose options carry `config.rateLimit` (only
 * those: `global: false`). Answers 429 with Retry-After; the error handler turns it into the
 * `rate_limited` error with `retry_after`. `enabled: false` (RATE_LIMITS=off) leaves the routes
 * unlimited — for the test suites, which sign up hundreds of members from one address.
 */
export async function registerRateLimits(app: FastifyInstance, db: Db, enabled: boolean): Promise<void> {
  await app.register(fastifyRateLimit, {
    global: false,
    store: databaseStore(db),
    // A database hiccup must not lock members out of signing up.
    skipOnError: true,
    ...(enabled ? {} : { allowList: () => true }),
  });
}

/**
 * A preHandler that limits by what the request asks about rather than who asks: `keyOf` names
 * it (the e-mail address a form looks up; null: nothing to count). Several routes given the same
 * `scope` share one count. Refuses like the route limits: 429 rate_limited with Retry-After.
 */
export function limitPerTarget(
  app: FastifyInstance,
  scope: string,
  limit: { max: number; timeWindow: number },
  keyOf: (request: FastifyRequest) => string | null,
) {
  const count = app.createRateLimit({
    ...limit,
    // The stored key: a hash, so the table keeps no e-mail addresses.
    keyGenerator: (request) => sha256(keyOf(request) ?? ''),
    ...{ scope },
  });
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (!keyOf(request)) return;
    const result = await count(request);
    if (result.isAllowed || !result.isExceeded) return;
    reply.header('retry-after', result.ttlInSeconds);
    throw new HttpError(429, 'rate_limited', 'Too many requests', { retry_after: result.ttlInSeconds });
  };
}
