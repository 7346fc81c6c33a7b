import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import {
  dismissEntryWarning,
  expect,
  expectAccessible,
  SITE_CHALLENGE,
  screenshot,
  test,
  watchErrors,
} from './fixtures';

/**
 * Decision 042: bot sign-ups meet a proof-of-work challenge (ALTCHA, solved in the browser by a
 * worker of the site's own) and a filled honeypot is refused. The journeys' server lifts the
 * threshold on the demo sites, where the other journeys sign up many members from 127.0.0.1; this
 * one signs up on the challenge site, whose every sign-up meets the check (signup_challenge_after
 * 0), so it changes no setting under them, and the two projects running at once each meet the
 * check on their own. In the site's English and in Dutch, at 375 and 1280 px.
 */
test.use({ baseURL: SITE_CHALLENGE });

type Catalogue = Record<string, Record<string, unknown>>;
const texts = (language: 'en' | 'nl'): Catalogue =>
  JSON.parse(
    readFileSync(`${import.meta.dirname}/../../../packages/shared/src/locales/${language}.json`, 'utf8'),
  );
const at = (t: Catalogue, path: string) =>
  String(path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], t));

const PASSWORD = 'Tulips and canals 2026';
const SIGNUP = '/api/signup.php';

/** The sign-up form filled in as a woman born 14 April 1992 looking for a man; not sent. */
async function fillSignUp(page: Page, t: Catalogue, email: string) {
  await page.getByLabel(at(t, 'form.email')).fill(email);
  await page.getByLabel(at(t, 'form.name')).fill('Robin');
  await page.getByLabel(at(t, 'form.password'), { exact: true }).fill(PASSWORD);
  await page.getByLabel(at(t, 'form.day')).selectOption('14');
  await page.getByLabel(at(t, 'form.month')).selectOption({ index: 4 });
  await page.getByLabel(at(t, 'form.year')).selectOption('1992');
  await page
    .getByRole('group', { name: at(t, 'form.gender') })
    .getByText(at(t, 'form.female'), { exact: true })
    .click();
}

/** The body of the next sign-up the page sends, and the answer it gets. */
async function nextSignUp(page: Page, send: () => Promise<unknown>) {
  const [request] = await Promise.all([
    page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === SIGNUP),
    send(),
  ]);
  const response = await request.response();
  return {
    body: request.postDataJSON() as Record<string, unknown>,
    status: response?.status(),
    answer: (await response?.json()) as { error?: string; fields?: Record<string, string> },
  };
}

/** A sign-up as a script would send it: over the API, from a page of the site (Node can't resolve *.localhost). */
const postSignUp = (page: Page, body: Record<string, unknown>) =>
  page.evaluate(
    async ([path, data]) => {
      const res = await fetch(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-request-type': 'client' },
        body: JSON.stringify(data),
      });
      return { status: res.status, answer: await res.json() };
    },
    [SIGNUP, body] as const,
  );

const person = (email: string) => ({
  email,
  name: 'Robin',
  password: PASSWORD,
  date_of_birth: '1992-05-14',
  gender: 'female',
  seeking: 'male',
});

