import { test as base, expect } from '@playwright/test';
import { expectAccessible } from './fixtures';

/**
 * The scan every journey relies on (fixtures' axeFindings) still finds what fails a screen: a
 * page that passes would not tell a scanner that finds nothing from a clean page.
 */
const page = (body: string) =>
  `<!doctype html><html lang="en"><head><title>Scan check</title></head><body>${body}</body></html>`;

base('a clean page passes the scan, twice on one document', async ({ page: tab }) => {
  await tab.setContent(page('<main><h1>Hello</h1><p>Readable text</p></main>'));
  await expectAccessible(tab, 'a clean page');
  await expectAccessible(tab, 'the same page again');
});

base('the scan names a skipped heading level, low contrast and an unnamed button', async ({ page: tab }) => {
  await tab.setContent(
    page(
      '<main><h1>Hello</h1><h4>Skipped</h4><p style="color:#eee;background:#fff">Faint</p><button></button></main>',
    ),
  );
  const failure = await expectAccessible(tab, 'a faulty page').then(
    () => '',
    (error: Error) => error.message,
  );
  expect(failure).toContain('heading-order: h4');
  expect(failure).toContain('color-contrast: p');
  expect(failure).toContain('button-name: button');
});

base('the scan finds a fault in an overlay (the top bar), scanned on its own', async ({ page: tab }) => {
  await tab.setContent(page('<div class="top-bar"><button></button></div><main><h1>Hello</h1></main>'));
  const failure = await expectAccessible(tab, 'a faulty top bar').then(
    () => '',
    (error: Error) => error.message,
  );
  expect(failure).toMatch(/button-name: /);
});
