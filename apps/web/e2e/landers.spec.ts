import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LANDER_NAMES } from '@amora/shared/routes';
import { chromium, type Page } from '@playwright/test';
import {
  dismissEntryWarning,
  expect,
  inGroups,
  SITE_EN,
  SITE_NL,
  screenshot,
  test,
  visitInNewPage,
  watchErrors,
} from './fixtures';

const TRACKING = 'network=adnet&ref=partner7&sub1=s1&sub2=s2&sub3=s3';

/** A member the landers show (with a photo), from the same API the landers use. */
async function someMember(page: Page): Promise<{ id: number; name: string }> {
  const answer = await (await page.request.get('/api/lander.php?count=1')).json();
  return answer.profiles[0];
}

/** Real member photos: at least one image of the landing loaded with pixels. */
async function expectMemberPhotos(page: Page) {
  const photo = page.locator('img.lander-photo').first();
  await expect(photo).toBeVisible();
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  expect(await photo.getAttribute('src')).toMatch(/^\/photos\//);
}

test.describe('landing pages', () => {
  const landers = ['/landers/tinderswipe', ...LANDER_NAMES.map((name) => `/landers/${name}/summer`)];
  for (const group of inGroups(landers, 3)) {
    test(`${group.join(', ')} show members and lead into the sign-up with the tracking kept`, async ({
      context,
    }) => {
      await dismissEntryWarning(context);
      for (const path of group)
        await visitInNewPage(context, path, async (page) => {
          const errors = watchErrors(page);
          const response = await page.goto(`${path}?${TRACKING}`);
          expect(response?.status()).toBe(200);
          await expect(page.locator('[data-layout="lander"]')).toBeVisible();
          await expect(page.locator('h1').first()).not.toBeEmpty();
          await expectMemberPhotos(page);
          await page.waitForLoadState('networkidle');
          await screenshot(page, path.split('/')[2]!);
          const cta = page.locator('a.lander-cta__button').first();
          await expect(cta).toHaveAttribute('href', `/signup?${TRACKING}`);
          await cta.click();
          await expect(page).toHaveURL(`/signup?${TRACKING}`);
          await expect(page.locator('[data-layout="empty"]')).toBeVisible();
          // The main app kept the landing's tracking for the sign-up call.
          const kept = await page.evaluate(() => sessionStorage.getItem('amora.tracking'));
          expect(JSON.parse(kept ?? '{}')).toEqual({
            network: 'adnet',
            ref: 'partner7',
            sub1: 's1',
            sub2: 's2',
            sub3: 's3',
          });
          expect(errors).toEqual([]);
        });
    });
  }

  test('the swipe deck moves on and asks for the sign-up after three likes', async ({ page }) => {
    await dismissEntryWarning(page);
    await page.goto('/landers/tinderswipe');
    const like = page.getByRole('button', { name: 'Like', exact: true });
    for (let i = 0; i < 3; i++) {
      // The buttons are disabled while a card flies out: each click waits for the next card.
      await like.click();
      // The card flying off never widens the page: a sideways scroll moved the buttons away from
      // under the next tap.
      expect(
        await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        ),
      ).toBe(0);
    }
    // The visitor's own likes are not likes received: the panel asks instead of claiming.
    await expect(page.getByRole('heading', { name: 'Want to know if they like you too?' })).toBeVisible();
    await expect(page.getByText(/new likes/i)).toHaveCount(0);
    await screenshot(page, 'swipe-lander-done');
  });
});