/** Until the check's own transitions (the tick drawing itself) have run, for a screenshot of the result. */
const settled = (page: Page) =>
  page.locator('altcha-widget').evaluate((widget) =>
    Promise.all(
      widget
        .getAnimations({ subtree: true })
        .filter((a) => a.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((a) => a.finished),
    ),
  );

/** A refused sign-up's 400 is logged by the browser; nothing else may be. */
const unexpected = (errors: string[]) => errors.filter((e) => !/status of 400/.test(e));

for (const language of ['en', 'nl'] as const) {
  test(`a sign-up meets the proof-of-work check, solved in the browser, passed by keyboard (${language})`, async ({
    page,
    browser,
  }, info) => {
    test.slow();
    const t = texts(language);
    await page.context().addCookies([{ name: 'i18n_redirected', value: language, url: SITE_CHALLENGE }]);
    await dismissEntryWarning(page);
    const errors = watchErrors(page);
    const email = `challenge-${language}-${info.project.name}-${Date.now()}@example.com`;

    await page.goto('/signup');
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await fillSignUp(page, t, email);
    // No check is loaded before the server asks for it.
    await expect(page.locator('altcha-widget')).toHaveCount(0);

    // Sent without a solved challenge: refused with the translated message, and the check appears.
    const first = await nextSignUp(page, () =>
      page.getByRole('button', { name: at(t, 'signup.submit') }).click(),
    );
    expect(first.body.altcha).toBeUndefined();
    expect(first.status).toBe(400);
    expect(first.answer.fields).toEqual({ altcha: 'challenge_required' });
    await expect(page.getByRole('alert')).toHaveText(at(t, 'errors.challenge_required'));
    await expect(page.getByText(at(t, 'signup.challenge.intro'))).toBeVisible();
    const check = page.getByRole('checkbox', {
      name: new RegExp(
        [
          at(t, 'signup.challenge.label'),
          at(t, 'signup.challenge.verifying'),
          at(t, 'signup.challenge.verified'),
        ]
          .map((s) => `^${s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`)
          .join('|'),
      ),
    });
    await expect(check).toBeVisible();
    await screenshot(page, `challenge-asked-${language}`);

    // It solves itself (nothing to click or type), labelled in the member's language.
    const checked = page.getByRole('checkbox', { name: at(t, 'signup.challenge.verified'), exact: true });
    await expect(checked).toBeChecked({ timeout: 120_000 });
    await expectAccessible(page, 'the sign-up form with the check');

    // Keyboard: Tab from the last field reaches the check (the honeypot is skipped); Space clears
    // it and runs it again; Tab reaches the button, Enter sends.
    await page.getByLabel(at(t, 'form.signupMessage')).focus();
    await page.keyboard.press('Tab');
    await expect(checked).toBeFocused();
    await page.keyboard.press('Space');
    const unchecked = page.getByRole('checkbox', { name: at(t, 'signup.challenge.label'), exact: true });
    await expect(unchecked).not.toBeChecked();
    await expect(unchecked).toBeFocused();
    await screenshot(page, `challenge-cleared-${language}`);
    await page.keyboard.press('Space');
    await expect(checked).toBeChecked({ timeout: 120_000 });
    await expect(checked).toBeFocused();
    await settled(page);
    await screenshot(page, `challenge-checked-${language}`);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: at(t, 'signup.submit') })).toBeFocused();

    // With the solution the sign-up goes through: the account exists and its next step shows.
    const second = await nextSignUp(page, () => page.keyboard.press('Enter'));
    expect(typeof second.body.altcha).toBe('string');
    expect(second.status).toBe(201);
    await expect(page.getByRole('heading', { name: at(t, 'signup.photoTitle') })).toBeVisible();
    const me = await page.evaluate(async () => (await fetch('/api/user.php')).json());
    expect(me.user).toMatchObject({ email, language, credits: 20, profile: { name: 'Robin' } });
    await screenshot(page, `challenge-created-${language}`);

    // Over the API, as a script: the site asks every sign-up, and refuses one without a solution,
    // one with the solution just used, and one with the honeypot filled (that none of them makes
    // an account: modules/auth/signup-challenge.test.ts).
    const bot = await browser.newContext({ baseURL: SITE_CHALLENGE });
    try {
      const api = await bot.newPage();
      const asked = await api.goto('/api/signup-challenge.php');
      expect(await asked?.json()).toMatchObject({ required: true });
      const other = (tag: string) => email.replace('@', `-${tag}@`);
      const none = await postSignUp(api, person(other('none')));
      expect(none).toEqual({
        status: 400,
        answer: expect.objectContaining({
          error: 'validation_failed',
          fields: { altcha: 'challenge_required' },
        }),
      });
      const again = await postSignUp(api, { ...person(other('again')), altcha: second.body.altcha });
      expect(again.status).toBe(400);
      expect(again.answer.fields).toEqual({ altcha: 'challenge_failed' });
      const honey = await postSignUp(api, { ...person(other('honey')), website: 'https://spam.example' });
      expect(honey.status).toBe(400);
      expect(honey.answer.fields).toEqual({ website: 'must_be_empty' });
    } finally {
      await bot.close();
    }
    expect(unexpected(errors)).toEqual([]);
  });

  test(`a sign-up form whose hidden field a bot filled is refused with the translated message (${language})`, async ({
    page,
  }, info) => {
    const t = texts(language);
    await page.context().addCookies([{ name: 'i18n_redirected', value: language, url: SITE_CHALLENGE }]);
    await dismissEntryWarning(page);
    const errors = watchErrors(page);
    await page.goto('/signup');
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await fillSignUp(page, t, `honey-${language}-${info.project.name}-${Date.now()}@example.com`);
    // People never meet the field: out of sight, out of the tab order, hidden from screen readers.
    const honeypot = page.locator('input[name="website"]');
    await expect(honeypot).toHaveAttribute('tabindex', '-1');
    await expect(page.getByRole('textbox', { name: at(t, 'signup.honeypot') })).toHaveCount(0);
    await honeypot.fill('https://spam.example', { force: true });

    const sent = await nextSignUp(page, () =>
      page.getByRole('button', { name: at(t, 'signup.submit') }).click(),
    );
    expect(sent.body.website).toBe('https://spam.example');
    expect(sent.status).toBe(400);
    expect(sent.answer.fields).toEqual({ website: 'must_be_empty' });
    await expect(page.getByRole('alert')).toHaveText(at(t, 'errors.must_be_empty'));
    // The honeypot is answered first: no check is offered to a bot that gave itself away.
    await expect(page.locator('altcha-widget')).toHaveCount(0);
    await screenshot(page, `honeypot-refused-${language}`);
    expect(unexpected(errors)).toEqual([]);
  });
}
