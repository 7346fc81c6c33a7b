import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import {
  dismissEntryWarning,
  expect,
  expectAccessible,
  newMember,
  SITE_EN,
  SITE_NL,
  screenshot,
  test,
  watchErrors,
} from './fixtures';

type Catalogue = Record<string, Record<string, unknown>>;
const texts = (language: 'en' | 'nl'): Catalogue =>
  JSON.parse(
    readFileSync(`${import.meta.dirname}/../../../packages/shared/src/locales/${language}.json`, 'utf8'),
  );
const fill = (template: unknown, values: Record<string, string>) =>
  String(template).replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');

/** Decision 036: a report blocks at once; throwaway addresses are refused at sign-up. */
for (const [site, language] of [
  [SITE_EN, 'en'],
  [SITE_NL, 'nl'],
] as const) {
  test(`a report blocks the reported member at once (${language})`, async ({ browser }, info) => {
    const viewport = info.project.use.viewport ?? { width: 1280, height: 800 };
    const t = texts(language);
    const anna = await newMember(browser, site, { name: 'Anna', gender: 'female' }, { viewport });
    const bram = await newMember(browser, site, { name: 'Bram', gender: 'male' }, { viewport });
    try {
      const errors = watchErrors(anna.page);
      await anna.page.goto(`/members/${bram.id}`);
      await anna.page.getByRole('button', { name: String(t.member!.report), exact: true }).click();
      const dialog = anna.page.getByRole('dialog', { name: fill(t.member!.reportTitle, { name: 'Bram' }) });
      const box = dialog.getByRole('checkbox', { name: String(t.member!.reportAlsoBlock) });
      await expect(box).toBeChecked();
      await dialog.getByLabel(String((t.member!.reasons as Record<string, string>).harassment)).check();
      await screenshot(anna.page, `report-block-${language}`);
      await expectAccessible(anna.page, 'the report dialog');
      await dialog.getByRole('button', { name: String(t.member!.reportSend) }).click();
      await expect(dialog.getByText(fill(t.member!.reportBlocked, { name: 'Bram' }))).toBeVisible();
      await screenshot(anna.page, `report-block-receipt-${language}`);
      const next = await bram.context.request.post('/api/chat.php', {
        headers: { 'x-request-type': 'client' },
        data: { profile_id: anna.id, text: 'Why?', client_id: randomUUID() },
      });
      expect(next.status()).toBe(403);
      expect((await next.json()).error).toBe('blocked');
      expect(errors).toEqual([]);
    } finally {
      await anna.context.close();
      await bram.context.close();
    }
  });

  test(`sign-up refuses a throwaway address with a translated message (${language})`, async ({
    browser,
  }, info) => {
    const viewport = info.project.use.viewport ?? { width: 1280, height: 800 };
    const t = texts(language);
    const context = await browser.newContext({ baseURL: site, viewport });
    const page = await context.newPage();
    try {
      await dismissEntryWarning(page);
      await page.goto('/signup');
      await page.getByLabel(String(t.form!.email)).fill(`e2e-${Date.now()}@mailinator.com`);
      await page.getByLabel(String(t.form!.name)).fill('Robin');
      await page.getByLabel(String(t.form!.password), { exact: true }).fill('Tulips and canals 2026');
      await page.getByLabel(String(t.form!.day)).selectOption('14');
      await page.getByLabel(String(t.form!.month)).selectOption({ index: 3 });
      await page.getByLabel(String(t.form!.year)).selectOption('1992');
      await page
        .getByRole('group', { name: String(t.form!.gender) })
        .getByText(String(t.form!.female), { exact: true })
        .click();
      await page.getByRole('button', { name: String(t.signup!.submit) }).click();
      const email = page.getByLabel(String(t.form!.email));
      await expect(email).toHaveAttribute('aria-invalid', 'true');
      await expect(email).toHaveAccessibleDescription(String(t.errors!.email_disposable));
      await screenshot(page, `signup-disposable-${language}`);
    } finally {
      await context.close();
    }
  });

  test(`sign-up answers a +tag variant of an existing account as taken (${language})`, async ({
    browser,
  }, info) => {
    const viewport = info.project.use.viewport ?? { width: 1280, height: 800 };
    const t = texts(language);
    const first = await newMember(browser, site, { name: 'Femke', gender: 'female' }, { viewport });
    const context = await browser.newContext({ baseURL: site, viewport });
    const page = await context.newPage();
    try {
      await dismissEntryWarning(page);
      await page.goto('/signup');
      const [local, domain] = first.email.split('@');
      await page.getByLabel(String(t.form!.email)).fill(`${local}+credits@${domain}`);
      await page.getByLabel(String(t.form!.name)).fill('Femke');
      await page.getByLabel(String(t.form!.password), { exact: true }).fill('Tulips and canals 2026');
      await page.getByLabel(String(t.form!.day)).selectOption('14');
      await page.getByLabel(String(t.form!.month)).selectOption({ index: 3 });
      await page.getByLabel(String(t.form!.year)).selectOption('1992');
      await page
        .getByRole('group', { name: String(t.form!.gender) })
        .getByText(String(t.form!.female), { exact: true })
        .click();
      await page.getByRole('button', { name: String(t.signup!.submit) }).click();
      const email = page.getByLabel(String(t.form!.email));
      await expect(email).toHaveAttribute('aria-invalid', 'true');
      await expect(email).toHaveAccessibleDescription(String(t.errors!.email_taken));
      await screenshot(page, `signup-variant-${language}`);
    } finally {
      await context.close();
      await first.context.close();
    }
  });

  test(`three members reporting a profile hide it from a fourth (${language})`, async ({ browser }, info) => {
    const viewport = info.project.use.viewport ?? { width: 1280, height: 800 };
    const t = texts(language);
    const bram = await newMember(browser, site, { name: 'Bram', gender: 'male' }, { viewport });
    const others = [];
    for (const name of ['Anna', 'Eva', 'Lotte', 'Sanne']) {
      others.push(await newMember(browser, site, { name, gender: 'female' }, { viewport }));
    }
    const [viewer, ...reporters] = others as [(typeof others)[0], ...typeof others];
    try {
      await viewer.page.goto(`/members/${bram.id}`);
      await expect(viewer.page.getByText('Bram').first()).toBeVisible();
      for (const reporter of reporters) {
        const res = await reporter.context.request.post('/api/report.php', {
          headers: { 'x-request-type': 'client' },
          data: { profile_id: bram.id, reason: 'harassment' },
        });
        expect(res.status()).toBe(201);
      }
      await viewer.page.goto(`/members/${bram.id}`);
      await expect(viewer.page.getByText(String(t.errors!.not_found)).first()).toBeVisible();
      await screenshot(viewer.page, `reported-profile-hidden-${language}`);
      const chat = await viewer.context.request.post('/api/chat.php', {
        headers: { 'x-request-type': 'client' },
        data: { profile_id: bram.id, text: 'Hi', client_id: randomUUID() },
      });
      expect(chat.status()).toBe(404);
    } finally {
      await bram.context.close();
      for (const m of others) await m.context.close();
    }
  });
}
