import { count, eq, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { sites, users } from '../../db/schema';
import { verifyPassword } from '../../modules/auth/credentials';
import { startNotes } from '../../start-notes';
import { prepareDatabase } from '../prepare';

/** The password the README published before decision 022; no installation may accept it. */
const PUBLISHED = 'Amora staff demo 2026';
/** Each test opens its own databases (migrations and reference data): room for a loaded machine. */
const SLOW = 300_000;

describe('demo staff logins (decision 022)', () => {
  it(
    'a production start seeds no site and no account',
    async () => {
      const config = loadConfig({ NODE_ENV: 'production' });
      const database = await prepareDatabase({ ...config, dataDir: null });
      try {
        expect(database.demoStaff).toBeNull();
        expect((await database.db.select({ n: count() }).from(users))[0]!.n).toBe(0);
        expect((await database.db.select({ n: count() }).from(sites))[0]!.n).toBe(0);
      } finally {
        await database.close();
      }
    },
    SLOW,
  );

  it(
    'the demo gets generated passwords per installation, stored hashed and printed once',
    async () => {
      const config = loadConfig({ NODE_ENV: 'production', SEED: 'demo' });
      const first = await prepareDatabase({ ...config, dataDir: null, demoMembers: 0 });
      const second = await prepareDatabase({ ...config, dataDir: null, demoMembers: 0 });
      try {
        const logins = first.demoStaff!;
        expect(logins.map((l) => l.role)).toEqual(['admin', 'moderator', 'operator', 'support']);
        expect(new Set(logins.map((l) => l.password)).size).toBe(4);
        for (const [i, login] of logins.entries()) {
          expect(login.password.length).toBeGreaterThanOrEqual(20);
          expect(second.demoStaff![i]!.password).not.toBe(login.password);
          const [row] = await first.db.select().from(users).where(eq(users.email, login.email));
          expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
          expect(row!.passwordHash).not.toContain(login.password);
          expect(await verifyPassword(row!.passwordHash, login.password)).toBe(true);
          expect(await verifyPassword(row!.passwordHash, PUBLISHED)).toBe(false);
        }
        // The start prints them (once: a later start of the same database only names the logins).
        const printed = startNotes(config, 3000, logins).join('\n');
        for (const login of logins) expect(printed).toContain(login.password);
        const later = startNotes(config, 3000, null).join('\n');
        expect(later).toContain('admin@amora.example');
        for (const login of logins) expect(later).not.toContain(login.password);
      } finally {
        await first.close();
        await second.close();
      }
    },
    SLOW,
  );

  it(
    'takes the password from DEMO_STAFF_PASSWORD when set (tests and benchmarks)',
    async () => {
      const config = loadConfig({ NODE_ENV: 'development', DEMO_STAFF_PASSWORD: 'Bench staff login 99' });
      const database = await prepareDatabase({ ...config, dataDir: null, demoMembers: 0 });
      try {
        expect(database.demoStaff!.every((l) => l.password === 'Bench staff login 99')).toBe(true);
        const staff = await database.db.select().from(users).where(isNotNull(users.role));
        expect(staff).toHaveLength(4);
        expect(await verifyPassword(staff[0]!.passwordHash, 'Bench staff login 99')).toBe(true);
      } finally {
        await database.close();
      }
    },
    SLOW,
  );
});
