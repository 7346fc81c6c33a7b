import { execFile, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pidFile, runningServer, socketFile } from '../db/backup';
import { type Database, openDatabase } from '../db/client';
import { discountCodes, packages, sites, users } from '../db/schema';
import { createSite, DomainTakenError, newSiteFromInput } from '../modules/sites/create';
import { SiteService } from '../modules/sites/service';
import { createStaffAccount } from '../modules/staff/accounts';
import { openTestDatabase } from '../test/harness';
import { parseSiteArgs } from './site-args';

/**
 * Opening databases (migrations, reference data) takes a while on a loaded machine: the first-day
 * test runs five commands, each a process that opens the embedded database through tsx, and at
 * load average ~22 on 2 cores it needed more than 300 s. Only a hung command waits this long.
 */
const SLOW = 900_000;

function parsed(args: string[]) {
  const result = parseSiteArgs(args);
  if (!result.ok) throw new Error(result.problems.join('; '));
  return result.input;
}

describe('site:create arguments', () => {
  it('names every missing or malformed option', () => {
    const missing = parseSiteArgs([]);
    expect(missing.ok).toBe(false);
    if (!missing.ok) expect(missing.problems.join('\n')).toMatch(/--domain.*\n--name.*\n--language/);
    const wrong = parseSiteArgs([
      '--domain',
      'exa mple.com',
      '--name',
      'X',
      '--language',
      'xx',
      '--countries',
      'Germany',
      '--support-email',
      'nobody',
    ]);
    expect(wrong.ok).toBe(false);
    if (!wrong.ok) {
      const text = wrong.problems.join('\n');
      for (const flag of ['--domain', '--language', '--countries', '--support-email'])
        expect(text).toContain(flag);
    }
    expect(() => parseSiteArgs(['--colour', 'red'])).toThrow();
  });

  it('fills in the defaults from the language and the domain', () => {
    const { site, company } = newSiteFromInput(
      parsed([
        '--domain',
        'Liebe.Example:443',
        '--name',
        'Liebe',
        '--language',
        'DE',
        '--aliases',
        'www.liebe.example',
      ]),
    );
    expect(site).toMatchObject({
      domain: 'liebe.example',
      aliases: ['www.liebe.example'],
      name: 'Liebe',
      domainLanguage: 'de',
      countries: ['DE', 'AT', 'CH'],
      supportEmail: 'support@liebe.example',
      searchEngineIndexing: true,
    });
    expect(site.minimumMessageCosts).toMatchObject({ CH: { currency: 'CHF' }, DE: { currency: 'EUR' } });
    expect(company).toMatchObject({ name: 'Liebe', country: 'DE' });
  });
});

describe('creating the first site of an empty installation', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase('none');
  }, SLOW);
  afterAll(async () => {
    await database?.close();
  });

  it(
    'answers for its domain, sells packages in its currencies and takes the first admin',
    async () => {
      const service = new SiteService(database.db);
      expect(await service.forHost('liebe.example')).toBeNull();
      const input = parsed([
        '--domain',
        'liebe.example',
        '--name',
        'Liebe',
        '--language',
        'de',
        '--aliases',
        'www.liebe.example',
        '--company',
        'Liebe GmbH',
        '--no-indexing',
      ]);
      const { siteId } = await createSite(database.db, newSiteFromInput(input));
      service.invalidate();
      const site = await service.forHost('www.liebe.example');
      expect(site).toMatchObject({
        id: siteId,
        name: 'Liebe',
        domainLanguage: 'de',
        searchEngineIndexing: false,
      });
      expect((await service.company(site!)).name).toBe('Liebe GmbH');
      const currencies = await database.db
        .selectDistinct({ currency: packages.currency })
        .from(packages)
        .where(eq(packages.siteId, siteId));
      expect(currencies.map((c) => c.currency).sort()).toEqual(['CHF', 'EUR']);
      const codes = await database.db.select().from(discountCodes).where(eq(discountCodes.siteId, siteId));
      expect(codes.map((c) => c.kind).sort()).toEqual(['time_bonus', 'welcome']);

      // staff:create's "first site" is now this one.
      const staff = await createStaffAccount(database.db, {
        siteId: (await service.all())[0]!.id,
        email: 'boss@liebe.example',
        role: 'admin',
        password: 'Ein langes Passwort für Liebe 2026',
      });
      const [boss] = await database.db.select().from(users).where(eq(users.id, staff.id));
      expect(boss).toMatchObject({ siteId, role: 'admin' });
    },
    SLOW,
  );

  it(
    'refuses a domain or alias another site answers for, and changes nothing',
    async () => {
      const before = (await database.db.select({ n: count() }).from(sites))[0]!.n;
      const again = newSiteFromInput(
        parsed(['--domain', 'liebe.example', '--name', 'Other', '--language', 'en']),
      );
      await expect(createSite(database.db, again)).rejects.toThrow(DomainTakenError);
      await expect(createSite(database.db, again)).rejects.toThrow(/exists already.*nothing was changed/);
      const alias = newSiteFromInput(
        parsed([
          '--domain',
          'other.example',
          '--name',
          'Other',
          '--language',
          'en',
          '--aliases',
          'WWW.liebe.example',
        ]),
      );
      await expect(createSite(database.db, alias)).rejects.toThrow(/alias of the site liebe\.example/);
      expect((await database.db.select({ n: count() }).from(sites))[0]!.n).toBe(before);
    },
    SLOW,
  );
});

