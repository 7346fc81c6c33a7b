import { and, count, desc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginAttempts } from '../../db/schema';
import { HOUR, MINUTE } from '../../lib/clock';
import { HttpError } from '../../lib/errors';

/**
 * Failed logins that stop further tries (decision 025). The spec's lock — five failures, fifteen
 * minutes — holds per account *and* client address, so a stranger who knows a member's e-mail
 * locks out only their own address; a slower limit per account across all addresses caps what
 * many addresses together can guess; a limit per address caps one address trying many accounts.
 */
export const LOGIN_LIMITS = {
  accountAddress: { failures: 5, windowMs: 15 * MINUTE },
  accountGlobal: { failures: 50, windowMs: HOUR },
  address: { failures: 30, windowMs: 15 * MINUTE },
} as const;

interface Attempt {
  siteId: number;
  email: string;
  ip: string;
}

/** Throws the refusal that applies to this attempt before its password is even checked. */
export async function assertLoginAllowed(db: Db, attempt: Attempt, now: Date): Promise<void> {
  const { failures, windowMs } = LOGIN_LIMITS.address;
  const [fromAddress] = await db
    .select({ n: count() })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.ip, attempt.ip),
        eq(loginAttempts.success, false),
        gt(loginAttempts.createdAt, new Date(now.getTime() - windowMs)),
      ),
    );
  if ((fromAddress?.n ?? 0) >= failures) {
    throw new HttpError(429, 'rate_limited', 'Too many login attempts from this address', {
      retry_after: windowMs / 1000,
    });
  }
  await assertNotBlocked(db, attempt, now);
}

/** After a failed attempt: account_blocked when it was the one that tripped a lock. */
export async function assertNotBlocked(db: Db, attempt: Attempt, now: Date): Promise<void> {
  const minutes = Math.max(
    await lockedMinutes(db, attempt, now, LOGIN_LIMITS.accountAddress, true),
    await lockedMinutes(db, attempt, now, LOGIN_LIMITS.accountGlobal, false),
  );
  if (minutes > 0) {
    throw new HttpError(429, 'account_blocked', `Account blocked for ${minutes} minutes`, {
      minutes,
      retry_after: minutes * 60,
    });
  }
}

/**
 * Minutes the account stays locked by one rule: after `failures` failed attempts within the
 * window (from this address only when `perAddress`), until the oldest of them leaves the window.
 * Per address, a successful login from that address ends the lock; across addresses it does not
 * (the owner logging in must not reset what an attacker elsewhere may still guess).
 */
async function lockedMinutes(
  db: Db,
  attempt: Attempt,
  now: Date,
  rule: { failures: number; windowMs: number },
  perAddress: boolean,
): Promise<number> {
  const recent = await db
    .select({ success: loginAttempts.success, createdAt: loginAttempts.createdAt })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.siteId, attempt.siteId),
        eq(loginAttempts.email, attempt.email),
        gt(loginAttempts.createdAt, new Date(now.getTime() - rule.windowMs)),
        perAddress ? eq(loginAttempts.ip, attempt.ip) : eq(loginAttempts.success, false),
      ),
    )
    .orderBy(desc(loginAttempts.createdAt), desc(loginAttempts.id))
    .limit(rule.failures);
  if (recent.length < rule.failures || recent.some((a) => a.success)) return 0;
  const oldest = recent[recent.length - 1]!.createdAt.getTime();
  return Math.max(1, Math.ceil((oldest + rule.windowMs - now.getTime()) / MINUTE));
}
