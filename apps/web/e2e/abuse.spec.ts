import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
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
import { staffOverApi } from './staff-auth';

type Catalogue = Record<string, Record<string, unknown>>;
const texts = (language: 'en' | 'nl'): Catalogue =>
  JSON.parse(
    readFileSync(`${import.meta.dirname}/../../../packages/shared/src/locales/${language}.json`, 'utf8'),
  );
const fill = (template: unknown, values: Record<string, string>) =>
  String(template).replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');

/** The sign-up form filled in and sent, as a woman born 14 April 1992. */
async function signUp(page: Page, t: Catalogue, email: string, name: string) {
  await page.getByLabel(String(t.form!.email)).fill(email);
  await page.getByLabel(String(t.form!.name)).fill(name);
  await page.getByLabel(String(t.form!.password), { exact: true }).fill('Tulips and canals 2026');
  await page.getByLabel(String(t.form!.day)).selectOption('14');
  await page.getByLabel(String(t.form!.month)).selectOption({ index: 3 });
  await page.getByLabel(String(t.form!.year)).selectOption('1992');
  await page
    .getByRole('group', { name: String(t.form!.gender) })
    .getByText(String(t.form!.female), { exact: true })
    .click();
  await page.getByRole('button', { name: String(t.signup!.submit) }).click();
}

const CLIENT = { 'x-request-type': 'client' };

/**
 * Decision 036: a report blocks at once; throwaway addresses are refused at sign-up. Each language
 * at one width (English on the phone, Dutch on the desktop): the refusals are the same screens at
 * both, and the four combinations took a tenth of the journeys' time (decision 046, "How long CI
 * takes").
 */
for (const [site, language, width] of [
  [SITE_EN, 'en', 'phone'],
  [SITE_NL, 'nl', 'desktop'],
] as const) {
  test.describe(`${language} on the ${width}`, () => {
    test.skip(
      ({ isMobile }) => isMobile !== (width === 'phone'),
      `the ${language} refusals run on the ${width} only`,
    );
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
        await signUp(page, t, `e2e-${Date.now()}@mailinator.com`, 'Robin');
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
        await signUp(page, t, `${local}+credits@${domain}`, 'Femke');
        const email = page.getByLabel(String(t.form!.email));
        await expect(email).toHaveAttribute('aria-invalid', 'true');
        await expect(email).toHaveAccessibleDescription(String(t.errors!.email_taken));
        await screenshot(page, `signup-variant-${language}`);
      } finally {
        await context.close();
        await first.context.close();
      }
    });

    test(`three members reporting a profile hide it from a fourth (${language})`, async ({
      browser,
    }, info) => {
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

    test(`a scam message reaches staff: the first shows a safety tip, the second waits for a moderator (${language})`, async ({
      browser,
    }, info) => {
      const viewport = info.project.use.viewport ?? { width: 1280, height: 800 };
      const t = texts(language);
      const anna = await newMember(browser, site, { name: 'Anna', gender: 'female' }, { viewport });
      const bram = await newMember(browser, site, { name: 'Bram', gender: 'male' }, { viewport });
      // Staff sign in on the first site; the queue holds every site's messages.
      const staffContext = await browser.newContext({ baseURL: SITE_EN, viewport });
      const write = async (text: string) => {
        const res = await bram.context.request.post('/api/chat.php', {
          headers: CLIENT,
          data: { profile_id: anna.id, text, client_id: randomUUID() },
        });
        expect(res.status()).toBe(200);
        return (await res.json()).message as { id: number; conversation_id: number; status: string };
      };
      try {
        const errors = watchErrors(anna.page);
        const transfer = 'send 200 euro by western union to NL91ABNA0417164300';
        const first = await write(transfer);
        expect(first.status).toBe('delivered');
        await anna.page.goto(`/chats/${first.conversation_id}`);
        const log = anna.page.getByRole('log');
        const bubble = log.getByRole('listitem').filter({ hasText: transfer });
        await expect(bubble.getByRole('note')).toHaveText(String(t.chat!.safetyTip));
        await screenshot(anna.page, `scam-safety-tip-${language}`);
        await expectAccessible(anna.page, 'the safety tip under a flagged message');

        const whatsapp = 'whatsapp me on +31612345678';
        const second = await write(whatsapp);
        expect(second.status).toBe('sent');

        await staffOverApi(staffContext, 'moderator');
        const staff = await staffContext.newPage();
        await staff.goto('/staff/reports');
        const card = staff.getByTestId(`flagged-${second.id}`);
        await expect(card.getByText('Held: not shown to the recipient')).toBeVisible();
        await expect(card.getByText('messenger: whatsapp')).toBeVisible();
        await expect(card.getByText('phone number: +31612345678')).toBeVisible();
        await card.getByText('The sender’s messages of the last 7 days').click();
        await expect(card.getByText(transfer)).toBeVisible();
        await screenshot(staff, `scam-staff-queue-${language}`);
        // Not shown to Anna until released.
        await anna.page.reload();
        await expect(bubble).toBeVisible();
        await expect(log.getByText(whatsapp)).toHaveCount(0);

        await card.getByRole('button', { name: 'Release to the recipient' }).click();
        await expect(card).toHaveCount(0);
        await anna.page.reload();
        const released = log.getByRole('listitem').filter({ hasText: whatsapp });
        await expect(released.getByRole('note')).toHaveText(String(t.chat!.safetyTip));
        await screenshot(anna.page, `scam-released-${language}`);
        expect(errors).toEqual([]);
      } finally {
        await anna.context.close();
        await bram.context.close();
        await staffContext.close();
      }
    });

    test(`a first message with an offensive word asks once before it goes (${language})`, async ({
      browser,
    }, info) => {
      const viewport = info.project.use.viewport ?? { width: 1280, height: 800 };
      const t = texts(language);
      const offensive = t.chat!.offensive as Record<string, string>;
      const anna = await newMember(browser, site, { name: 'Anna', gender: 'female' }, { viewport });
      const bram = await newMember(browser, site, { name: 'Bram', gender: 'male' }, { viewport });
      try {
        const errors = watchErrors(bram.page);
        await bram.page.goto(`/members/${anna.id}/chat`);
        const composer = bram.page.getByRole('textbox', { name: fill(t.chat!.label, { name: 'Anna' }) });
        const text = language === 'nl' ? 'Hoi klootzak, alles goed?' : 'Hi asshole, how are you?';
        await composer.fill(text);
        await bram.page.getByRole('button', { name: String(t.chat!.send), exact: true }).click();
        const alert = bram.page.getByRole('alert', { name: offensive.title });
        await expect(alert).toContainText(offensive.text!);
        await expect(composer).toHaveValue(text);
        await screenshot(bram.page, `first-message-nudge-${language}`);
        await expectAccessible(bram.page, 'the first-message nudge');
        await alert.getByRole('button', { name: offensive.send }).click();
        await expect(bram.page.getByRole('log').getByText(text)).toBeVisible();
        await expect(alert).toHaveCount(0);
        await screenshot(bram.page, `first-message-nudge-sent-${language}`);
        // The browser logs the question's 409 like any refused request; nothing else may fail.
        expect(errors.filter((e) => !e.includes('409 (Conflict)'))).toEqual([]);
      } finally {
        await anna.context.close();
        await bram.context.close();
      }
    });
  });
}
