import { INTERESTS } from '@amora/shared/data/interests';
import { REGION_KIND_BY_COUNTRY } from '@amora/shared/data/regionKinds';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { interests, regions, sites } from '../../db/schema';
import { randomToken } from '../../lib/tokens';
import { hashPassword } from '../../modules/auth/credentials';
import { regionsFor } from '../../modules/geo/regionData';
import { createSite } from '../../modules/sites/create';
import { createStaffAccount, DEMO_STAFF } from '../../modules/staff/accounts';
import { type DemoMembersOptions, type DemoMembersResult, seedDemoMembers } from './members';
import { challengeSite, DEMO_COMPANIES, DEMO_SITES } from './sites';

/** Reference data every installation needs, demo or not: interests and regions. Idempotent. */
export async function seedReferenceData(db: Db): Promise<void> {
  await db
    .insert(interests)
    .values(INTERESTS.map((interest, position) => ({ slug: interest.slug, names: interest.names, position })))
    .onConflictDoNothing();
  const rows = Object.keys(REGION_KIND_BY_COUNTRY).flatMap((country) =>
    regionsFor(country).map((region) => ({ country, ...region })),
  );
  await db.insert(regions).values(rows).onConflictDoNothing();
}

/**
 * Vacuums the regions table once, after it was filled: only a table whose pages are marked
 * all-visible lets PostgreSQL read a card's region name from regions_id_name_idx alone, and
 * autovacuum never visits a table this small (a few hundred rows, below its insert threshold).
 * Without it, every card of a list read the whole table (decision 044, "Plans").
 */
export async function vacuumReferenceData(db: Db): Promise<void> {
  const result = (await db.execute(
    sql`select relallvisible as visible from pg_class where oid = 'regions'::regclass`,
  )) as unknown as { rows: { visible: number }[] };
  if (Number(result.rows[0]?.visible ?? 0) > 0) return;
  await db.execute(sql`vacuum (analyze) regions`);
}

/** A demo staff login as printed once after seeding (the password is stored only hashed). */
export interface DemoStaffLogin {
  email: string;
  role: (typeof DEMO_STAFF)[number]['role'];
  password: string;
}

/**
 * Demo sites and their companies, only into a database without sites; with `members`, also the
 * generated demo members of both sites (seed/members.ts). One transaction: a start that dies
 * half-way leaves no sites behind, so the next start seeds everything again.
 * Staff logins get `staffPassword` (tests, benchmarks) or else a random password each, answered
 * here so the caller prints them once (decision 022). Returns false when the database already had sites.
 */
export async function seedDemo(
  db: Db,
  options: {
    members?: Omit<DemoMembersOptions, 'siteIds'>;
    staffPassword?: string | undefined;
    /** The sites' signup_challenge_after (the journeys sign up many members from one address). */
    signupChallengeAfter?: number | undefined;
    /** Host name of a further site, without members, whose every sign-up meets the check. */
    challengeSite?: string | undefined;
  } = {},
): Promise<false | { members: DemoMembersResult | null; staff: DemoStaffLogin[] }> {
  return db.transaction(async (tx) => {
    // Two nodes starting together on one empty PostgreSQL must not both seed.
    await tx.execute(sql`select pg_advisory_xact_lock(7411)`);
    const [{ count }] = (await tx.select({ count: sql<number>`count(*)::int` }).from(sites)) as [
      { count: number },
    ];
    if (count > 0) return false;
    // The same path as `npm run site:create`: company, site, packages and codes (sites/create.ts).
    const inserted: { id: number }[] = [];
    for (const { company, ...site } of DEMO_SITES) {
      const created = await createSite(tx, { company: DEMO_COMPANIES[company], site, demoCodes: true });
      inserted.push({ id: created.siteId });
    }
    if (options.signupChallengeAfter !== undefined) {
      await tx.update(sites).set({ signupChallengeAfter: options.signupChallengeAfter });
    }
    // After the lift, which is not for this one; its id comes after the demo sites'.
    if (options.challengeSite) {
      const { company, ...site } = challengeSite(options.challengeSite);
      await createSite(tx, { company: DEMO_COMPANIES[company], site, demoCodes: true });
    }
    const members = options.members
      ? await seedDemoMembers(tx, { ...options.members, siteIds: inserted.map((s) => s.id) })
      : null;
    // One login per staff role on the first (English) site; main.ts prints them.
    const given = options.staffPassword;
    const givenHash = given ? await hashPassword(given) : null;
    const staff: DemoStaffLogin[] = [];
    for (const login of DEMO_STAFF) {
      const password = given ?? randomToken().slice(0, 20);
      const passwordHash = givenHash ?? (await hashPassword(password));
      await createStaffAccount(tx, { siteId: inserted[0]!.id, ...login, passwordHash });
      staff.push({ ...login, password });
    }
    return { members, staff };
  });
}