test('a lander visitor meets the entry warning on Sign up free, and the sign-up form is not covered', async ({
  page,
}) => {
  // An English visitor: the lander layout shows them no warning (NL and DE only), the sign-up's does.
  await page.goto(`${SITE_EN}/landers/video/summer?${TRACKING}`);
  await expect(page.locator('[data-layout="lander"]')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.locator('a.lander-cta__button').first().click();
  const warning = page.getByRole('dialog', { name: 'Important information' });
  await expect(warning).toBeVisible();
  await expect(page).toHaveURL(/\/landers\/video/);
  await screenshot(page, 'lander-cta-warning');
  await warning.getByRole('button', { name: 'I am 18+, enter' }).click();
  await expect(page).toHaveURL(`/signup?${TRACKING}`);
  await expect(page.getByLabel('E-mail address')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByLabel('E-mail address').fill('typing-at-once@example.com');
  await screenshot(page, 'lander-cta-signup');
});

test.describe('member landings', () => {
  test("/members/{id}/landing, landing2 and landing3 put the member up front and lead to that member's sign-up", async ({
    context,
  }) => {
    await dismissEntryWarning(context);
    for (const variant of ['landing', 'landing2/hello', 'landing3']) {
      await visitInNewPage(context, `/members/{id}/${variant}`, async (page) => {
        const errors = watchErrors(page);
        const member = await someMember(page);
        await page.goto(`/members/${member.id}/${variant}?ref=partner7`);
        await expect(page.locator('[data-layout="lander"]')).toBeVisible();
        await expect(page.locator('h1')).toContainText(member.name);
        await expectMemberPhotos(page);
        await page.waitForLoadState('networkidle');
        await screenshot(page, `member-${variant.split('/')[0]}`);
        const cta = page.locator('a.lander-cta__button');
        await expect(cta).toHaveAttribute(
          'href',
          `/members/${member.id}/signup?ref=partner7&next=%2Fmembers%2F${member.id}%2Fchat`,
        );
        await cta.click();
        await expect(page.locator('h1')).toContainText(member.name);
        await expect(
          page.locator('[data-layout="empty"] form, [data-layout="empty"] input').first(),
        ).toBeVisible();
        await screenshot(page, `member-signup-${variant.split('/')[0]}`);
        expect(errors).toEqual([]);
      });
    }
  });
});

test.describe('static pages', () => {
  test('the terms carry the version date of each demo company', async ({ page }) => {
    await dismissEntryWarning(page);
    const errors = watchErrors(page);
    // Amora's company was added on 2024-03-01, after the default 2023-12-01 12:00 UTC.
    await page.goto(`${SITE_EN}/pages/terms`);
    await expect(page.locator('.static-page__body')).toContainText('Version of 1 March 2024');
    await expect(page.locator('.static-page__body')).toContainText('Amora Media B.V.');
    await screenshot(page, 'terms-en');
    // Vonkje's company is older: the default date, in Dutch.
    // The entry warning stays away here too (dismissEntryWarning sets it for every origin).
    await page.goto(`${SITE_NL}/pages/terms`);
    await expect(page.locator('.static-page__body')).toContainText('1 december 2023');
    await expect(page.locator('.static-page__body')).toContainText('Vonkje Online B.V.');
    await screenshot(page, 'terms-nl');
    expect(errors).toEqual([]);
  });

  test('the return policy states the refund period and links work inside the app', async ({ page }) => {
    await dismissEntryWarning(page);
    await page.goto('/pages/return-policy');
    await expect(page.locator('.static-page__body')).toContainText('14');
    await screenshot(page, 'return-policy');
    await page.goto('/pages/faq');
    await expect(page.locator('.static-page__body h2').first()).toBeVisible();
    await screenshot(page, 'faq');
  });

  test('/lang-config keeps the chosen language in the cookie', async ({ page, context }) => {
    await dismissEntryWarning(page);
    await page.goto('/lang-config');
    await screenshot(page, 'lang-config');
    await page.getByRole('button', { name: 'Deutsch' }).click();
    await expect(page).toHaveURL(/\/$/);
    const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected');
    expect(cookie?.value).toBe('de');
    await page.goto('/pages/terms');
    await expect(page.locator('.static-page__body')).toContainText('1. März 2024');
  });
});

test.describe('installed-app mode', () => {
  /**
   * Emulates `display-mode: standalone`, as when the site runs as an installed app. Chromium's
   * media emulation has no display-mode feature, so the page's matchMedia answers for it.
   */
  async function standalone(page: Page) {
    await page.addInitScript(() => {
      const original = window.matchMedia.bind(window);
      window.matchMedia = (query: string) =>
        /display-mode:\s*standalone/.test(query)
          ? ({ ...original('(min-width: 0px)'), matches: true, media: query } as MediaQueryList)
          : original(query);
    });
  }

  test('adds the installed-app class and shows the back button exactly on the listed routes', async ({
    page,
  }) => {
    await dismissEntryWarning(page);
    await standalone(page);
    const member = await someMember(page);
    // Likes need a member: sign up (the session cookie lands in this page's context).
    const signup = await page.request.post('/api/signup.php', {
      headers: { 'x-request-type': 'client' },
      data: {
        email: `app-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`,
        name: 'Appie',
        password: 'Tulips and canals 2026',
        date_of_birth: '1990-04-12',
        gender: 'male',
        seeking: 'female',
      },
    });
    expect(signup.status()).toBe(201);
    const withBack = [
      `/members/${member.id}`,
      '/likes/received',
      `/likes/m/${member.id}`,
      '/credits',
      '/credits/3/ideal',
    ];
    const without = ['/', '/members', '/likes', '/pages/terms', '/complaints', '/pricing'];
    for (const path of [...withBack, ...without]) {
      await page.goto(path);
      await expect(page.locator('.layout')).toHaveClass(/installed-app/);
      await expect(page.locator('.layout')).toHaveClass(/logged-in/);
      await expect(page).toHaveURL(new RegExp(`${path.replace(/[/]/g, '\\/')}$`));
      const back = page.locator('.top-bar__back');
      if (withBack.includes(path)) await expect(back, path).toBeVisible();
      else await expect(back, path).toHaveCount(0);
    }
    await page.goto(`/members/${member.id}`);
    await screenshot(page, 'installed-app-back');
  });

  test('no back button in a browser tab', async ({ page }) => {
    await dismissEntryWarning(page);
    await page.goto('/credits');
    await expect(page.locator('.layout')).not.toHaveClass(/installed-app/);
    await expect(page.locator('.top-bar__back')).toHaveCount(0);
  });

  test('the manifest is valid and the app installable', async ({ browserName }, info) => {
    test.skip(browserName !== 'chromium');
    // Chromium never offers installation in an incognito-like context: use a real profile.
    const profile = mkdtempSync(path.join(tmpdir(), 'amora-pwa-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu'],
      baseURL: info.project.use.baseURL,
    });
    try {
      const page = await context.newPage();
      await page.goto('/');
      const cdp = await context.newCDPSession(page);
      const manifest = await cdp.send('Page.getAppManifest');
      expect(manifest.errors).toEqual([]);
      // The site's name; the admin journey (staff.spec.ts, desktop) may be renaming it meanwhile.
      expect(JSON.parse(manifest.data ?? '{}')).toMatchObject({
        name: expect.stringMatching(/^Amora( Deluxe)?$/),
        display: 'standalone',
      });
      await expect
        .poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors)
        .toEqual([]);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });
});
