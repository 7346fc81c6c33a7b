import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, defaultPoolSize, ENV_VARIABLES, loadConfig } from './config';
import { SERVER_ROOT } from './lib/paths';

describe('loadConfig', () => {
  it('has working defaults for a fresh machine', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, host: '127.0.0.1', databaseUrl: undefined });
    expect(config.dataDir).toBe(path.resolve('./data'));
  });

  it('is safe in production unless told otherwise: no demo data, no test payments (decision 022)', () => {
    expect(loadConfig({})).toMatchObject({ nodeEnv: 'production', seed: 'none', testPayments: false });
    expect(loadConfig({ NODE_ENV: 'development' })).toMatchObject({ seed: 'demo', testPayments: true });
    expect(loadConfig({ NODE_ENV: 'production', SEED: 'demo', TEST_PAYMENTS: 'on' })).toMatchObject({
      seed: 'demo',
      testPayments: true,
    });
    expect(loadConfig({ NODE_ENV: 'development', TEST_PAYMENTS: 'off' }).testPayments).toBe(false);
    expect(() => loadConfig({ TEST_PAYMENTS: 'yes' })).toThrow(/TEST_PAYMENTS/);
    expect(() => loadConfig({ DEMO_STAFF_PASSWORD: 'short' })).toThrow(/DEMO_STAFF_PASSWORD/);
    // The demo's site where every sign-up meets the check: only when named, a host name (decision 042).
    expect(loadConfig({}).demoChallengeSite).toBeUndefined();
    expect(loadConfig({ DEMO_CHALLENGE_SITE: 'Challenge.localhost' }).demoChallengeSite).toBe(
      'challenge.localhost',
    );
    for (const wrong of ['http://challenge.localhost', 'challenge.localhost:4310', 'a b', '.localhost']) {
      expect(() => loadConfig({ DEMO_CHALLENGE_SITE: wrong }), wrong).toThrow(/DEMO_CHALLENGE_SITE/);
    }
  });

  it('reads a DKIM key as PEM, as one line with \\n, or from a file, and refuses a broken one', () => {
    const { privateKey } = generateKeyPairSync('ed25519');
    const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'amora-dkim-')), 'dkim.pem');
    writeFileSync(file, pem);
    for (const key of [pem, pem.replace(/\n/g, '\\n'), file]) {
      expect(loadConfig({ DKIM_SELECTOR: 'amora1', DKIM_PRIVATE_KEY: key }).dkim).toEqual({
        selector: 'amora1',
        privateKey: pem,
        domain: undefined,
      });
    }
    expect(loadConfig({}).dkim).toBeUndefined();
    expect(
      loadConfig({ DKIM_SELECTOR: 's', DKIM_PRIVATE_KEY: pem, DKIM_DOMAIN: 'Mail.Example' }).dkim?.domain,
    ).toBe('mail.example');
    expect(() => loadConfig({ DKIM_SELECTOR: 'amora1' })).toThrow(/DKIM_SELECTOR and DKIM_PRIVATE_KEY/);
    expect(() => loadConfig({ DKIM_SELECTOR: 'amora1', DKIM_PRIVATE_KEY: '-----BEGIN nonsense' })).toThrow(
      /DKIM_PRIVATE_KEY: not a private key/,
    );
    expect(() => loadConfig({ DKIM_SELECTOR: 'a', DKIM_PRIVATE_KEY: '/no/such/key.pem' })).toThrow(
      /neither a PEM key nor a readable file/,
    );
    expect(() => loadConfig({ DKIM_DOMAIN: 'amora.example' })).toThrow(/DKIM_DOMAIN needs/);
  });

  it('sizes the PostgreSQL pool by the cores unless told, and refuses a pool of none', () => {
    expect([1, 2, 4, 5, 64].map(defaultPoolSize)).toEqual([3, 5, 9, 10, 10]);
    expect(loadConfig({}).databasePoolSize).toBeGreaterThanOrEqual(3);
    expect(loadConfig({}).databasePoolSize).toBeLessThanOrEqual(10);
    expect(loadConfig({ DATABASE_POOL_SIZE: '24' }).databasePoolSize).toBe(24);
    for (const wrong of ['0', 'many', '2.5']) {
      expect(() => loadConfig({ DATABASE_POOL_SIZE: wrong })).toThrow(/DATABASE_POOL_SIZE/);
    }
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).databaseUrl).toBeUndefined();
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATA_DIR: '/tmp/amora',
      DATABASE_URL: 'postgres://u@db/amora',
      PUBLIC_URL: 'https://amora.example/',
      SMTP_URL: 'smtp://mail:25',
      MAIL_FROM: 'Amora <no-reply@amora.example>',
      SEED: 'none',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/tmp/amora',
      databaseUrl: 'postgres://u@db/amora',
      publicUrl: 'https://amora.example',
      seed: 'none',
      logLevel: 'warn',
      nodeEnv: 'development',
    });
  });

  it('refuses wrong values with a message naming each variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', SEED: 'lots', DATABASE_URL: 'mysql://x' })).toThrow(
      ConfigError,
    );
    try {
      loadConfig({ PORT: 'eighty', SEED: 'lots', DATABASE_URL: 'mysql://x' });
    } catch (err) {
      const message = (err as Error).message;
      expect(message).toContain('PORT');
      expect(message).toContain('SEED');
      expect(message).toContain('DATABASE_URL');
    }
  });

  it('is documented variable for variable in .env.example, each with a comment', () => {
    const example = readFileSync(path.join(SERVER_ROOT, '../../.env.example'), 'utf8').split('\n');
    const documented = example.flatMap((line) => /^#? ?([A-Z][A-Z0-9_]*)=/.exec(line)?.[1] ?? []);
    expect([...documented].sort(), 'variables in .env.example').toEqual([...ENV_VARIABLES].sort());
    expect(new Set(documented).size, 'each variable once').toBe(documented.length);
    for (const name of ENV_VARIABLES) {
      const at = example.findIndex((line) => new RegExp(`^#? ?${name}=`).test(line));
      const above = example.slice(0, at).reverse();
      const comment = above.find((line) => !/^#? ?[A-Z][A-Z0-9_]*=/.test(line));
      expect(comment, `a comment above ${name}`).toMatch(/^# \S/);
    }
  });

  it('takes the defaults .env.example gives', () => {
    const example = readFileSync(path.join(SERVER_ROOT, '../../.env.example'), 'utf8');
    const values = Object.fromEntries(
      [...example.matchAll(/^# ([A-Z][A-Z0-9_]*)=(\S+)$/gm)].map((m) => [m[1]!, m[2]!]),
    );
    expect(loadConfig(values)).toMatchObject(loadConfig({}));
  });
});
