import { readFileSync } from 'node:fs';
import { unzipSync } from 'fflate';
import {
  expect,
  expectAccessible,
  newMember,
  SITE_EN,
  SITE_NL,
  screenshot,
  test,
  watchErrors,
} from './fixtures';

type Catalogue = { settings: { export: Record<string, string> } };
const texts = (language: 'en' | 'nl'): Catalogue =>
  JSON.parse(
    readFileSync(`${import.meta.dirname}/../../../packages/shared/src/locales/${language}.json`, 'utf8'),
  );
const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');

/** Decision 043: a member asks for their data in the settings and downloads it from the mailed link. */
for (const [site, language] of [
  [SITE_EN, 'en'],
  [SITE_NL, 'nl'],
] as const) {
  test(`a member downloads their own data from the settings (${language})`, async ({ browser }, info) => {
    const viewport = info.project.use.viewport ?? { width: 1280, height: 800 };
    const t = texts(language).settings.export;
    const anna = await newMember(browser, site, { name: 'Anna', gender: 'female' }, { viewport });
    try {
      const errors = watchErrors(anna.page);
      await anna.page.goto('/settings');
      const card = anna.page.getByRole('region', { name: t.title });
      await card.getByRole('button', { name: t.request }).click();
      await expect(card.getByRole('status')).toHaveText(fill(t.sent!, { email: anna.email }));
      await card.scrollIntoViewIfNeeded();
      await screenshot(anna.page, `export-requested-${language}`);

      // A second request the same day is refused with the time it may be asked again.
      await anna.page.reload();
      await card.getByRole('button', { name: t.request }).click();
      const [before, after] = t.tooSoon!.split('{{time}}') as [string, string];
      const literal = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      await expect(card.getByRole('alert')).toHaveText(new RegExp(`^${literal(before)}.+${literal(after)}$`));

      const mails = await (
        await anna.context.request.get(`/dev/mail.json?to=${encodeURIComponent(anna.email)}`)
      ).json();
      const text = (mails.mails as { text: string }[]).map((m) => m.text).join('\n');
      const link = new URL(text.match(/https?:\/\/\S+\/settings\?export=[\w-]+#settings-export/)![0]);
      await anna.page.goto(link.pathname + link.search + link.hash);
      await expect(card.getByText(t.ready!)).toBeVisible();
      await screenshot(anna.page, `export-ready-${language}`);
      await expectAccessible(anna.page, 'the data export card');
      const [download] = await Promise.all([
        anna.page.waitForEvent('download'),
        card.getByRole('link', { name: t.download }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^amora-data-\d+-\d{4}-\d\d-\d\d\.zip$/);
      const files = unzipSync(new Uint8Array(readFileSync((await download.path())!)));
      const data = JSON.parse(new TextDecoder().decode(files['data.json']));
      expect(data.account.email).toBe(anna.email);
      expect(data.profile.name).toBe('Anna');
      await expect(card.getByRole('status')).toHaveText(t.downloaded!);

      // The link worked once.
      const again = await anna.context.request.get(
        `/api/data-export.php${link.search.replace('export', 'token')}`,
      );
      expect(again.status()).toBe(410);
      // The browser logs the second request's deliberate 429; nothing else may fail.
      expect(errors.filter((e) => !e.includes('status of 429'))).toEqual([]);
    } finally {
      await anna.context.close();
    }
  });
}
