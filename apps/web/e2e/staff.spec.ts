import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type Browser, type BrowserContext, expect, type Page } from '@playwright/test';
import { E2E_PORT, E2E_STAFF_PASSWORD, ENTRY_WARNING_KEY, screenshot, test, watchErrors } from './fixtures';
import { ownPicture } from './pictures';
import { nextCode, SECOND_FACTOR_DIR, staffOverApi, withRoleLock } from './staff-auth';

const PASSWORD = 'Tulips and canals 2026';
/** The demo seed's staff logins' password, set for the journeys' server (playwright.config.ts). */
const STAFF_PASSWORD = E2E_STAFF_PASSWORD;
const CLIENT = { 'x-request-type': 'client' };

async function newContext(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ baseURL: `http://localhost:${E2E_PORT}`, viewport });
  await context.addInitScript((key) => localStorage.setItem(key, String(Date.now())), ENTRY_WARNING_KEY);
  return context;
}

/** A new, confirmed member in a browser context of their own (signed up and activated over HTTP). */
async function member(browser: Browser, name: string, viewport: { width: number; height: number }) {
  const context = await newContext(browser, viewport);
  const email = `${name.toLowerCase()}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
  const signup = await context.request.post('/api/signup.php', {
    headers: CLIENT,
    data: { email, name, password: PASSWORD, date_of_birth: '1990-02-14', gender: 'male', seeking: 'female' },
  });
  expect(signup.status()).toBe(201);
  const id = (await signup.json()).user.id as number;
  const mails = await (await context.request.get(`/dev/mail.json?to=${encodeURIComponent(email)}`)).json();
  const link = (mails.mails[0].text as string).match(/https?:\/\/\S+\/api\/activate\.php\?token=\S+/)![0];
  await context.request.get(new URL(link).pathname + new URL(link).search);
  return { context, page: await context.newPage(), id, email };
}

/**
 * On /second-factor after the password: the first login of a role sets up the authenticator
 * (secret read from the screen, first code, recovery codes), later ones enter a code.
 * `shots`: screenshots of both screens at 375 and 1280 px.
 */
async function passSecondFactor(page: Page, role: string, shots = false) {
  await expect(page).toHaveURL(/\/second-factor\?next=/);
  const file = path.join(SECOND_FACTOR_DIR, `${role}.json`);
  const title = page.getByRole('heading', { level: 1 });
  await expect(title).toHaveText(/Set up two-step sign-in|Enter your code/);
  if ((await title.textContent())?.startsWith('Set up')) {
    const secret = (await page.getByTestId('second-factor-secret').textContent())!.replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
    writeFileSync(file, JSON.stringify({ secret, lastStep: 0 }));
    if (shots) await bothWidths(page, 'second-factor-setup');
    await page.getByLabel('6-digit code').fill(await nextCode(role));
    await page.getByRole('button', { name: 'Turn on' }).click();
    const codes = page.getByTestId('recovery-codes').locator('code');
    await expect(codes).toHaveCount(10);
    await expect(codes.first()).toHaveText(/^[a-z0-9]{5}-[a-z0-9]{5}$/);
    if (shots) await bothWidths(page, 'second-factor-recovery-codes');
    await page.getByRole('button', { name: 'I have saved them' }).click();
    return;
  }
  expect(existsSync(file)).toBe(true);
  if (shots) {
    await bothWidths(page, 'second-factor-code');
    // A wrong code is refused on the screen (the codes of the app are six digits; this is five).
    await page.getByLabel('6-digit code').fill('12345');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('This code is not correct.')).toBeVisible();
    await screenshot(page, 'second-factor-code-wrong');
  }
  await page.getByLabel('6-digit code').fill(await nextCode(role));
  await page.getByRole('button', { name: 'Confirm' }).click();
}

/** The same screen at phone and desktop width. */
async function bothWidths(page: Page, name: string) {
  const size = page.viewportSize();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
    await screenshot(page, `${name}-${width}`);
  }
  if (size) await page.setViewportSize(size);
}

/** A staff member logged in through the login page and the second factor, landing on `next`. */
async function staff(
  browser: Browser,
  role: string,
  viewport: { width: number; height: number },
  next: string,
  shots = false,
) {
  const context = await newContext(browser, viewport);
  const page = await context.newPage();
  await page.goto(`/staff${next}`);
  await page.getByRole('link', { name: 'Log in' }).click();
  await page.getByLabel(/e-mail/i).fill(`${role}@amora.example`);
  await page.locator('input[type="password"]').fill(STAFF_PASSWORD);
  await withRoleLock(role, async () => {
    await page
      .getByRole('button', { name: /log in/i })
      .last()
      .click();
    await passSecondFactor(page, role, shots);
    await expect(page).toHaveURL(new RegExp(`/staff${next.replace(/[?]/g, '\\?')}$`));
  });
  await expect(page.getByText(`${role}@amora.example · ${role}`)).toBeVisible();
  return { context, page };
}

async function closeAll(...contexts: BrowserContext[]) {
  for (const context of contexts) await context.close();
}

const viewportOf = (info: { project: { use: { viewport?: { width: number; height: number } | null } } }) =>
  info.project.use.viewport ?? { width: 1280, height: 800 };

test('a moderator rejects a photo and the member sees the reason', async ({ browser }, info) => {
  test.slow();
  const viewport = viewportOf(info);
  const m = await member(browser, 'Floris', viewport);
  const moderator = await staff(browser, 'moderator', viewport, '/photos');
  try {
    // A picture of this run's own (e2e/pictures.ts).
    const image = await ownPicture(400, 400, '#3a7bd5');
    const upload = await m.context.request.post('/api/photos.php', {
      headers: CLIENT,
      multipart: { photo: { name: 'me.jpg', mimeType: 'image/jpeg', buffer: image } },
    });
    expect(upload.status()).toBe(201);
    const photoId = (await upload.json()).photo.id as number;

    const page = moderator.page;
    const errors = watchErrors(page);
    // The demo site publishes photos at once; the moderator reviews the newest active ones.
    await page.getByRole('button', { name: 'active' }).click();
    const card = page.getByTestId(`photo-${photoId}`);
    await expect(card).toBeVisible();
    await card.getByLabel('Reason').selectOption('not_a_person');
    await screenshot(page, 'staff-photo-queue');
    await card.getByRole('button', { name: 'Reject' }).click();
    await expect(card).toHaveCount(0);
    // Rejected, the file is private; the moderator still sees it in the rejected queue.
    await page.getByRole('button', { name: 'rejected' }).click();
    const rejected = page.getByTestId(`photo-${photoId}`).locator('img');
    await expect(rejected).toHaveAttribute('src', /^\/photos\/private\//);
    await expect
      .poll(() => rejected.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await screenshot(page, 'staff-photo-rejected');
    expect(errors).toEqual([]);

    await m.page.goto('/profile');
    await expect(m.page.getByText('Reason: the photo does not show a person')).toBeVisible();
    await expect(m.page.getByText('Rejected').first()).toBeVisible();
    // A rejected photo is a private file (decision 020): it loads for its owner, nobody else.
    const own = m.page.locator('img[src^="/photos/private/"]').first();
    await expect(own).toBeVisible();
    await expect.poll(() => own.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const src = (await own.getAttribute('src'))!;
    const outsider = await newContext(browser, viewport);
    expect((await outsider.request.get(src)).status()).toBe(404);
    expect((await outsider.request.get(src.replace('/private/', '/'))).status()).toBe(404);
    await outsider.close();
    await screenshot(m.page, 'member-photo-rejected');
  } finally {
    await closeAll(m.context, moderator.context);
  }
});

test('an operator answers as a fictional profile and the member gets it live, disclosed', async ({
  browser,
}, info) => {
  test.slow();
  const viewport = viewportOf(info);
  const admin = await newContext(browser, viewport);
  await staffOverApi(admin, 'admin');
  const created = await admin.request.post('/api/staff/fictional.php', {
    headers: CLIENT,
    data: {
      site_id: 1,
      name: `Sophie ${info.project.name}`,
      gender: 'female',
      seeking: 'male',
      birth_date: '1994-07-03',
      country: 'US',
      about: 'Loves long walks and good coffee.',
    },
  });
  expect(created.status()).toBe(201);
  const fictionalId = (await created.json()).user_id as number;
  const m = await member(browser, 'Gijs', viewport);
  const operator = await staff(browser, 'operator', viewport, '/inbox');
  try {
    const sent = await m.context.request.post('/api/chat.php', {
      headers: CLIENT,
      data: { profile_id: fictionalId, text: 'Hi Sophie, how are you?', client_id: crypto.randomUUID() },
    });
    expect(sent.status()).toBe(200);
    const conversationId = (await sent.json()).message.conversation_id as number;

    // The member waits in the conversation; nothing reloads it.
    const memberPage: Page = m.page;
    const memberErrors = watchErrors(memberPage);
    await memberPage.goto(`/chats/${conversationId}`);
    const log = memberPage.getByRole('log');
    await expect(log.getByText('Hi Sophie, how are you?')).toBeVisible();
    // The disclosure: the site's fictional icon and warning in the chat header.
    await expect(memberPage.getByText(/fictional and run by our staff/).first()).toBeVisible();

    const page = operator.page;
    await page.reload();
    // Both projects may run this at once against one inbox: pick this project's Sophie.
    const row = page
      .getByRole('listitem')
      .filter({ hasText: 'Hi Sophie, how are you?' })
      .filter({ hasText: `Sophie ${info.project.name}` });
    await expect(row).toBeVisible();
    await screenshot(page, 'staff-inbox');
    await row.getByRole('link', { name: 'Open' }).click();
    await page
      .getByPlaceholder(`Answer as Sophie ${info.project.name}`)
      .fill('I am great, thanks for asking!');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('operator operator@amora.example')).toBeVisible();
    // The composer empties once the reply is answered (the 5 s refresh may show it sooner): only
    // then type the next one, or the emptying would wipe it.
    await expect(page.getByPlaceholder(`Answer as Sophie ${info.project.name}`)).toHaveValue('');
    await screenshot(page, 'staff-conversation');
    // Stay in character, never arrange a meeting: the composer shows the warning and flags one.
    await expect(page.getByTestId('inbox-warning')).toContainText('fictional and run by our staff');
    const proposal = "Let's meet on Saturday at 8pm, text me on WhatsApp";
    await page.getByPlaceholder(`Answer as Sophie ${info.project.name}`).fill(proposal);
    await page.getByRole('button', { name: 'Send' }).click();
    const flag = page.getByRole('alert').filter({ hasText: 'propose meeting in person' });
    await expect(flag).toContainText("a meeting: Let's meet");
    await expect(flag).toContainText('a messenger: WhatsApp');
    await screenshot(page, 'staff-inbox-flagged');
    await flag.getByRole('button', { name: /^Send anyway/ }).click();
    await expect(flag).toBeHidden();
    await expect(page.locator('.staff-bubble').filter({ hasText: proposal })).toBeVisible();

    await expect(log.getByText('I am great, thanks for asking!')).toBeVisible();
    await expect(memberPage.getByText(/operator/i)).toHaveCount(0);
    await screenshot(memberPage, 'member-live-reply');
    expect(memberErrors).toEqual([]);
  } finally {
    await closeAll(admin, m.context, operator.context);
  }
});

test('an admin renames the site and the site shows the new name', async ({ browser }, info) => {
  // One project only: the site is shared, so two runs at once would rename it under each other.
  // Journeys that read the name exactly meanwhile accept "Amora Deluxe" too (manifest, push).
  test.skip(info.project.name !== 'desktop', 'renames the shared demo site; runs once');
  test.slow();
  const admin = await staff(browser, 'admin', { width: 1280, height: 800 }, '/sites');
  const visitor = await newContext(browser, { width: 375, height: 812 });
  const page = admin.page;
  const name = page.getByLabel('name', { exact: true }).first();
  try {
    await expect(name).toHaveValue('Amora');
    await name.fill('Amora Deluxe');
    await screenshot(page, 'staff-sites');
    await page.getByRole('button', { name: 'Save' }).first().click();
    await expect(page.getByText('Saved.')).toBeVisible();

    const home = await visitor.newPage();
    await home.goto('/');
    await expect(home.getByText('Amora Deluxe').first()).toBeVisible();
    await screenshot(home, 'site-renamed-375');
    await page.setViewportSize({ width: 375, height: 812 });
    await screenshot(page, 'staff-sites-375');

    // The change is in the audit log, with before and after.
    await page.goto('/staff/audit');
    await expect(page.getByRole('cell', { name: 'site.update' }).first()).toBeVisible();
    await expect(page.getByText('{"name":"Amora"}').first()).toBeVisible();
  } finally {
    // Put the demo site back for the other journeys.
    await admin.context.request.put('/api/staff/site.php', {
      headers: CLIENT,
      data: { id: 1, name: 'Amora' },
    });
    await closeAll(admin.context, visitor);
  }
});

test('staff set up a second factor on the first login and then sign in with a code', async ({
  browser,
}, info) => {
  const viewport = viewportOf(info);
  // Password only: every staff call is refused until the code.
  const context = await newContext(browser, viewport);
  try {
    const login = await context.request.post('/api/user.php', {
      headers: CLIENT,
      data: { email: 'support@amora.example', password: STAFF_PASSWORD },
    });
    expect(login.status()).toBe(403);
    expect((await login.json()).error).toBe('second_factor_required');
    const refused = await context.request.get('/api/staff/members.php?q=a');
    expect(refused.status()).toBe(403);
    expect((await refused.json()).error).toBe('second_factor_required');
  } finally {
    await context.close();
  }
  // The first of the two projects to get here sets the app up; every login after asks a code.
  const first = await staff(browser, 'support', viewport, '', true);
  const page = first.page;
  const errors = watchErrors(page);
  expect((await page.request.get('/api/staff/members.php?q=a')).status()).toBe(200);
  await page.goto('/settings');
  await expect(page.getByText('Staff accounts always sign in with two steps.')).toBeVisible();
  const again = await staff(browser, 'support', viewport, '/members', true);
  try {
    expect(errors).toEqual([]);
    await expect(again.page.getByRole('heading', { name: 'Members' }).first()).toBeVisible();
  } finally {
    await closeAll(first.context, again.context);
  }
});

test('a new staff member registers a passkey on the first login and signs in with it', async ({
  browser,
}, info) => {
  test.slow();
  const viewport = viewportOf(info);
  // A member of our own made staff by the admin, so the demo logins keep their authenticator apps.
  const admin = await newContext(browser, viewport);
  const m = await member(browser, 'Pia', viewport);
  const context = await newContext(browser, viewport);
  try {
    await staffOverApi(admin, 'admin');
    const role = await admin.request.post('/api/staff/role.php', {
      headers: CLIENT,
      data: { user_id: m.id, role: 'support' },
    });
    expect(role.status()).toBe(200);

    const page = await context.newPage();
    const errors = watchErrors(page);
    // Chromium's virtual authenticator (a platform passkey with user verification) for this tab.
    const cdp = await context.newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });
    const logIn = async () => {
      await page.goto('/staff');
      await page.getByRole('link', { name: 'Log in' }).click();
      await page.getByLabel(/e-mail/i).fill(m.email);
      await page.locator('input[type="password"]').fill(PASSWORD);
      await page
        .getByRole('button', { name: /log in/i })
        .last()
        .click();
      await expect(page).toHaveURL(/\/second-factor\?next=/);
    };

    // First login: a passkey instead of the app, then the recovery codes once.
    await logIn();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Set up two-step sign-in');
    await expect(page.getByText('Or use a passkey instead of an app:')).toBeVisible();
    await bothWidths(page, 'passkey-setup');
    await page.getByRole('button', { name: 'Add a passkey' }).click();
    const codes = page.getByTestId('recovery-codes').locator('code');
    await expect(codes).toHaveCount(10);
    await page.getByRole('button', { name: 'I have saved them' }).click();
    await expect(page).toHaveURL(/\/staff$/);
    await expect(page.getByText(`${m.email} · support`)).toBeVisible();
    const stored = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(stored.credentials).toHaveLength(1);
    expect(stored.credentials[0]!.rpId).toBe('localhost');

    // Settings → Sign-in lists it.
    await page.goto('/settings');
    const card = page.getByRole('region', { name: 'Two-step sign-in' });
    await expect(card.getByText('On: every login asks for your passkey.', { exact: false })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Remove Passkey 1' })).toBeVisible();
    await bothWidths(page, 'passkey-settings');

    // Logged out, the next login asks for the passkey and it is the proof.
    await context.clearCookies();
    await logIn();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirm it’s you');
    await expect(page.getByLabel('6-digit code')).toHaveCount(0);
    await bothWidths(page, 'passkey-step');
    await page.getByRole('button', { name: 'Use a passkey' }).click();
    await expect(page).toHaveURL(/\/staff$/);
    await expect(page.getByText(`${m.email} · support`)).toBeVisible();
    expect((await page.request.get('/api/staff/members.php?q=a')).status()).toBe(200);
    const used = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(used.credentials[0]!.signCount).toBeGreaterThan(stored.credentials[0]!.signCount);
    // Each of the two logins answers 403 second_factor_required (decision 023); nothing else.
    expect(errors.filter((e) => /status of 403/.test(e))).toHaveLength(2);
    expect(errors.filter((e) => !/status of 403/.test(e))).toEqual([]);
  } finally {
    await closeAll(admin, m.context, context);
  }
});

test('members get 403 on staff calls and /staff asks for a staff login', async ({ browser }, info) => {
  const viewport = viewportOf(info);
  const m = await member(browser, 'Hidde', viewport);
  try {
    const res = await m.context.request.get('/api/staff/members.php?q=a');
    expect(res.status()).toBe(403);
    expect((await res.json()).error).toBe('forbidden');
    expect((await m.page.goto('/staff'))?.status()).toBe(200);
    await expect(m.page.getByText('This account has no staff role.')).toBeVisible();
    expect((await m.context.request.get('/staff/no/such/page')).status()).toBe(404);
    await screenshot(m.page, 'staff-member-refused');
  } finally {
    await closeAll(m.context);
  }
});

test('an admin makes an invitation link, a visitor follows it to the sign-up, the admin revokes it', async ({
  browser,
}, info) => {
  test.slow();
  const viewport = viewportOf(info);
  const admin = await staff(browser, 'admin', viewport, '/sites');
  const visitor = await newContext(browser, viewport);
  const page = admin.page;
  const label = `Spring party ${info.project.name} ${Date.now()}`;
  try {
    const panel = page.getByRole('region', { name: 'Invitation links' });
    await panel.getByLabel('Label (who it is for)').fill(label);
    await panel.getByLabel('Maximum sign-ups (empty: no limit)').fill('3');
    await panel.getByRole('button', { name: 'New invitation link' }).click();
    const row = panel.getByRole('row', { name: new RegExp(label) });
    await expect(row).toContainText('0 / 3');
    await expect(row).toContainText('valid');
    const url = (await row.locator('code').textContent()) ?? '';
    const token = new URL(url).pathname.slice(1);
    expect(token).toMatch(/^[A-Za-z0-9_-]{24}$/);
    await row.scrollIntoViewIfNeeded();
    await screenshot(page, 'staff-invitations');

    // The link is the site's {token} page; its button carries the token into the sign-up.
    const home = await visitor.newPage();
    await home.goto(`/${token}`);
    await expect(home.getByRole('heading', { level: 1 })).toBeVisible();
    await screenshot(home, 'invitation-link');
    await home.getByRole('link', { name: 'Sign up free' }).click();
    await expect(home).toHaveURL(new RegExp(`/signup\\?invite=${token}$`));

    await row.getByRole('button', { name: 'Revoke' }).click();
    await expect(row).toContainText('revoked');
    await expect(row.getByRole('button', { name: 'Revoke' })).toHaveCount(0);
  } finally {
    await closeAll(admin.context, visitor);
  }
});

test('an admin composes a news mailing, tests it, sends it, and a member gets it', async ({
  browser,
}, info) => {
  test.slow();
  const viewport = viewportOf(info);
  const m = await member(browser, 'Wendela', viewport);
  const admin = await staff(browser, 'admin', viewport, '/mailings');
  const subject = `Speed dating night (${info.project.name} ${Date.now()})`;
  try {
    const page = admin.page;
    const errors = watchErrors(page);
    await page.getByRole('button', { name: 'New mailing' }).click();
    await page.getByLabel('Type').selectOption('news');
    await page.getByLabel('Button link').fill('/credits');
    await page.getByLabel('Subject (English)').fill(subject);
    await page
      .getByLabel('Text (English)')
      .fill('Join us online this Friday for our first speed dating night.\n\nSee you there!');
    await page.getByLabel('Button label (English)').fill('Get credits');
    // The audience: at least the member who just signed up, in English.
    await expect(page.getByTestId('mailing-audience')).toContainText(/Reaches now: \d+ member/);
    await expect(page.getByTestId('mailing-audience')).toContainText('en:');

    await page.getByRole('button', { name: 'Send a test to me' }).click();
    await expect(page.getByText('Test sent to admin@amora.example.')).toBeVisible();
    await screenshot(page, 'staff-mailing-compose');

    await page.getByRole('button', { name: 'Send…' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText(/Send this mailing to \d+ members? of/);
    await screenshot(page, 'staff-mailing-confirm');
    await confirm.getByRole('button', { name: 'Yes, send it' }).click();

    const row = page.getByRole('listitem').filter({ hasText: subject });
    await expect(row).toBeVisible();
    // Sending mails every member of the site, the demo's and all the journeys signed up so far,
    // one by one: on a loaded machine that can take longer than 30 s. The list refreshes while it sends.
    await expect(row.getByText('sent', { exact: true })).toBeVisible({ timeout: 300_000 });
    await expect(row).toContainText(/Sent: [1-9]/);
    await screenshot(page, 'staff-mailings');
    expect(errors).toEqual([]);

    const mails = (
      await (await m.context.request.get(`/dev/mail.json?to=${encodeURIComponent(m.email)}`)).json()
    ).mails as { subject: string; text: string }[];
    const mail = mails.find((x) => x.subject === subject);
    expect(mail?.text).toContain('first speed dating night');
    expect(mail?.text).toMatch(/Get credits\nhttp:\/\/localhost:\d+\/credits/);
    expect(mail?.text).toContain('because you get news from');
    expect(mail?.text).toMatch(/\/api\/unsubscribe\.php\?u=\d+&type=news&sig=/);
    const tests = (await (await admin.context.request.get('/dev/mail.json?to=admin%40amora.example')).json())
      .mails as { subject: string }[];
    expect(tests.map((x) => x.subject)).toContain(`[Test] ${subject}`);
  } finally {
    await closeAll(m.context, admin.context);
  }
});