describe('the first day: npm run site:create, then npm run staff:create', () => {
  const run = promisify(execFile);
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'amora-site-create-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });
  // The commands from the sources (TypeScript through tsx, in the server's folder), on this DATA_DIR.
  const cwd = path.resolve(import.meta.dirname, '../..');
  const env = () => ({ ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  const cli = (file: string, args: string[]) =>
    run(process.execPath, ['--import', 'tsx', `src/cli/${file}`, ...args], {
      cwd,
      env: env(),
    }).then(
      (r) => ({ code: 0, ...r }),
      (e: { code: number; stdout: string; stderr: string }) => e,
    );

  it(
    'creates the site once, refuses it twice with a clear message, then puts the admin on it',
    async () => {
      const early = await cli('staff.ts', ['--email', 'boss@liebe.example', '--role', 'admin']);
      expect(early.code).toBe(1);
      expect(early.stderr).toContain('There is no site yet: make it first with npm run site:create');
      const site = ['--domain', 'liebe.example', '--name', 'Liebe', '--language', 'de'];
      const first = await cli('site.ts', site);
      expect(first.stdout).toContain('Created the site Liebe');
      expect(first.code).toBe(0);
      const second = await cli('site.ts', site);
      expect(second.code).toBe(1);
      expect(second.stderr).toContain('A site with the domain liebe.example exists already');
      const usage = await cli('site.ts', ['--domain', 'liebe.example']);
      expect(usage.code).toBe(2);
      expect(usage.stderr).toContain('--name');
      const staff = await cli('staff.ts', ['--email', 'boss@liebe.example', '--role', 'admin']);
      expect(staff.code).toBe(0);
      expect(staff.stdout).toContain('Created admin boss@liebe.example on liebe.example with the password:');
    },
    SLOW,
  );

  it(
    'works through the running server’s embedded database, and waits for a server still starting',
    async () => {
      // A server that has the embedded database open but is not serving it yet (its process id
      // in DATA_DIR, no socket yet): both commands stop before opening the files a second time.
      const server = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)', 'dist/main.js'], {
        stdio: 'ignore',
      });
      try {
        await writeFile(pidFile(dataDir), String(server.pid));
        // db:backup too: its signal would end a server that does not listen for it yet.
        for (const command of [
          cli('site.ts', ['--domain', 'zwei.example', '--name', 'Zwei', '--language', 'de']),
          cli('staff.ts', ['--email', 'two@liebe.example', '--role', 'admin']),
          cli('db.ts', ['backup']),
        ]) {
          const refused = await command;
          expect(refused.code).toBe(1);
          expect(refused.stderr).toContain(`The server (process ${server.pid}) has the embedded database`);
        }
        expect(server.exitCode).toBeNull();
        expect(server.signalCode).toBeNull();

        // Once it serves the database on its socket (as the running server does, decision 038),
        // the commands work through it, and the server sees their rows at once.
        const served = await openDatabase({ dataDir, offThread: true });
        try {
          await writeFile(socketFile(dataDir), served.localUrl!);
          const zwei = await cli('site.ts', [
            '--domain',
            'zwei.example',
            '--name',
            'Zwei',
            '--language',
            'de',
          ]);
          expect(zwei.stdout).toContain('Created the site Zwei');
          expect(zwei.code).toBe(0);
          const two = await cli('staff.ts', ['--email', 'two@liebe.example', '--role', 'admin']);
          expect(two.code).toBe(0);
          const names = (await served.db.select({ name: sites.name }).from(sites)).map((row) => row.name);
          expect(names).toEqual(expect.arrayContaining(['Liebe', 'Zwei']));
          const [admin] = await served.db.select().from(users).where(eq(users.email, 'two@liebe.example'));
          expect(admin).toMatchObject({ role: 'admin' });
        } finally {
          await served.close();
        }
      } finally {
        server.kill();
        await rm(pidFile(dataDir), { force: true });
        await rm(socketFile(dataDir), { force: true });
      }
    },
    SLOW,
  );
});

describe('the running server’s mark in DATA_DIR', () => {
  it('names a live server, but not another process that got a stale file’s number', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'amora-pid-'));
    const server = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)', 'dist/main.js'], {
      stdio: 'ignore',
    });
    try {
      await new Promise((resolve) => server.once('spawn', resolve));
      const stat = readFileSync(`/proc/${server.pid}/stat`, 'utf8');
      const started = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
      await writeFile(pidFile(dataDir), `${server.pid} ${started}`);
      expect(runningServer(dataDir)).toBe(server.pid);
      // The number again after a reboot, now another server's: its start time differs.
      await writeFile(pidFile(dataDir), `${server.pid} 1`);
      expect(runningServer(dataDir)).toBeNull();
      // A file from before the start time was kept: the command line still has to match.
      await writeFile(pidFile(dataDir), String(server.pid));
      expect(runningServer(dataDir)).toBe(server.pid);
    } finally {
      server.kill();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
