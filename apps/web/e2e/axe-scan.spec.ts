import { test as base, expect } from '@playwright/test';
import { expectAccessible } from './fixtures';

/**
 * The scan every journey relies on (fixtures' axeFindings) still finds what fails a screen: a
 * page that passes would not tell a scanner that finds nothing from a clean page.
 */
const html = (body: string) =>
  `<!doctype html><html lang="en"><head><title>Scan check</title></head><body>${body}</body></html>`;

base('a clean page passes the scan, twice on one document', async ({ page }) => {
  await page.setContent(html('<main><h1>Hello</h1><p>Readable text</p></main>'));
  await expectAccessible(page, 'a clean page');
  await expectAccessible(page, 'the same page again');
});

base('the scan names a skipped heading level, low contrast and an unnamed button', async ({ page }) => {
  await page.setContent(
    html(
      '<main><h1>Hello</h1><h4>Skipped</h4><p style="color:#eee;background:#fff">Faint</p><button></button></main>',
    ),
  );
  const failure = await expectAccessible(page, 'a faulty page').then(
    () => '',
    (error: Error) => error.message,
  );
  expect(failure).toContain('heading-order: h4');
  // With what axe measured: #eee on white.
  expect(failure).toContain('color-contrast: p (#eeeeee on #ffffff, 1.16:1)');
  expect(failure).toContain('button-name: button');
});

base('the scan finds a fault in an overlay (the top bar), scanned on its own', async ({ page }) => {
  await page.setContent(html('<div class="top-bar"><button></button></div><main><h1>Hello</h1></main>'));
  const failure = await expectAccessible(page, 'a faulty top bar').then(
    () => '',
    (error: Error) => error.message,
  );
  expect(failure).toMatch(/button-name: /);
});

base('a scan within a selector looks only there', async ({ page }) => {
  await page.setContent(
    html('<main><h1>Hello</h1><p class="fine">Readable</p><div class="bad"><button></button></div></main>'),
  );
  await expectAccessible(page, 'the readable part', '.fine');
  const failure = await expectAccessible(page, 'the faulty part', '.bad').then(
    () => '',
    (error: Error) => error.message,
  );
  expect(failure).toMatch(/button-name: /);
});
