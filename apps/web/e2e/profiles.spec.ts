import { expect } from '@playwright/test';
import { dismissEntryWarning, screenshot, test, watchErrors } from './fixtures';
import { ownPicture } from './pictures';

// Dublin: the offline geocoder puts it in County Dublin, Ireland — a country of the English demo site.
test.use({ geolocation: { latitude: 53.3498, longitude: -6.2603 }, permissions: ['geolocation'] });

test('a new member completes the signup steps, edits the profile, searches, opens and blocks a member', async ({
  page,
}, info) => {
  test.slow();
  await dismissEntryWarning(page);
  const errors = watchErrors(page);
  const email = `profile-${info.project.name}-${Date.now()}@example.com`;

  await page.goto('/signup');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Profile name').fill('Niamh');
  await page.getByLabel('Password', { exact: true }).fill('Green fields of Kerry 7');
  await page.getByLabel('Day').selectOption('3');
  await page.getByLabel('Month').selectOption({ index: 6 });
  await page.getByLabel('Year').selectOption('1988');
  await page.getByRole('group', { name: 'I am a' }).getByText('Woman', { exact: true }).click();
  await page.getByRole('group', { name: 'Looking for a' }).getByText('Man', { exact: true }).click();
  await page.getByRole('button', { name: 'Create free account' }).click();

  // Step 1: a real photo goes through the server's image pipeline.
  await expect(page.getByRole('heading', { name: 'Add a profile photo' })).toBeVisible();
  await page.locator('input[type="file"]').setInputFiles({
    name: 'me.jpg',
    mimeType: 'image/jpeg',
    buffer: await ownPicture(900, 1200, '#e678a0'),
  });
  await expect(page.getByRole('img', { name: /your photo 1/i })).toBeVisible();
  // Focus moves to the new photo, not back to the page's body.
  await expect(page.locator('.photo-grid__item').first()).toBeFocused();
  await screenshot(page, 'signup-photo');
  await page.getByRole('button', { name: /^next$/i }).click();

  // Step 2: the browser's location fills country and region.
  await expect(page.getByRole('heading', { name: 'Where do you live?' })).toBeVisible();
  await page.getByRole('button', { name: 'Use my location' }).click();
  await expect(page.getByText(/Found: .*Dublin/)).toBeVisible();
  await screenshot(page, 'signup-location');
  await page.getByRole('button', { name: /^next$/i }).click();

  // Steps 3 and 4. Each step's buttons are only clicked once that step shows: step 2's Skip stays
  // on screen until its save is answered, and a click on it would land on step 3, not 4.
  await expect(page.getByRole('heading', { name: 'Tell us a little about yourself' })).toBeVisible();
  await page.getByRole('button', { name: /^skip$/i }).click();
  await expect(page.getByRole('heading', { name: 'About me' })).toBeVisible();
  await page.getByLabel(/Your introduction/).fill('Sea swimmer, bookworm and terrible at karaoke.');
  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page).toHaveURL(/\/complete-signup/);
  await expect(page.locator('#content h1').first()).toBeFocused();

  const own = await (await page.request.get('/api/profile.php')).json();
  expect(own.profile).toMatchObject({
    country: 'IE',
    about: 'Sea swimmer, bookworm and terrible at karaoke.',
  });
  expect(own.profile.region.name).toMatch(/Dublin/);
  expect(own.profile.photos).toHaveLength(1);

  // Edit the profile.
  await page.goto('/profile');
  await expect(page.getByRole('img', { name: /your photo 1/i })).toBeVisible();
  await page.getByLabel('Your introduction').fill('Sea swimmer and bookworm. Looking for someone kind.');
  // One Save for the whole editor.
  await expect(page.getByRole('button', { name: /save/i })).toHaveCount(1);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved').first()).toBeVisible();
  await screenshot(page, 'profile-editor');
  expect((await (await page.request.get('/api/profile.php')).json()).profile.about).toContain('someone kind');

  // Search with filters.
  await page.goto('/members');
  // Phones fold the filters away behind a toggle (decided by the project, not by whether the
  // filters happen to have rendered yet).
  if (info.project.name === 'phone') await page.getByRole('button', { name: /filters/i }).click();
  await page.getByLabel('Age from').selectOption('25');
  await page.getByLabel('Age to').selectOption('45');
  await expect(page).toHaveURL(/min_age=25/);
  await expect(page.getByText(/members? found/)).toBeVisible();
  await screenshot(page, 'search');
  const first = page
    .locator('a[href^="/members/"]')
    .filter({ has: page.locator('img, .member-photo-placeholder') })
    .first();
  const href = (await first.getAttribute('href'))!;
  const memberId = Number(href.split('/').pop());
  await first.click();
  await expect(page).toHaveURL(new RegExp(`/members/${memberId}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await screenshot(page, 'member-page');

  // Block: the member disappears from search.
  await page.getByRole('button', { name: 'Block' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Block' }).click();
  await expect(page.getByText('You have blocked this member.')).toBeVisible();
  const results = await (await page.request.get('/api/members.php?min_age=18&max_age=99')).json();
  expect(results.profiles.map((p: { id: number }) => p.id)).not.toContain(memberId);
  await page.goto('/members?min_age=25&max_age=45');
  await expect(page.locator(`a[href="/members/${memberId}"]`)).toHaveCount(0);
  expect(errors.filter((e) => !/status of 40[0-9]/.test(e))).toEqual([]);
});
