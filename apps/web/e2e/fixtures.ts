import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  test as base,
  expect,
  type Page,
} from '@playwright/test';
import axe from 'axe-core';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 4310);
/** The English demo site answers on localhost, the Dutch one on 127.0.0.1. */
export const SITE_EN = `http://localhost:${E2E_PORT}`;
export const SITE_NL = `http://127.0.0.1:${E2E_PORT}`;
/**
 * The demo's site where every sign-up meets the proof-of-work check (signup_challenge_after 0),
 * seeded for the journeys only (DEMO_CHALLENGE_SITE in the config's webServer env; decision 042).
 * Chromium sends every *.localhost name to this machine by itself; Node does not, so its API
 * calls go through the page.
 */
export const CHALLENGE_HOST = 'challenge.localhost';
export const SITE_CHALLENGE = `http://${CHALLENGE_HOST}:${E2E_PORT}`;

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
export async function dismissEntryWarning(target: Page | BrowserContext) {
  await target.addInitScript((key) => localStorage.setItem(key, String(Date.now())), ENTRY_WARNING_KEY);
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

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * What lies over the page rather than in it: the fixed toasts (likes, matches, messages), the
 * sticky top bar, the member dock and a profile's pending save bar (`styles/_layout.scss`,
 * `_profile.scss`). Whatever the page holds scrolls under them.
 */
const OVERLAYS = '.toast-host, .top-bar, .member-dock, .profile-save-bar--pending';
/** An overlay with something in it, worth a scan of its own. */
const OVERLAYS_SHOWING = '.toast-host > *, .top-bar, .member-dock > *, .profile-save-bar--pending';

/**
 * What fails a screen: any serious or critical violation of WCAG 2.2 AA, and skipped heading
 * levels (axe's heading-order, a best practice of moderate impact: a screen-reader user who
 * jumps by headings loses the page's outline).
 */
const AXE_OPTIONS = {
  runOnly: { type: 'tag', values: AXE_TAGS },
  rules: { 'heading-order': { enabled: true } },
  // Only the violations are read: the passing checks are not collected node by node.
  resultTypes: ['violations'],
  // The app embeds no frames.
  iframes: false,
};

/**
 * axe-core into the page's document, once per document. Before, AxeBuilder evaluated its 550 KB
 * source twice per run and each screen had two runs (decision 046, "How long CI takes").
 * `page.evaluate` runs it whatever the page's CSP says, as AxeBuilder's own injection did. Scans
 * run inside the page: AxeBuilder's default mode finished each in a new blank tab, which took the
 * focus from the journey's page, and a passkey prompt opening then was refused ("document is not
 * focused").
 */
async function withAxe(page: Page) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
}

/**
 * The page without its overlays, then the overlays on their own, in one call into the page; or,
 * given `within`, only what that selector finds. axe's target-size rule fails a button that an overlay's own buttons partly cover, and which
 * buttons that is depends only on the moment of the scan: a like toast over the profile's Block
 * and Report at 375 px, as it arrived; the top bar over the settings' show-password button, where
 * the page happened to be scrolled. Scrolled there, a member scrolls on; it is no finding about
 * either.
 */
async function axeFindings(page: Page, within?: string): Promise<string[]> {
  await withAxe(page);
  return page.evaluate(
    async ({ overlays, overlaysShowing, options, within }) => {
      type Violation = {
        id: string;
        impact?: string | null;
        nodes: { target: unknown[]; any?: { data?: unknown }[] }[];
      };
      type AxeRun = (context: unknown, options: unknown) => Promise<{ violations: Violation[] }>;
      // axe.run as this call uses it (its typings' overloads pick the callback form for these).
      const axeCore = (window as unknown as { axe: { run: AxeRun } }).axe;
      // A contrast finding says what axe measured (colours and ratio): one that comes and goes
      // between runs can then be told from a page caught mid-change.
      const measured = (node: Violation['nodes'][number]) => {
        const data = node.any?.[0]?.data as
          | { fgColor?: string; bgColor?: string; contrastRatio?: number }
          | undefined;
        return data?.contrastRatio ? ` (${data.fgColor} on ${data.bgColor}, ${data.contrastRatio}:1)` : '';
      };
      const describe = (violations: Violation[]) =>
        violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical' || v.id === 'heading-order')
          .map(
            (v) =>
              `${v.id}: ${v.nodes
                .slice(0, 3)
                .map((n) => n.target.join(' ') + measured(n))
                .join(' | ')}`,
          );
      const run = async (context: unknown) => describe((await axeCore.run(context, options)).violations);
      if (within) return run({ include: [within] });
      const hidden = document.createElement('style');
      hidden.textContent = `${overlays} { visibility: hidden !important; }`;
      document.head.append(hidden);
      let found: string[];
      try {
        found = await run(document);
      } finally {
        hidden.remove();
      }
      if (!document.querySelector(overlaysShowing)) return found;
      // A toast that leaves meanwhile takes its host with it: when it was the only overlay, axe
      // finds nothing to include, and there is nothing left to scan.
      const inOverlays = await run({ include: [overlays] }).catch((error: Error) => {
        if (/No elements found for include/.test(error.message)) return [];
        throw error;
      });
      return [...found, ...inOverlays];
    },
    { overlays: OVERLAYS, overlaysShowing: OVERLAYS_SHOWING, options: AXE_OPTIONS, within: within ?? null },
  );
}

