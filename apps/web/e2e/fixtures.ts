import { test as base, expect, type Page } from '@playwright/test';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 4310);
/** The English demo site answers on localhost, the Dutch one on 127.0.0.1. */
export const SITE_EN = `http://localhost:${E2E_PORT}`;
export const SITE_NL = `http://127.0.0.1:${E2E_PORT}`;

/**
 * The demo staff logins' password on the journeys' server (DEMO_STAFF_PASSWORD in the config's
 * webServer env); real installations get generated ones (decision 022).
 */
export const E2E_STAFF_PASSWORD = 'Journey staff login 2026';

export const ENTRY_WARNING_KEY = 'amora.entryWarningDismissedAt';

/** Collects console errors and uncaught exceptions of a page, so a journey can assert there were none. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Pretends the visitor dismissed the entry warning earlier, for journeys about other things. */
export async function dismissEntryWarning(page: Page) {
  await page.addInitScript((key) => localStorage.setItem(key, String(Date.now())), ENTRY_WARNING_KEY);
}

export async function screenshot(page: Page, name: string) {
  const info = base.info();
  await page.screenshot({ path: info.outputPath(`${name}.png`), fullPage: true });
}

export { base as test, expect };
