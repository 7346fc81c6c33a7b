import type { Browser, Page } from '@playwright/test';
import { dismissEntryWarning, expect, newMember, SITE_EN, screenshot, test, watchErrors } from './fixtures';

/**
 * The languages with the longest words (Polish, Finnish, German, Dutch) fit a 375 px phone: no
 * page scrolls sideways, the sign-up's gender buttons do not overlap, the month's placeholder is
 * not cut; counts read in the language's plural form (docs/decisions/032-language-register-and-plurals.md).
 */
const LONG_WORDS = ['pl', 'fi', 'de', 'nl'] as const;

async function inLanguage(page: Page, language: string) {
  await page.context().addCookies([{ name: 'i18n_redirected', value: language, url: SITE_EN }]);
}

/** The page's width beyond its viewport, in CSS pixels (0 when nothing scrolls sideways). */
const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The sign-up fits: nothing scrolls sideways, the gender buttons apart and whole, the birth date's placeholders whole. */
async function signUpFits(page: Page, language: string) {
  const errors = watchErrors(page);
  await page.goto('/signup');
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  const groups = page.locator('fieldset.choice-group');
  await expect(groups).toHaveCount(2);
  await expect(groups.first().locator('label.btn').first()).toBeVisible();
  expect(await sideways(page)).toBe(0);

  // No two gender buttons overlap, and each shows its whole word.
  const boxes = await page.locator('fieldset.choice-group label.btn').evaluateAll((labels) =>
    labels.map((label) => {
      const r = label.getBoundingClientRect();
      return {
        left: r.left,
        right: r.right,
        top: r.top,
        bottom: r.bottom,
        cut: label.scrollWidth > label.clientWidth,
      };
    }),
  );
  expect(boxes).toHaveLength(4);
  for (const [i, a] of boxes.entries()) {
    expect(a.cut).toBe(false);
    for (const b of boxes.slice(i + 1)) {
      const apart =
        a.right <= b.left + 0.5 ||
        b.right <= a.left + 0.5 ||
        a.bottom <= b.top + 0.5 ||
        b.bottom <= a.top + 0.5;
      expect(apart).toBe(true);
    }
  }

  // The birth date's placeholders fit their selects (text width against the room left of the arrow).
  const cut = await page.locator('fieldset.birth-date select').evaluateAll((selects) =>
    selects.map((select) => {
      const element = select as HTMLSelectElement;
      const style = getComputedStyle(element);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const text = element.options[element.selectedIndex]?.text ?? '';
      const room =
        element.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
      return context.measureText(text).width > room + 0.5 ? text : null;
    }),
  );
  expect(cut.filter(Boolean)).toEqual([]);
  await screenshot(page, `signup-${language}`);
  expect(errors).toEqual([]);
}

/** The price list fits: nothing scrolls sideways, each table inside its card. */
async function priceListFits(page: Page, language: string) {
  await page.goto('/pricing');
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  const tables = page.locator('.price-table');
  await expect(tables).toHaveCount(2);
  await expect(tables.first().locator('tbody tr').first()).toBeVisible();
  expect(await sideways(page)).toBe(0);
  // Each table stays inside its card: the popular badge and the column heads wrap.
  const overflow = await tables.evaluateAll((cards) =>
    cards.map((card) => {
      const style = getComputedStyle(card);
      const room =
        card.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
      return (card.querySelector('table') as HTMLElement).scrollWidth - Math.ceil(room);
    }),
  );
  for (const px of overflow) expect(px).toBeLessThanOrEqual(0);
  await screenshot(page, `pricing-${language}`);
}

/** The legal and service pages, whose titles hold the longest single words (Rückerstattungsrichtlinie). */
const LEGAL_PAGES = ['terms', 'privacy', 'cookies', 'faq', 'ban', 'return-policy', 'service'] as const;

