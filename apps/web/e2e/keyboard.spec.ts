import type { Locator, Page } from '@playwright/test';
import { dismissEntryWarning, expect, screenshot, test, watchErrors } from './fixtures';
import { ownPicture } from './pictures';

/**
 * A member who uses only the keyboard: every step is reached with Tab and taken with Enter, Space
 * or typing, and after each step focus is on the new content (decision 031's focus rule), never
 * on the page's body.
 */

/** Presses Tab until `target` has focus; fails after `max` presses. Returns how many it took. */
async function tabTo(page: Page, target: Locator, max = 60): Promise<number> {
  for (let presses = 1; presses <= max; presses++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return presses;
  }
  throw new Error(`${target} not reached with ${max} Tabs`);
}

test('a keyboard-only member signs up, uploads a photo, opens a member and sends a message', async ({
  page,
}, info) => {
  test.slow();
  await dismissEntryWarning(page);
  const errors = watchErrors(page);
  const focused = page.locator(':focus');

  // Sign up: each field reached with Tab, the selects and choices set by key.
  await page.goto('/signup');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await tabTo(page, page.getByLabel('E-mail address'));
  await page.keyboard.type(`keys-${info.project.name}-${Date.now()}@example.com`);
  await tabTo(page, page.getByLabel('Profile name'), 3);
  await page.keyboard.type('Kira');
  await tabTo(page, page.getByLabel('Password', { exact: true }), 3);
  await page.keyboard.type('Only keys, no mouse 2026');
  await tabTo(page, page.getByLabel('Day'), 4);
  await page.keyboard.type('7');
  await tabTo(page, page.getByLabel('Month'), 2);
  await page.keyboard.type('May');
  await tabTo(page, page.getByLabel('Year'), 2);
  await page.keyboard.type('1991');
  await expect(page.getByLabel('Day')).toHaveValue('7');
  await expect(page.getByLabel('Year')).toHaveValue('1991');
  const iAm = page.getByRole('group', { name: 'I am a' });
  await tabTo(page, iAm.getByRole('radio').first(), 3);
  // Arrow keys move within a radio group; Enter takes the one with focus.
  await page.keyboard.press('ArrowRight');
  await expect(iAm.getByRole('radio', { name: 'Woman', exact: true })).toBeChecked();
  // Choosing Woman preselected Man here; Tab lands on the chosen one, Space keeps it.
  const lookingFor = page.getByRole('group', { name: 'Looking for a' });
  await tabTo(page, lookingFor.getByRole('radio', { name: 'Man', exact: true }), 3);
  await page.keyboard.press('Space');
  await expect(lookingFor.getByRole('radio', { name: 'Man', exact: true })).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Create free account' }), 10);
  await screenshot(page, 'keyboard-signup');
  await page.keyboard.press('Enter');

  // Step 1: focus on the new step's heading; the photo picked from the file chooser that Space
  // opens on the Add photo control; the new photo takes focus.
  const photoHeading = page.getByRole('heading', { name: 'Add a profile photo' });
  await expect(photoHeading).toBeFocused();
  await tabTo(page, page.locator('input[type="file"]'), 10);
  await screenshot(page, 'keyboard-photo-control');
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Space');
  await (await chooser).setFiles({
    name: 'me.jpg',
    mimeType: 'image/jpeg',
    buffer: await ownPicture(900, 1200, '#78a0e6'),
  });
  await expect(page.getByRole('img', { name: /your photo 1/i })).toBeVisible();
  await expect(page.locator('.photo-grid__item').first()).toBeFocused();

  // Steps 1 and 2 left with the keyboard; each new step's heading takes focus.
  const stepButton = (name: RegExp) => page.getByRole('button', { name }).last();
  await tabTo(page, stepButton(/^(next|skip)$/i), 20);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Where do you live?' })).toBeFocused();
  await tabTo(page, stepButton(/^(next|skip)$/i), 20);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Tell us a little about yourself' })).toBeFocused();

  // Step 3: the interest chips are one Tab stop (a toolbar); arrow keys move in it, Space chooses.
  // Six option fields, the chips, Skip and Next: Next is 9 Tabs from the heading (it was ~50).
  const chips = page.getByRole('toolbar', { name: 'Interests' });
  // The interests come from their own request: counted once they are there.
  await expect(chips.getByRole('button').first()).toBeVisible();
  let tabs = await tabTo(page, chips.getByRole('button').first(), 10);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  const third = chips.getByRole('button').nth(2);
  await expect(third).toBeFocused();
  await page.keyboard.press('Space');
  await expect(third).toHaveAttribute('aria-pressed', 'true');
  await screenshot(page, 'keyboard-interests');
  tabs += await tabTo(page, stepButton(/^next$/i), 5);
  expect(tabs).toBeLessThanOrEqual(9);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'About me' })).toBeFocused();
  await tabTo(page, page.getByRole('button', { name: 'Finish' }), 20);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/complete-signup/);
  await expect(page.locator('#content h1').first()).toBeFocused();

  // Open a member from the members page (the sign-up's last page links there), then the first card.
  await tabTo(page, page.getByRole('link', { name: 'Continue to the members' }), 10);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/members(\?|$)/);
  const heading = page.locator('#content h1').first();
  if (info.project.name === 'phone') {
    // On a phone the first page after sign-up opens the activation reminder as a dialog
    // (docs/product.md#accounts), which takes focus; closing it gives focus to the page's heading.
    const reminder = page.getByRole('dialog', { name: 'Confirm your e-mail address' });
    await expect(reminder).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(reminder).toBeHidden();
  }
  await expect(heading).toBeFocused();
  const card = page.locator('.member-card__link').first();
  await expect(card).toBeVisible();
  const presses = await tabTo(page, card, 40);
  const href = (await card.getAttribute('href'))!;
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.locator('#content h1').first()).toBeFocused();
  await screenshot(page, 'keyboard-member');

  // Send a message: the conversation opens with focus in its message box; after sending, the
  // message is in the log and focus stays in the (emptied) box for the next one.
  await tabTo(page, page.getByRole('link', { name: 'Send message' }).first(), 30);
  await page.keyboard.press('Enter');
  const composer = page.getByRole('textbox', { name: /message to/i });
  await expect(composer).toBeFocused();
  await page.keyboard.type('Hello from the keyboard!');
  // Enter sends on a desktop; on a touch screen Enter is a new line and the Send button sends.
  const phone = info.project.name === 'phone';
  if (phone) await tabTo(page, page.getByRole('button', { name: /^send$/i }), 5);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('log').getByText('Hello from the keyboard!')).toBeVisible();
  await expect(page).toHaveURL(/\/chats\/\d+/);
  await expect(composer).toHaveValue('');
  if (phone) await expect(composer.locator('xpath=ancestor::form[1]').locator(':focus')).toHaveCount(1);
  else await expect(composer).toBeFocused();
  await screenshot(page, 'keyboard-message-sent');
  expect(await focused.count()).toBe(1);
  // The first card is within reach: skip link, top bar, navigation, filters, then the grid.
  expect(presses).toBeLessThanOrEqual(40);
  expect(errors.filter((e) => !/status of 40[0-9]/.test(e))).toEqual([]);
});
