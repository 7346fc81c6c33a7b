import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { dismissEntryWarning, E2E_PORT, screenshot, test, watchErrors } from './fixtures';

const PASSWORD = 'Sunny dunes and sea 2026';
const NEW_PASSWORD = 'Windmills at dawn 1984';

/** The newest mail to `to` from the development outbox, and its first link containing `path`. */
async function mailLink(request: APIRequestContext, to: string, path: string): Promise<string> {
  let found: string | undefined;
  // Until the mail is in the outbox (expect's time bound, not a count of tries).
  await expect
    .poll(
      async () => {
        const res = await request.get(
          `http://localhost:${E2E_PORT}/dev/mail.json?to=${encodeURIComponent(to)}`,
        );
        const { mails } = (await res.json()) as { mails: { text: string }[] };
        found = mails
          .flatMap((mail) => mail.text.match(/https?:\/\/\S+/g) ?? [])
          .find((link) => link.includes(path));
        return found;
      },
      { message: `a mail to ${to} with ${path}` },
    )
    .toBeTruthy();
  return found!;
}

async function logOut(page: Page) {
  await page.getByRole('button', { name: /account menu/i }).click();
  await page
    .getByRole('menuitem', { name: /log out/i })
    .or(page.getByRole('button', { name: /log out/i }))
    .first()
    .click();
  await expect(
    page
      .getByRole('link', { name: /^log in$/i })
      .or(page.getByRole('button', { name: /^log in$/i }))
      .first(),
  ).toBeVisible();
}

test('a visitor signs up, activates, manages the account, deletes it and comes back', async ({
  page,
  request,
}, info) => {
  test.slow();
  await dismissEntryWarning(page);
  const errors = watchErrors(page);
  const email = `e2e-${info.project.name}-${Date.now()}@example.com`;

  // Sign up: step 0 creates the account, the other steps can be skipped.
  await page.goto('/signup?network=e2e&ref=journey');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Profile name').fill('Robin');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Day').selectOption('14');
  await page.getByLabel('Month').selectOption({ index: 3 });
  await page.getByLabel('Year').selectOption('1992');
  await page.getByRole('group', { name: 'I am a' }).getByText('Woman', { exact: true }).click();
  await page.getByRole('group', { name: 'Looking for a' }).getByText('Man', { exact: true }).click();
  await screenshot(page, 'signup-filled');
  await page.getByRole('button', { name: 'Create free account' }).click();
  // Each Skip is clicked only once its step shows: the step before keeps its Skip on screen until
  // its save is answered, and a second click there would skip a step twice.
  for (const heading of [
    'Add a profile photo',
    'Where do you live?',
    'Tell us a little about yourself',
    'About me',
  ]) {
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    await page.getByRole('button', { name: /^skip$/i }).click();
  }
  await expect(page).toHaveURL(/\/complete-signup/);
  await expect(page.getByRole('heading', { name: 'Confirm your e-mail address' })).toBeVisible();
  await screenshot(page, 'signup-complete');

  // Activate from the mail.
  await page.goto(await mailLink(request, email, '/api/activate.php'));
  await expect(page).toHaveURL(/\/activate\/done/);
  await screenshot(page, 'activate-done');

  await logOut(page);

  // A wrong password is refused, the right one lets the member in.
  await page.goto('/login');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('not my password at all');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Login failed, please try again')).toBeVisible();
  await screenshot(page, 'login-failed');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('button', { name: /account menu/i })).toBeVisible();
  await expect(page.locator('.layout')).toHaveClass(/logged-in/);

  // Language: the member's choice is saved on the account too.
  await page.getByRole('button', { name: /choose your language/i }).click();
  // The page switches at once and saves the choice after: read the account once it is saved.
  const saved = page.waitForResponse(
    (r) => r.url().includes('/api/user.php') && r.request().method() === 'PUT',
  );
  await page.getByRole('button', { name: 'Deutsch' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  expect((await saved).status()).toBe(200);
  const me = await page.request.get('/api/user.php');
  expect((await me.json()).user.language).toBe('de');
  await page.getByRole('button', { name: /sprache/i }).click();
  const savedBack = page.waitForResponse(
    (r) => r.url().includes('/api/user.php') && r.request().method() === 'PUT',
  );
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // Leaving the page before the choice is saved would keep the account in German.
  expect((await savedBack).status()).toBe(200);

  // Settings: password and notifications.
  await page.goto('/settings');
  await page.getByLabel('Current password').fill(PASSWORD);
  await page.getByLabel('New password').fill(NEW_PASSWORD);
  await page
    .getByRole('button', { name: /change password|save/i })
    .first()
    .click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();
  const promotionsByMail = page.getByLabel('Promotions by E-mail');
  await promotionsByMail.uncheck();
  const notifications = page
    .locator('section, .card')
    .filter({ hasText: 'Choose what we notify you about.' })
    .last();
  await notifications.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your settings have been saved.').first()).toBeVisible();
  await screenshot(page, 'settings');
  expect((await (await page.request.get('/api/user.php')).json()).user.notifications_disabled).toContain(
    'email:promotions',
  );

  // Delete: reason, retention offer, password.
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await page.getByLabel('I am taking a break').check();
  await page
    .getByRole('button', { name: /continue/i })
    .first()
    .click();
  // The company offers a discount to stay (delete_discount), so keeping leads to the credits page.
  await expect(page.getByRole('link', { name: 'Keep my account' })).toBeVisible();
  await expect(page.getByText('Stay and get 50% off your next credits.')).toBeVisible();
  await screenshot(page, 'delete-offer');
  await page.getByRole('button', { name: 'Continue deleting' }).click();
  await page.locator('#delete-password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Delete my account for good' }).click();
  await expect(page).toHaveURL(/\/account-deleted/);
  await screenshot(page, 'account-deleted');

  // Reactivate from the mail.
  await page.goto(await mailLink(request, email, '/account-deleted?token='));
  await page.getByRole('button', { name: 'Reactivate my account' }).click();
  await expect(page.getByRole('button', { name: /account menu/i })).toBeVisible();
  expect((await (await page.request.get('/api/user.php')).json()).user).toMatchObject({
    email,
    status: 'active',
  });
  await screenshot(page, 'reactivated');
  expect(errors.filter((e) => !/status of 40[0-9]/.test(e))).toEqual([]);
});
