import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type BrowserContext, expect } from '@playwright/test';
import { generate } from 'otplib';
import { E2E_STAFF_PASSWORD } from './fixtures';

/**
 * Staff sign-in for the journeys: the demo staff's authenticator secrets for this server run,
 * kept in its data folder (which the server starts empty), so every worker and spec signs in with
 * the secret of the one setup, whichever spec's login comes first.
 */
export const SECOND_FACTOR_DIR = path.join(
  import.meta.dirname,
  '../../../test-results/e2e-data/e2e-second-factor',
);
const PERIOD_MS = 30_000;
const CLIENT = { 'x-request-type': 'client' };

/**
 * One second-factor step per role at a time, across workers and projects: two first logins must
 * not both start a setup, and a code is accepted only once.
 */
export async function withRoleLock<T>(role: string, work: () => Promise<T>): Promise<T> {
  mkdirSync(SECOND_FACTOR_DIR, { recursive: true });
  const lock = path.join(SECOND_FACTOR_DIR, `${role}.lock`);
  const take = () => {
    try {
      mkdirSync(lock);
      return true;
    } catch {
      return false;
    }
  };
  // The holder may be a whole login through the pages plus a wait for the next code period, and
  // at load 25–50 one page took 30 s (playwright.config.ts); the journey's bound catches a hang.
  await expect.poll(take, { timeout: 600_000 }).toBe(true);
  try {
    return await work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/**
 * The code an authenticator app would show, computed with the server's library. Each code is
 * accepted once: after this role's code of the current period was used, the next period's is
 * taken (the server accepts one period of drift), and after that we wait for the clock to move.
 */
export async function nextCode(role: string): Promise<string> {
  const file = path.join(SECOND_FACTOR_DIR, `${role}.json`);
  const state = JSON.parse(readFileSync(file, 'utf8')) as { secret: string; lastStep: number };
  const step = () => Math.floor(Date.now() / PERIOD_MS);
  await expect.poll(step, { timeout: 2 * PERIOD_MS }).toBeGreaterThanOrEqual(state.lastStep);
  const use = Math.max(step(), state.lastStep + 1);
  writeFileSync(file, JSON.stringify({ ...state, lastStep: use }));
  return generate({ secret: state.secret, epoch: (use * PERIOD_MS) / 1000 });
}

/** Signs `role`@amora.example in, in this context: password, then the second factor. */
export async function staffOverApi(context: BrowserContext, role: string) {
  const file = path.join(SECOND_FACTOR_DIR, `${role}.json`);
  await withRoleLock(role, async () => {
    const login = await context.request.post('/api/user.php', {
      headers: CLIENT,
      data: { email: `${role}@amora.example`, password: E2E_STAFF_PASSWORD },
    });
    const answer = await login.json();
    expect(answer.error).toBe('second_factor_required');
    if (answer.setup) {
      const setup = await context.request.post('/api/second-factor-setup.php', { headers: CLIENT, data: {} });
      writeFileSync(file, JSON.stringify({ secret: (await setup.json()).secret, lastStep: 0 }));
      const done = await context.request.put('/api/second-factor-setup.php', {
        headers: CLIENT,
        data: { code: await nextCode(role) },
      });
      expect(done.status()).toBe(200);
      return;
    }
    expect(existsSync(file)).toBe(true);
    const verified = await context.request.post('/api/second-factor.php', {
      headers: CLIENT,
      data: { code: await nextCode(role) },
    });
    expect(verified.status()).toBe(200);
  });
}
