import { INTERESTS } from '@amora/shared/data/interests';
import { REGION_KIND_BY_COUNTRY } from '@amora/shared/data/regionKinds';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../../modules/auth/credentials';
import { regionsFor } from '../../modules/geo/regionData';
import { createStaffAccount, DEMO_STAFF, DEMO_STAFF_PASSWORD } from '../../modules/staff/accounts';
import type { Db } from '../client';
import { companies, interests, regions, sites } from '../schema';
import { type DemoMembersOptions, type DemoMembersResult, seedDemoMembers } from './members';
import { seedSitePayments } from './payments';
import { DEMO_COMPANY, DEMO_SITES } from './sites';

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
 * Demo sites and their company, only into a database without sites; with `members`, also the
 * generated demo members of both sites (seed/members.ts). One transaction: a start that dies
 * half-way leaves no sites behind, so the next start seeds everything again.
 * Returns false when the database already had sites.
 */
export async function seedDemo(
  db: Db,
  options: { members?: Omit<DemoMembersOptions, 'siteIds'> } = {},
): Promise<false | { members: DemoMembersResult | null }> {
  return db.transaction(async (tx) => {
    // Two nodes starting together on one empty PostgreSQL must not both seed.
    await tx.execute(sql`select pg_advisory_xact_lock(7411)`);
    const [{ count }] = (await tx.select({ count: sql<number>`count(*)::int` }).from(sites)) as [
      { count: number },
    ];
    if (count > 0) return false;
    const [company] = await tx.insert(companies).values(DEMO_COMPANY).returning({ id: companies.id });
    const inserted = await tx
      .insert(sites)
      .values(DEMO_SITES.map((site) => ({ ...site, companyId: company!.id })))
      .returning({ id: sites.id, countries: sites.countries });
    for (const site of inserted) await seedSitePayments(tx, site.id, site.countries);
    const members = options.members
      ? await seedDemoMembers(tx, { ...options.members, siteIds: inserted.map((s) => s.id) })
      : null;
    // One login per staff role on the first (English) site; main.ts prints them.
    const passwordHash = await hashPassword(DEMO_STAFF_PASSWORD);
    for (const staff of DEMO_STAFF) {
      await createStaffAccount(tx, { siteId: inserted[0]!.id, ...staff, passwordHash });
    }
    return { members };
  });
}
