import AxeBuilder from '@axe-core/playwright';
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  test as base,
  expect,
  type Page,
} from '@playwright/test';

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

/**
 * Layout shift of the pages a context loads from now on: a PerformanceObserver in the page sums
 * the shifts not caused by input (the CLS of a short visit). Read it with `layoutShift(page)`.
 */
export async function trackLayoutShift(target: Page | BrowserContext) {
  await target.addInitScript(() => {
    const w = window as unknown as { __layoutShift: number };
    w.__layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) w.__layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

export const layoutShift = (page: Page) =>
  page.evaluate(() => (window as unknown as { __layoutShift: number }).__layoutShift);

/**
 * axe-core over the page as the member sees it, to WCAG 2.2 AA: fails on any serious or critical
 * violation, listing each rule with the first elements it found.
 */
export async function expectAccessible(page: Page, what: string) {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const serious = result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
    );
  expect(serious, `axe on ${what}`).toEqual([]);
}

export async function screenshot(page: Page, name: string) {
  const info = base.info();
  await page.screenshot({ path: info.outputPath(`${name}.png`), fullPage: true });
}

/**
 * A new, confirmed member of `site` (SITE_EN or SITE_NL) in a browser context of their own,
 * signed up and activated over HTTP, the entry warning already dismissed.
 */
export async function newMember(
  browser: Browser,
  site: string,
  person: { name: string; gender: 'male' | 'female' },
  options: BrowserContextOptions = {},
) {
  const context = await browser.newContext({ ...options, baseURL: site });
  await context.addInitScript((key) => localStorage.setItem(key, String(Date.now())), ENTRY_WARNING_KEY);
  const email = `${person.name.toLowerCase()}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
  const signup = await context.request.post('/api/signup.php', {
    headers: { 'x-request-type': 'client' },
    data: {
      email,
      name: person.name,
      password: 'Tulips and canals 2026',
      date_of_birth: '1990-03-14',
      gender: person.gender,
      seeking: person.gender === 'male' ? 'female' : 'male',
    },
  });
  expect(signup.status()).toBe(201);
  const id = (await signup.json()).user.id as number;
  const mails = await (await context.request.get(`/dev/mail.json?to=${encodeURIComponent(email)}`)).json();
  const link = new URL(
    (mails.mails[0].text as string).match(/https?:\/\/\S+\/api\/activate\.php\?token=\S+/)![0],
  );
  await context.request.get(link.pathname + link.search);
  const page = await context.newPage();
  return { context, page, id, email, name: person.name };
}

export { base as test, expect };
