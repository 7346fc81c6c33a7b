import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PROFILE_OPTIONS } from '@amora/shared';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { interests, photos, profiles, regions, sites, users } from '../../db/schema';
import { ageFrom, ONLINE_MS } from '../../modules/members/present';
import { LocalPhotoStorage } from '../../modules/photos/storage';
import { prepareDatabase } from '../prepare';
import { seedDemo } from './index';
import { allNames } from './memberData';
import { DEMO_PASSWORD_HASH, seedDemoMembers } from './members';

const PER_SITE = 150;
let dataDir: string;
let database: Database;
let started: Date;
let seeded: Date;

type Row = typeof profiles.$inferSelect & {
  email: string;
  passwordHash: string;
  userStatus: string;
  domain: string;
};

async function membersOf(db: Database['db']): Promise<Row[]> {
  const rows = await db
    .select({
      profile: profiles,
      email: users.email,
      passwordHash: users.passwordHash,
      userStatus: users.status,
      domain: sites.domain,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .innerJoin(sites, eq(sites.id, profiles.siteId))
    .orderBy(asc(profiles.userId));
  return rows.map((r) => ({
    ...r.profile,
    email: r.email,
    passwordHash: r.passwordHash,
    userStatus: r.userStatus,
    domain: r.domain,
  }));
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'amora-members-'));
  started = new Date();
  // The real start-up path: migrations, reference data, demo sites and members with avatars.
  database = await prepareDatabase({ dataDir, seed: 'demo', demoMembers: PER_SITE });
  seeded = new Date();
}, 300_000);

