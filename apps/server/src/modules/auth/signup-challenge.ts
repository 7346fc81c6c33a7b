import { randomBytes } from 'node:crypto';
import { type Challenge, createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rateLimits } from '../../db/schema';
import { type Clock, HOUR, MINUTE } from '../../lib/clock';
import { HttpError } from '../../lib/errors';
import { instanceSecret } from '../../lib/instance-secrets';
import { sha256 } from '../../lib/tokens';
import type { Site } from '../sites/service';

/**
 * The proof of work a sign-up from a busy client address must bring (decision 042): an ALTCHA
 * challenge made and checked here (`altcha-lib`), solved in the browser by the self-hosted
 * widget — no request leaves the site. Counters and used solutions live in the shared
 * `rate_limits` table, so every app node agrees and the retention job clears them.
 */

/** Counts are kept per 10 minutes; a sign-up counts for the hour after it (six windows). */
const WINDOW = 10 * MINUTE;
const COUNTED_FOR = HOUR;
/** How long a challenge may be solved and used; a used one is refused again for as long. */
const CHALLENGE_TTL = 10 * MINUTE;

export interface ChallengeCost {
  /** PBKDF2 iterations per attempt. */
  cost: number;
  /** The secret attempt number is drawn from [min, max): the work is its size times `cost`. */
  min: number;
  max: number;
}
/** About a second or two in a phone's browser with the widget's workers. */
export const DEFAULT_COST: ChallengeCost = { cost: 1_000, min: 2_000, max: 8_000 };

export class SignupChallenges {
  private key: Promise<string> | null = null;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly difficulty: ChallengeCost = DEFAULT_COST,
  ) {}

  private secret(): Promise<string> {
    this.key ??= instanceSecret(this.db, 'signup_challenge_key', () => randomBytes(32).toString('hex'));
    return this.key;
  }

  private counterKey(site: Site, ip: string): string {
    return `signup-challenge ${site.id} ${sha256(ip)}`;
  }

  /** Whether a sign-up from `ip` must bring a solved challenge now (0 on the site: always). */
  async required(site: Site, ip: string): Promise<boolean> {
    if (site.signupChallengeAfter <= 0) return true;
    const since = new Date(this.clock.now().getTime() - COUNTED_FOR);
    const [row] = await this.db
      .select({ n: sql<number>`coalesce(sum(${rateLimits.hits}), 0)::int` })
      .from(rateLimits)
      .where(and(eq(rateLimits.key, this.counterKey(site, ip)), gt(rateLimits.windowStart, since)));
    return (row?.n ?? 0) >= site.signupChallengeAfter;
  }

  /** One more sign-up from `ip` on the site. */
  async count(site: Site, ip: string): Promise<void> {
    const now = this.clock.now().getTime();
    await this.db
      .insert(rateLimits)
      .values({ key: this.counterKey(site, ip), windowStart: new Date(now - (now % WINDOW)), hits: 1 })
      .onConflictDoUpdate({
        target: [rateLimits.key, rateLimits.windowStart],
        set: { hits: sql`${rateLimits.hits} + 1` },
      });
  }

  async create(): Promise<Challenge> {
    const secret = await this.secret();
    return createChallenge({
      algorithm: 'PBKDF2/SHA-256',
      cost: this.difficulty.cost,
      counter: randomInt(this.difficulty.max, this.difficulty.min),
      deriveKey,
      // The expiry rides in the signed data and is checked against this server's clock (the
      // library's own expiresAt would be checked against the system time).
      data: { expires: Math.floor((this.clock.now().getTime() + CHALLENGE_TTL) / 1000) },
      hmacSignatureSecret: secret,
      hmacKeySignatureSecret: secret,
    });
  }

  /**
   * Refuses the sign-up unless it may go without a challenge or brings a solved one that was
   * made here, has not expired and was not used before (a solution is good for one sign-up).
   */
  async assertPassed(site: Site, ip: string, payload: string | undefined): Promise<void> {
    if (!payload) {
      if (await this.required(site, ip)) throw challengeError('challenge_required');
      return;
    }
    const secret = await this.secret();
    let parsed: { challenge?: Challenge; solution?: Parameters<typeof verifySolution>[0]['solution'] };
    try {
      parsed = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
    } catch {
      throw challengeError('challenge_failed');
    }
    if (!parsed?.challenge?.parameters || !parsed.solution) throw challengeError('challenge_failed');
    const result = await verifySolution({
      challenge: parsed.challenge,
      solution: parsed.solution,
      deriveKey,
      hmacSignatureSecret: secret,
      hmacKeySignatureSecret: secret,
    }).catch(() => null);
    const expires = Number(parsed.challenge.parameters.data?.expires ?? 0);
    if (!result?.verified || expires * 1000 <= this.clock.now().getTime())
      throw challengeError('challenge_failed');
    // The solution is used up: its row (keyed by the challenge's signature, in the window of
    // its expiry) makes a second use conflict until the challenge has expired anyway.
    const [fresh] = await this.db
      .insert(rateLimits)
      .values({
        key: `signup-challenge used ${parsed.challenge.signature ?? ''}`,
        windowStart: new Date(expires * 1000),
      })
      .onConflictDoNothing()
      .returning({ key: rateLimits.key });
    if (!fresh) throw challengeError('challenge_failed');
  }
}

function challengeError(code: 'challenge_required' | 'challenge_failed') {
  return new HttpError(400, 'validation_failed', 'Show that you are not a robot', {
    fields: { altcha: code },
  });
}

/** A hidden field people never see or fill; a script that fills every field gives itself away. */
export function assertNoHoneypot(value: string | undefined): void {
  if (value) {
    throw new HttpError(400, 'validation_failed', 'This field must stay empty', {
      fields: { website: 'must_be_empty' },
    });
  }
}