/** Each legal page is in the language and nothing on it scrolls sideways. */
async function legalPagesFit(page: Page, language: string) {
  for (const name of LEGAL_PAGES) {
    await page.goto(`/pages/${name}`);
    await expect(page.locator('article[lang]')).toHaveAttribute('lang', language);
    await expect(page.locator('.static-page h1')).toBeVisible();
    expect(await sideways(page), `/pages/${name}`).toBe(0);
    if (name === 'terms' || name === 'return-policy') await screenshot(page, `pages-${name}-${language}`);
  }
}

/** What a member reads on the likes, search and credits screens, per language. */
const MEMBER_SCREENS = {
  pl: {
    received: 'Otrzymane',
    fresh: '1 nowe',
    found: /^Znaleziono \S+ (osobę|osoby|osób)$/,
    balance: /^Twoje saldo: \d+ (kredyt|kredyty|kredytów)$/,
  },
  fi: {
    received: 'Saadut',
    fresh: '1 uusi',
    found: /^Löytyi \S+ (jäsen|jäsentä)$/,
    balance: /^Saldosi: \d+ (krediitti|krediittiä)$/,
  },
  de: {
    received: 'Erhalten',
    fresh: '1 neu',
    found: /^\S+ (Mitglied|Mitglieder) gefunden$/,
    balance: /^Dein Guthaben: \d+ (Credit|Credits)$/,
  },
  nl: {
    received: 'Ontvangen',
    fresh: '1 nieuw',
    found: /^\S+ (lid|leden) gevonden$/,
    balance: /^Je saldo: \d+ (credit|credits)$/,
  },
} as const;

/** A member's likes tabs, search count and balance fit and read in the language. */
async function memberScreensRead(
  browser: Browser,
  viewport: { width: number; height: number },
  language: (typeof LONG_WORDS)[number],
) {
  const expected = MEMBER_SCREENS[language];
  const ola = await newMember(browser, SITE_EN, { name: 'Ola', gender: 'female' }, { viewport });
  const jan = await newMember(browser, SITE_EN, { name: 'Jan', gender: 'male' }, { viewport });
  try {
    // Jan likes Ola, so her "received" tab carries a "1 new" badge, the widest state of the tabs.
    const like = await jan.context.request.post('/api/likes.php', {
      headers: { 'x-request-type': 'client' },
      data: { profile_id: ola.id },
    });
    expect(like.ok()).toBe(true);
    const page = ola.page;
    await inLanguage(page, language);
    await page.goto('/likes');
    await expect(page.getByRole('link', { name: new RegExp(expected.received) })).toBeVisible();
    await expect(page.locator('.likes-tabs__new')).toHaveText(expected.fresh);
    expect(await sideways(page)).toBe(0);
    await screenshot(page, `likes-${language}`);

    await page.goto('/members');
    await expect(page.getByText(expected.found)).toBeVisible();
    expect(await sideways(page)).toBe(0);
    await screenshot(page, `search-${language}`);

    await page.goto('/credits');
    await expect(page.getByText(expected.balance)).toBeVisible();
    expect(await sideways(page)).toBe(0);
    await screenshot(page, `credits-${language}`);
  } finally {
    await ola.context.close();
    await jan.context.close();
  }
}

/** One journey per language, its screens as steps: a journey's set-up once, not per screen. */
for (const language of LONG_WORDS) {
  test(`in ${language} the sign-up, the price list and the legal pages fit the screen, and a member's screens read in the language`, async ({
    page,
    browser,
  }, info) => {
    await dismissEntryWarning(page);
    await inLanguage(page, language);
    await test.step('the sign-up', () => signUpFits(page, language));
    await test.step('the price list', () => priceListFits(page, language));
    await test.step('the legal pages', () => legalPagesFit(page, language));
    const viewport = info.project.use.viewport ?? { width: 1280, height: 800 };
    await test.step("a member's likes, search and credits", () =>
      memberScreensRead(browser, viewport, language));
  });
}

// Norwegian too: its cookie page says "Innloggingsinformasjonskapsel".
test('the legal pages in no fit the screen', async ({ page }) => {
  await dismissEntryWarning(page);
  await inLanguage(page, 'no');
  await legalPagesFit(page, 'no');
});