afterAll(async () => {
  await database?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('demo members', () => {
  it('gives each demo site its members, active and listed, with unusable passwords', async () => {
    const rows = await membersOf(database.db);
    expect(rows.filter((r) => r.domain === 'localhost')).toHaveLength(PER_SITE);
    expect(rows.filter((r) => r.domain === '127.0.0.1')).toHaveLength(PER_SITE);
    for (const r of rows) {
      expect(r.email).toMatch(new RegExp(`^demo\\+\\d+@${r.domain.replaceAll('.', '\\.')}\\.invalid$`));
      expect(r.passwordHash).toBe(DEMO_PASSWORD_HASH);
      expect(r.userStatus).toBe('active');
      expect(r.status).toBe('active');
      expect(r.searchable).toBe(true);
    }
    expect(DEMO_PASSWORD_HASH).toMatch(/^\$argon2id\$/);
  });

  it('places every member in one of the site’s countries and a region of that country', async () => {
    const rows = await membersOf(database.db);
    const siteRows = await database.db.select().from(sites);
    const regionRows = await database.db.select().from(regions);
    const regionCountry = new Map(regionRows.map((r) => [r.id, r.country]));
    for (const r of rows) {
      const site = siteRows.find((s) => s.id === r.siteId)!;
      expect(site.countries).toContain(r.country);
      expect(r.regionId).not.toBeNull();
      expect(regionCountry.get(r.regionId!), `${r.email} ${r.country}`).toBe(r.country);
    }
    // Both Dutch-site countries and several English-site countries occur.
    expect(new Set(rows.filter((r) => r.domain === '127.0.0.1').map((r) => r.country))).toEqual(
      new Set(['NL', 'BE']),
    );
    expect(
      new Set(rows.filter((r) => r.domain === 'localhost').map((r) => r.country)).size,
    ).toBeGreaterThanOrEqual(4);
  });

  it('has adult ages with most members between 25 and 55, both genders and who they seek', async () => {
    const rows = await membersOf(database.db);
    const ages = rows.map((r) => ageFrom(r.birthDate, started));
    expect(Math.min(...ages)).toBeGreaterThanOrEqual(18);
    expect(Math.max(...ages)).toBeLessThanOrEqual(75);
    const middle = ages.filter((a) => a >= 25 && a <= 55).length;
    expect(middle / ages.length).toBeGreaterThan(0.55);
    const women = rows.filter((r) => r.gender === 'female').length;
    expect(women / rows.length).toBeGreaterThan(0.35);
    expect(women / rows.length).toBeLessThan(0.65);
    const opposite = rows.filter((r) => r.seeking && r.seeking !== r.gender).length;
    expect(opposite / rows.length).toBeGreaterThan(0.75);
  });

  it('fills the profile fields with known options, 3–8 existing interests and an about text', async () => {
    const rows = await membersOf(database.db);
    const interestIds = new Set(
      (await database.db.select({ id: interests.id }).from(interests)).map((i) => i.id),
    );
    for (const r of rows) {
      for (const [field, value] of [
        ['sexuality', r.sexuality],
        ['hair_colour', r.hairColour],
        ['eye_colour', r.eyeColour],
        ['body_type', r.bodyType],
        ['relationship_status', r.relationshipStatus],
        ['tattoos', r.tattoos],
        ['signup_reason', r.signupReason],
      ] as const) {
        if (value !== null) expect(PROFILE_OPTIONS[field] as readonly string[]).toContain(value);
      }
      expect(r.interests.length).toBeGreaterThanOrEqual(3);
      expect(r.interests.length).toBeLessThanOrEqual(8);
      for (const id of r.interests) expect(interestIds.has(id)).toBe(true);
      expect(r.about).not.toMatch(/\{|\}|lorem|undefined/i);
    }
    const withAbout = rows.filter((r) => r.about.length > 0);
    expect(withAbout.length / rows.length).toBeGreaterThan(0.9);
    // Varied texts, in the site's language.
    expect(new Set(withAbout.map((r) => r.about)).size).toBe(withAbout.length);
    const dutch = withAbout.filter((r) => r.domain === '127.0.0.1');
    expect(
      dutch.filter((r) => /\b(ik|je|een|mijn|het)\b/i.test(r.about)).length / dutch.length,
    ).toBeGreaterThan(0.9);
    const english = withAbout.filter((r) => r.domain === 'localhost');
    expect(
      english.filter((r) => /\b(I|I’m|my|the|a)\b/.test(r.about)).length / english.length,
    ).toBeGreaterThan(0.9);
    expect(english.some((r) => /\b(ik|een|mijn)\b/i.test(r.about))).toBe(false);
  });

  it('names members after the site’s locale', async () => {
    const rows = await membersOf(database.db);
    const dutchNames = allNames('nl');
    const englishNames = allNames('en');
    const dutchSite = rows.filter((r) => r.domain === '127.0.0.1');
    const englishSite = rows.filter((r) => r.domain === 'localhost');
    for (const r of dutchSite) expect(dutchNames.has(r.name), r.name).toBe(true);
    for (const r of englishSite) expect(englishNames.has(r.name), r.name).toBe(true);
    // Not merely names both lists share (Emma, Thomas…).
    expect(dutchSite.filter((r) => !englishNames.has(r.name)).length).toBeGreaterThan(PER_SITE / 2);
    expect(new Set(dutchSite.map((r) => r.name)).size).toBeGreaterThan(40);
  });

  it('marks about 5% as fictional and spreads activity over 30 days with nobody online', async () => {
    const rows = await membersOf(database.db);
    const fictional = rows.filter((r) => r.fictional).length;
    expect(fictional).toBeGreaterThanOrEqual(3);
    expect(fictional).toBeLessThanOrEqual(30);
    const now = Date.now();
    const ago = rows.map((r) => now - r.lastActiveAt.getTime());
    expect(Math.max(...ago)).toBeLessThanOrEqual(31 * 86_400_000);
    expect(Math.min(...ago)).toBeGreaterThanOrEqual(-1000);
    // Nobody online at the seed's moment (a green dot is for members really there), many today.
    const online = rows.filter((r) => r.lastActiveAt.getTime() > seeded.getTime() - ONLINE_MS).length;
    expect(online).toBe(0);
    const today = rows.filter((r) => r.lastActiveAt.getTime() > started.getTime() - 86_400_000).length;
    expect(today / rows.length).toBeGreaterThan(0.1);
    expect(ago.filter((ms) => ms > 7 * 86_400_000).length).toBeGreaterThan(rows.length / 5);
  });

  it('stores an avatar per member through the photo pipeline as the active main photo', async () => {
    const rows = await membersOf(database.db);
    const photoRows = await database.db.select().from(photos);
    expect(photoRows).toHaveLength(rows.length);
    const byId = new Map(photoRows.map((p) => [p.id, p]));
    const storage = new LocalPhotoStorage(path.join(dataDir, 'photos'));
    const names = new Set<string>();
    for (const r of rows) {
      const photo = byId.get(r.mainPhotoId!);
      expect(photo, r.email).toBeDefined();
      expect(photo!.userId).toBe(r.userId);
      expect(photo!.status).toBe('active');
      expect(photo!.filename).toMatch(/^[0-9a-f]{32}\.webp$/);
      expect(photo!.thumbFilename).toMatch(/^[0-9a-f]{32}-t\.webp$/);
      names.add(photo!.filename);
    }
    // Every member has their own files (deleting one photo must not break another member's).
    expect(names.size).toBe(rows.length);
    for (const photo of photoRows.slice(0, 40)) {
      const full = await storage.get(photo.filename, 'public');
      const thumb = await storage.get(photo.thumbFilename, 'public');
      expect(full?.subarray(8, 12).toString('latin1')).toBe('WEBP');
      expect(thumb?.subarray(8, 12).toString('latin1')).toBe('WEBP');
      expect(photo.width).toBe(400);
      expect(photo.height).toBe(400);
    }
    for (const photo of photoRows) {
      expect(existsSync(path.join(dataDir, 'photos', photo.filename.slice(0, 2), photo.filename))).toBe(true);
    }
  });

  it('does not seed twice: neither the demo seed nor the member seed doubles the members', async () => {
    const count = async () => (await database.db.select({ n: sql<number>`count(*)::int` }).from(users))[0]!.n;
    const before = await count();
    const storage = new LocalPhotoStorage(path.join(dataDir, 'photos'));
    expect(await seedDemo(database.db, { members: { storage, perSite: PER_SITE, now: new Date() } })).toBe(
      false,
    );
    const siteIds = (await database.db.select({ id: sites.id }).from(sites)).map((s) => s.id);
    const again = await seedDemoMembers(database.db, {
      storage,
      siteIds,
      perSite: PER_SITE,
      now: new Date(),
    });
    expect(again.members).toBe(0);
    expect(again.skipped.sort()).toEqual(siteIds.sort());
    expect(await count()).toBe(before);
    await database.close();
    // A restart on the same data folder seeds nothing either.
    database = await prepareDatabase({ dataDir, seed: 'demo', demoMembers: PER_SITE });
    expect(await count()).toBe(before);
  }, 300_000);

  it('is deterministic: another database gets the same members', async () => {
    // In memory and without photo storage: the people must not depend on whether avatars are drawn.
    const other = await prepareDatabase({ dataDir: null, seed: 'demo', demoMembers: PER_SITE });
    try {
      const pick = (r: Row) => [
        r.email,
        r.name,
        r.gender,
        r.birthDate,
        r.country,
        r.hairColour,
        r.interests.join(','),
        r.about,
      ];
      const mine = (await membersOf(database.db)).map(pick);
      const theirs = (await membersOf(other.db)).map(pick);
      // Birth dates depend on the day of seeding; both ran today (or a midnight apart: then skip that column).
      const sameDay = started.toISOString().slice(0, 10) === new Date().toISOString().slice(0, 10);
      const strip = (rows: unknown[][]) => rows.map((r) => (sameDay ? r : r.filter((_, i) => i !== 3)));
      expect(strip(theirs)).toEqual(strip(mine));
      const photoCount = (await other.db.select({ n: sql<number>`count(*)::int` }).from(photos))[0]!.n;
      expect(photoCount).toBe(0);
    } finally {
      await other.close();
    }
  }, 300_000);
});
