import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { sites, users } from '../../db/schema';
import { prepareDatabase } from '../prepare';

/**
 * The demo's site where every sign-up meets the proof-of-work check (DEMO_CHALLENGE_SITE,
 * decision 042): the check's journey signs up there while the other journeys sign up many
 * members on the demo sites with the check lifted.
 */
let database: Database;

beforeAll(async () => {
  database = await prepareDatabase({
    dataDir: null,
    seed: 'demo',
    demoMembers: 3,
    demoSignupChallengeAfter: 100_000,
    demoChallengeSite: 'challenge.localhost',
  });
}, 300_000);
afterAll(async () => database?.close());

describe('the demo seed with a challenge site', () => {
  it('adds the site after the demo sites, asking every sign-up, while the demo sites stay lifted', async () => {
    const rows = await database.db.select().from(sites).orderBy(asc(sites.id));
    expect(rows.map((s) => [s.domain, s.name, s.signupChallengeAfter])).toEqual([
      ['localhost', 'Amora', 100_000],
      ['127.0.0.1', 'Vonkje', 100_000],
      ['challenge.localhost', 'Amora Check', 0],
    ]);
    const check = rows[2]!;
    expect(check.aliases).toEqual([]);
    expect(check.domainLanguage).toBe('en');
    expect(check.searchEngineIndexing).toBe(false);
    expect(check.indexTitle.nl).toMatch(/^Amora Check – /);
  });

  it('gives it no members and no staff logins: the demo sites keep theirs', async () => {
    const perSite = await database.db
      .select({ domain: sites.domain, n: sql<number>`count(${users.id})::int` })
      .from(sites)
      .leftJoin(users, and(eq(users.siteId, sites.id), isNull(users.role)))
      .groupBy(sites.id, sites.domain)
      .orderBy(asc(sites.id));
    expect(perSite).toEqual([
      { domain: 'localhost', n: 3 },
      { domain: '127.0.0.1', n: 3 },
      { domain: 'challenge.localhost', n: 0 },
    ]);
    const staffSites = await database.db
      .selectDistinct({ domain: sites.domain })
      .from(users)
      .innerJoin(sites, eq(sites.id, users.siteId))
      .where(isNotNull(users.role));
    expect(staffSites).toEqual([{ domain: 'localhost' }]);
  });
});
