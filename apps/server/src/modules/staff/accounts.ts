import type { StaffRole } from '@amora/shared/api/staff';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { hashPassword, normaliseEmail, passwordProblem } from '../auth/credentials';

/**
 * The demo seed's staff logins (demo installations only). Their passwords are generated per
 * installation and printed once when the demo is seeded, never published (decision 022).
 */
export const DEMO_STAFF: { email: string; role: StaffRole }[] = [
  { email: 'admin@amora.example', role: 'admin' },
  { email: 'moderator@amora.example', role: 'moderator' },
  { email: 'operator@amora.example', role: 'operator' },
  { email: 'support@amora.example', role: 'support' },
];

/**
 * Gives the account with this e-mail on the site a staff role, creating a confirmed account
 * (without a profile, so it never shows in search) when there is none. Used by
 * `npm run staff:create` and the demo seed. Answers whether an account was created. With
 * `resetPassword` an existing account gets the given password too (a lost demo login, decision 022).
 */
export async function createStaffAccount(
  db: Db,
  input: {
    siteId: number;
    email: string;
    role: StaffRole;
    password?: string;
    passwordHash?: string;
    resetPassword?: boolean;
  },
): Promise<{ id: number; created: boolean }> {
  const email = normaliseEmail(input.email);
  if (!email) throw new Error(`Not an e-mail address: ${input.email}`);
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.siteId, input.siteId), eq(users.email, email)));
  const hashOf = async () => {
    if (input.passwordHash) return input.passwordHash;
    if (!input.password) throw new Error('A new staff account needs a password');
    const problem = passwordProblem(input.password, { email });
    if (problem) throw new Error(`Password refused: ${problem}`);
    return hashPassword(input.password);
  };
  if (existing) {
    const reset = input.resetPassword ? { passwordHash: await hashOf() } : {};
    await db
      .update(users)
      .set({ role: input.role, ...reset })
      .where(eq(users.id, existing.id));
    return { id: existing.id, created: false };
  }
  const passwordHash = await hashOf();
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
