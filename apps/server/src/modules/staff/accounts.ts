import type { StaffRole } from '@amora/shared/api/staff';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { hashPassword, normaliseEmail, passwordProblem } from '../auth/credentials';

/** The demo seed's staff logins (printed at start; demo installations only). */
export const DEMO_STAFF_PASSWORD = 'Amora staff demo 2026';
export const DEMO_STAFF: { email: string; role: StaffRole }[] = [
  { email: 'admin@amora.example', role: 'admin' },
  { email: 'moderator@amora.example', role: 'moderator' },
  { email: 'operator@amora.example', role: 'operator' },
  { email: 'support@amora.example', role: 'support' },
];

/**
 * Gives the account with this e-mail on the site a staff role, creating a confirmed account
 * (without a profile, so it never shows in search) when there is none. Used by
 * `npm run staff:create` and the demo seed. Answers whether an account was created.
 */
export async function createStaffAccount(
  db: Db,
  input: { siteId: number; email: string; role: StaffRole; password?: string; passwordHash?: string },
): Promise<{ id: number; created: boolean }> {
  const email = normaliseEmail(input.email);
  if (!email) throw new Error(`Not an e-mail address: ${input.email}`);
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.siteId, input.siteId), eq(users.email, email)));
  if (existing) {
    await db.update(users).set({ role: input.role }).where(eq(users.id, existing.id));
    return { id: existing.id, created: false };
  }
  let passwordHash = input.passwordHash;
  if (!passwordHash) {
    if (!input.password) throw new Error('A new staff account needs a password');
    const problem = passwordProblem(input.password, { email });
    if (problem) throw new Error(`Password refused: ${problem}`);
    passwordHash = await hashPassword(input.password);
  }
  const now = new Date();
  const [row] = await db
    .insert(users)
    .values({
      siteId: input.siteId,
      email,
      passwordHash,
      status: 'active',
      language: 'en',
      emailConfirmedAt: now,
      role: input.role,
    })
    .returning({ id: users.id });
  return { id: row!.id, created: true };
}