/**
 * One axe run at a time per page (axe refuses a second): the journey's own checks and the
 * watcher's scans queue here.
 */
const axeQueues = new WeakMap<Page, Promise<unknown>>();
function queued<T>(page: Page, run: () => Promise<T>): Promise<T> {
  const next = (axeQueues.get(page) ?? Promise.resolve()).catch(() => undefined).then(run);
  axeQueues.set(page, next);
  return next;
}

/**
 * axe-core over the page as the member sees it (or only over what `within` selects), to WCAG 2.2
 * AA: fails on any serious or critical violation or skipped heading level, listing each rule with
 * the first elements it found.
 */
export async function expectAccessible(page: Page, what: string, within?: string) {
  expect(await queued(page, () => axeFindings(page, within)), `axe on ${what}`).toEqual([]);
}

/**
 * In the page: each time the document has settled (no DOM change for 500 ms and no fetch in
 * flight, or 8 s after the first change), names the screen — its path with ids as :id, plus the
 * open dialog's name — and reports a screen not seen before to the test through `report`.
 */
function settledScreenWatcher(binding: string) {
  if (window.top !== window) return;
  let inFlight = 0;
  const originalFetch = window.fetch.bind(window);
  window.fetch = async (...args: Parameters<typeof fetch>) => {
    inFlight++;
    try {
      return await originalFetch(...args);
    } finally {
      inFlight--;
      schedule();
    }
  };
  const seen = new Set<string>();
  let quiet: ReturnType<typeof setTimeout> | undefined;
  let firstChange = 0;
  const screenName = () => {
    const path = location.pathname.replace(/\/\d+(?=\/|$)/g, '/:id');
    const dialogs = [
      ...document.querySelectorAll<HTMLElement>('[role="dialog"], [role="alertdialog"], dialog[open]'),
    ]
      .filter((d) => d.offsetParent !== null || getComputedStyle(d).position === 'fixed')
      .map((d) => {
        const labelledBy = d.getAttribute('aria-labelledby');
        const label = labelledBy
          ? document.getElementById(labelledBy)?.textContent
          : d.getAttribute('aria-label');
        return (label ?? d.className).trim().slice(0, 60);
      });
    return [path, ...dialogs].join(' + ');
  };
  const settle = () => {
    quiet = undefined;
    firstChange = 0;
    if (!location.protocol.startsWith('http') || document.contentType !== 'text/html') return;
    if (/^\/(api|dev)\//.test(location.pathname)) return;
    if (inFlight > 0) return;
    const name = screenName();
    if (seen.has(name)) return;
    seen.add(name);
    const w = window as unknown as Record<string, unknown>;
    const report = w[binding] as ((name: string) => Promise<void>) | undefined;
    // Counted once the test has the screen (and its scan is queued): axeScansDone waits for it.
    void report?.(name).then(() => {
      w.__amoraScreensReported = Number(w.__amoraScreensReported ?? 0) + 1;
    });
  };
  function schedule() {
    if (!firstChange) firstChange = Date.now();
    if (quiet) clearTimeout(quiet);
    quiet = setTimeout(settle, Date.now() - firstChange > 8_000 ? 0 : 500);
  }
  const start = () => {
    new MutationObserver(schedule).observe(document.documentElement, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
    schedule();
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  else start();
}

const AXE_BINDING = '__amoraScreenSettled';
/** The scans under way in each watched context. */
const scansUnderWay = new WeakMap<BrowserContext, Set<Promise<void>>>();

/**
 * Before closing a page the journey goes on without: waits until the page has reported a settled
 * screen, then for the axe scans under way, so that closing it cuts none short.
 */
export async function axeScansDone(page: Page) {
  const pending = scansUnderWay.get(page.context());
  if (!pending) return;
  await page.waitForFunction(
    () => Number((window as unknown as Record<string, unknown>).__amoraScreensReported) > 0,
  );
  await Promise.all(pending);
}

/**
 * Runs axe on every screen the pages of `context` show (each path and dialog once per context),
 * collecting the findings into `findings`; closing the context first waits for the scans under way.
 */
async function watchScreens(context: BrowserContext, findings: string[], pending: Set<Promise<void>>) {
  if (scansUnderWay.has(context)) return;
  scansUnderWay.set(context, pending);
  const scanned = new Set<string>();
  await context.exposeBinding(AXE_BINDING, ({ page }, name: string) => {
    const width = page.viewportSize()?.width ?? 0;
    if (scanned.has(name)) return;
    scanned.add(name);
    const scan = queued(page, async () => {
      if (page.isClosed()) return;
      const found = await axeFindings(page);
      if (found.length) findings.push(`${name} at ${width} px (${page.url()}):\n    ${found.join('\n    ')}`);
    })
      // A scan cut short by a navigation or a closed page is no finding; the next screen reports itself.
      .catch(() => undefined);
    pending.add(scan);
    void scan.finally(() => pending.delete(scan));
  });
  await context.addInitScript(settledScreenWatcher, AXE_BINDING);
  const close = context.close.bind(context);
  context.close = async (options) => {
    await Promise.all(pending);
    return close(options);
  };
}

/**
 * Every journey gets axe on every screen it visits, in every context it opens (the `page`
 * fixture's and those from `browser.newContext`), at the project's width, logged out and in:
 * the test fails at its end on any serious or critical WCAG 2.2 AA violation or skipped heading
 * level, naming the screen. `test.use({ axeEverywhere: false })` only for a journey whose pages
 * are not the member's (none yet).
 */
export const test = base.extend<{ axeEverywhere: boolean; axeWatch: undefined }>({
  axeEverywhere: [true, { option: true }],
  axeWatch: [
    async ({ axeEverywhere, browser, context }, use) => {
      if (!axeEverywhere) return use(undefined);
      const findings: string[] = [];
      const pending = new Set<Promise<void>>();
      await watchScreens(context, findings, pending);
      const newContext = browser.newContext;
      browser.newContext = async (options) => {
        const created = await newContext.call(browser, options);
        await watchScreens(created, findings, pending);
        return created;
      };
      try {
        await use(undefined);
      } finally {
        browser.newContext = newContext;
      }
      await Promise.all(pending);
      expect(findings, 'axe: serious or critical violations or skipped heading levels').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * `items` in `count` groups of about the same size: one journey per group visits its items, each
 * in a page of its own (`visitInNewPage`), rather than one journey per item.
 */
export function inGroups<T>(items: readonly T[], count: number): T[][] {
  const size = Math.ceil(items.length / count);
  return Array.from({ length: Math.ceil(items.length / size) }, (_, i) =>
    items.slice(i * size, (i + 1) * size),
  );
}

/**
 * One visit of a journey that makes several, as a step of its own: a new page in the journey's
 * context, with no cookies and a session storage of its own, as a new visitor has, while the
 * context keeps the app's files cached. It saves a journey's set-up per visit, about a fifth of
 * such a journey's time (docs/decisions/046-tests-that-do-not-flake.md). The page is closed once
 * its axe scans are done.
 */
export async function visitInNewPage(
  context: BrowserContext,
  title: string,
  visit: (page: Page) => Promise<void>,
) {
  await test.step(title, async () => {
    await context.clearCookies();
    const page = await context.newPage();
    await visit(page);
    await axeScansDone(page);
    await page.close();
  });
}

/**
 * The whole page as the journey left it, one image pixel per CSS pixel: at the phone's device
 * scale (2.75) a long page took seconds to encode, several times what the visit itself took.
 */
export async function screenshot(page: Page, name: string) {
  const info = test.info();
  await page.screenshot({ path: info.outputPath(`${name}.png`), fullPage: true, scale: 'css' });
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

export { expect };
