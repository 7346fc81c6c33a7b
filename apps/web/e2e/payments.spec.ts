import { type Browser, expect, type Page } from '@playwright/test';
import {
  ENTRY_WARNING_KEY,
  expectAccessible,
  layoutShift,
  SITE_EN,
  SITE_NL,
  screenshot,
  test,
  trackLayoutShift,
  watchErrors,
} from './fixtures';

const PASSWORD = 'Tulips and canals 2026';

/** A new, confirmed member (signed up and activated over HTTP) in a browser context of their own. */
async function newMember(browser: Browser, site: string, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ baseURL: site, viewport });
  await context.addInitScript((key) => localStorage.setItem(key, String(Date.now())), ENTRY_WARNING_KEY);
  const email = `payer-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
  const signup = await context.request.post('/api/signup.php', {
    headers: { 'x-request-type': 'client' },
    data: {
      email,
      name: 'Payer',
      password: PASSWORD,
      date_of_birth: '1990-03-14',
      gender: 'male',
      seeking: 'female',
    },
  });
  expect(signup.status()).toBe(201);
  const mails = await (await context.request.get(`/dev/mail.json?to=${encodeURIComponent(email)}`)).json();
  const link = new URL(
    (mails.mails[0].text as string).match(/https?:\/\/\S+\/api\/activate\.php\?token=\S+/)![0],
  );
  await context.request.get(link.pathname + link.search);
  const page = await context.newPage();
  return { context, page };
}

const viewportOf = (info: { project: { use: { viewport?: { width: number; height: number } | null } } }) =>
  info.project.use.viewport ?? { width: 1280, height: 800 };

/** From /credits: the popular bundle, a method, pay → the test checkout. */
async function checkoutPopularBundle(page: Page, method: RegExp) {
  await page.goto('/credits');
  const popular = page.locator('.package-card--popular');
  await popular.getByRole('link', { name: 'Choose' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  await page.getByRole('radio', { name: method }).check();
  await page.getByRole('checkbox', { name: /lose my right of withdrawal/ }).check();
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page.getByText('TEST MODE', { exact: false })).toBeVisible();
}

test("a new member's members, likes and chats screens stay still while the bonus bar arrives at the bottom", async ({
  browser,
}, info) => {
  test.slow();
  const viewport = viewportOf(info);
  const { context, page } = await newMember(browser, SITE_EN, viewport);
  await trackLayoutShift(context);
  const errors = watchErrors(page);
  try {
    for (const path of ['/members', '/likes', '/chats']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The bar comes after the first paint, held at the bottom of the window: the page above it
      // does not move, and the first screen keeps its content.
      const bar = page.getByTestId('time-bonus-banner');
      await expect(bar).toBeVisible();
      await page.waitForLoadState('networkidle');
      const box = (await bar.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(viewport.height + 1);
      expect(box.height).toBeLessThanOrEqual(viewport.width < 576 ? 64 : 48);
      const main = (await page.locator('main').boundingBox())!;
      expect(main.y).toBeLessThanOrEqual(80);
      expect(await layoutShift(page)).toBeLessThanOrEqual(0.1);
      await page.screenshot({ path: info.outputPath(`first-screen${path.replace('/', '-')}.png`) });
      await expectAccessible(page, path);
    }
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});

test('a new member sees the time bonus, buys credits with the test checkout and sees them in the top bar', async ({
  browser,
}, info) => {
  test.slow();
  const { context, page } = await newMember(browser, SITE_EN, viewportOf(info));
  const errors = watchErrors(page);
  try {
    // The demo sites give 20 signup credits; the popup is for members with 0 credits, so the
    // session answer is made to say 0 until the popup has shown (as after spending them).
    await page.route('**/api/user.php', async (route) => {
      if (route.request().method() !== 'GET') return route.fallback();
      const response = await route.fetch();
      const answer = await response.json();
      if (answer.user) answer.user.credits = 0;
      await route.fulfill({ response, json: answer });
    });
    // The members area: the time-bonus banner counts down from (almost) four hours.
    await page.clock.install();
    await page.goto('/members');
    const banner = page.getByTestId('time-bonus-banner');
    await expect(banner).toBeVisible();
    const clock = banner.getByRole('timer');
    await expect(clock).toHaveText(/^0[34]:[0-5]\d:[0-5]\d$/);
    const before = await clock.textContent();
    await page.clock.runFor(2_000);
    await expect(clock).not.toHaveText(before!);
    await expect(page.getByRole('link', { name: 'Get Premium' })).toBeVisible();
    await screenshot(page, 'members-time-bonus-banner');

    // 40 s into the members area with 0 credits: the time-bonus modal.
    await page.clock.runFor(40_000);
    const modal = page.getByRole('dialog', { name: /25% time bonus/ });
    await expect(modal).toBeVisible();
    await expect(modal.getByRole('timer')).toHaveText(/^0[34]:[0-5]\d:[0-5]\d$/);
    // The viewport only: a full-page picture would stretch the modal's backdrop.
    await page.screenshot({ path: info.outputPath('time-bonus-modal.png') });
    await page.unroute('**/api/user.php');
    await modal.getByRole('link', { name: 'Buy credits with discount' }).click();

    // /credits: four tiers, the time bonus already in the prices.
    await expect(page.getByRole('heading', { level: 1, name: 'Credits' })).toBeVisible();
    await expect(page.getByTestId('active-discount')).toContainText('TIMEBONUS25');
    await expect(page.locator('.package-card')).toHaveCount(4);
    await expect(page.locator('.package-card--popular .price-tag__old')).toBeVisible();
    await screenshot(page, 'credits');

    await checkoutPopularBundle(page, /Credit card/);
    await expect(page.getByText(/£\d+\.\d\d/).first()).toBeVisible();
    await screenshot(page, 'test-checkout');
    await page.getByRole('button', { name: 'Paid' }).click();

    await expect(page.getByRole('heading', { name: 'Payment completed' })).toBeVisible();
    // 20 signup credits + 55 bought.
    await expect(page.getByTestId('new-balance')).toHaveText('Your balance: 75 credits');
    // Premium now: the top bar shows the credits instead of "Get Premium".
    await expect(page.getByRole('link', { name: 'Get Premium' })).toHaveCount(0);
    await expect(page.locator('.member-nav').getByRole('link', { name: /Credits/ })).toContainText('75');
    await screenshot(page, 'transaction-completed');

    // A premium member repeats the order in one step.
    await page.goto('/credits/repeat-order');
    await expect(page.getByRole('button', { name: 'Order again' })).toHaveCount(1);
    await screenshot(page, 'repeat-order');
    await page.getByRole('checkbox', { name: /lose my right of withdrawal/ }).check();
    await page.getByRole('button', { name: 'Order again' }).click();
    await expect(page.getByText('TEST MODE', { exact: false })).toBeVisible();

    await page.goto('/premium');
    await expect(page.getByText('Premium members have a 46 percent better chance of a match.')).toBeVisible();
    await expect(page.getByText('You are a Premium member.')).toBeVisible();
    await screenshot(page, 'premium');
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});

test('a failed payment shows the failure screen; a pending one the processing screen', async ({
  browser,
}, info) => {
  test.slow();
  const { context, page } = await newMember(browser, SITE_EN, viewportOf(info));
  try {
    // Discount codes: an unknown one is refused at once; LOVE10 needs an order of 20.00 or more.
    await page.goto('/credits/2/paypal');
    await expect(page.getByRole('radio', { name: /PayPal/ })).toBeChecked();
    await page.getByRole('button', { name: 'Have a discount code?' }).click();
    await page.getByLabel('Discount code').fill('NOPE');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('Discount code not found')).toBeVisible();
    await page.getByLabel('Discount code').fill('LOVE10');
    await page.getByRole('button', { name: 'Apply' }).click();
    // Package 2 is below LOVE10's minimum: said at once, with the amount, the price without it.
    await expect(page.getByText(/^Code LOVE10 applies to orders of .*20\.00 or more/)).toBeVisible();
    await expect(page.getByText(/deducted when you pay/)).toHaveCount(0);
    // Paying asks for the consent to delivery at once first.
    await page.getByRole('button', { name: 'Pay now' }).click();
    await expect(
      page.getByText('Please confirm that your credits may be delivered right away.'),
    ).toBeVisible();
    await expect(page.getByLabel('Discount code')).toBeEditable();
    await screenshot(page, 'payment-discount-code-refused');

    await checkoutPopularBundle(page, /PayPal/);
    await page.getByRole('button', { name: 'Failed' }).click();
    await expect(page.getByRole('heading', { name: 'Payment failed' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/credits');
    await screenshot(page, 'transaction-failed');

    await checkoutPopularBundle(page, /PayPal/);
    await page.getByRole('button', { name: 'Pending' }).click();
    await expect(page.getByRole('heading', { name: 'Your payment is being processed' })).toBeVisible();
    await screenshot(page, 'transaction-pending');

    await checkoutPopularBundle(page, /Apple Pay/);
    await page.getByRole('button', { name: 'Cancelled' }).click();
    await expect(page.getByRole('heading', { name: 'Payment cancelled' })).toBeVisible();
    await screenshot(page, 'transaction-cancelled');
    // Still a free member: nothing was booked.
    await expect(page.getByRole('link', { name: 'Get Premium' })).toBeVisible();
  } finally {
    await context.close();
  }
});

test('the public price list, logged out', async ({ page }) => {
  await page.addInitScript((key) => localStorage.setItem(key, String(Date.now())), ENTRY_WARNING_KEY);
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(2);
  await expect(page.getByRole('cell', { name: /£/ }).first()).toBeVisible();
  await screenshot(page, 'pricing');
});

test('direct debit refuses a wrong IBAN and accepts a valid one with the SMS code', async ({
  browser,
}, info) => {
  test.slow();
  // The Dutch demo site: Dutch texts, iDEAL and direct debit on offer.
  const { context, page } = await newMember(browser, SITE_NL, viewportOf(info));
  // A number per project: both may run this at once, and the SMS outbox is read by number.
  const last = info.project.name === 'phone' ? '79' : '78';
  try {
    await page.goto('/credits');
    await page.locator('.package-card').first().getByRole('link', { name: 'Kiezen' }).click();
    await page.getByRole('radio', { name: /Automatische incasso/ }).check();
    await page.getByRole('checkbox', { name: /herroepingsrecht/ }).check();
    await screenshot(page, 'payment-methods');
    await page.getByRole('button', { name: 'Nu betalen' }).click();
    await expect(page).toHaveURL(/\/directdebit\?order=\d+$/);

    await page.getByLabel('Rekeninghouder').fill('P. Ayer');
    await page.getByLabel('IBAN').fill('NL92 ABNA 0417 1643 00');
    await page.getByLabel('Straat').fill('Keizersgracht');
    await page.getByLabel('Huisnummer').fill('12');
    await page.getByLabel('Postcode').fill('1015 CJ');
    await page.getByLabel('Plaats').fill('Amsterdam');
    await page.getByLabel('Mobiel nummer').fill(`06-12 34 56 ${last}`);
    await page.getByRole('button', { name: 'Code versturen' }).click();
    await expect(page.getByText(`We hebben een code gestuurd naar 06123456${last}.`)).toBeVisible();

    const sms = await (await context.request.get('/dev/sms.json')).json();
    const message = (sms.messages as { to: string; text: string }[]).find((m) => m.to === `06123456${last}`);
    const code = message!.text.match(/\b\d{6}\b/)![0];
    await page.getByLabel('Code uit de sms').fill(code);
    await page.getByRole('button', { name: 'Incasso bevestigen' }).click();
    await expect(page.getByText('Dit IBAN is niet geldig')).toBeVisible();
    await expect(page.getByLabel('IBAN')).toBeFocused();
    await screenshot(page, 'directdebit-invalid-iban');

    await page.getByLabel('IBAN').fill('NL91 ABNA 0417 1643 00');
    await page.getByRole('button', { name: 'Incasso bevestigen' }).click();
    await expect(page).toHaveURL(/\/transactions\/\d+$/);
    await expect(page.getByRole('heading', { name: 'Betaling voltooid' })).toBeVisible();
    await screenshot(page, 'directdebit-completed');
  } finally {
    await context.close();
  }
});

test('payment screens show the test payments banner, and the notice when no provider takes payments', async ({
  browser,
}, info) => {
  // Each page.goto loads the app again; on a loaded machine that takes longer than a screen change.
  const afterLoad = { timeout: 60_000 };
  const { context, page } = await newMember(browser, SITE_EN, viewportOf(info));
  const errors = watchErrors(page);
  try {
    // The journeys' server has test payments on (development): every payment screen says so.
    const banner = page
      .getByRole('note')
      .filter({ hasText: 'Test payments: no real money is charged here.' });
    await page.goto('/credits');
    await expect(banner).toBeVisible(afterLoad);
    await screenshot(page, 'payments-test-banner-credits');
    await page.locator('.package-card--popular').getByRole('link', { name: 'Choose' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
    await expect(banner).toBeVisible();
    await screenshot(page, 'payments-test-banner-method');
    const methodPath = new URL(page.url()).pathname;
    await page.goto('/premium');
    await expect(banner).toBeVisible(afterLoad);

    // A production start without MOLLIE_API_KEY or TEST_PAYMENTS: the packages answer says
    // `unavailable` and the test checkout refuses (the server side: production.test.ts).
    await page.route('**/api/packages.php', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...(await response.json()), payments: 'unavailable' } });
    });
    await page.route('**/api/test-checkout.php?*', (route) =>
      route.fulfill({
        status: 404,
        json: { error: 'payments_unavailable', message: 'The test checkout is off on this installation' },
      }),
    );
    const notice = page.getByRole('alert').filter({ hasText: 'Payments are not possible on this site' });
    await page.goto('/credits');
    await expect(notice).toBeVisible(afterLoad);
    await expect(page.locator('.package-card').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Choose' })).toHaveCount(0);
    await expect(banner).toHaveCount(0);
    await screenshot(page, 'payments-unavailable-credits');
    await page.goto(methodPath);
    await expect(notice).toBeVisible(afterLoad);
    await expect(page.getByRole('button', { name: 'Pay now' })).toHaveCount(0);
    await screenshot(page, 'payments-unavailable-method');
    await page.goto('/test-checkout/tst_left_over_payment');
    await expect(notice).toBeVisible(afterLoad);
    await expect(page.getByText('TEST MODE', { exact: false })).toHaveCount(0);
    await screenshot(page, 'payments-unavailable-test-checkout');
    expect(errors.filter((e) => !/404|Not Found/.test(e))).toEqual([]);
  } finally {
    await context.close();
  }
});
