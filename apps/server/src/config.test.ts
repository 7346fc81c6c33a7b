import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has working defaults for a fresh machine', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, host: '127.0.0.1', seed: 'demo', databaseUrl: undefined });
    expect(config.dataDir).toBe(path.resolve('./data'));
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
});
