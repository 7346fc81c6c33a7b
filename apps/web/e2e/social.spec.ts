import { type Browser, type BrowserContext, expect } from '@playwright/test';
import { E2E_PORT, ENTRY_WARNING_KEY, expectAccessible, screenshot, test, watchErrors } from './fixtures';

const PASSWORD = 'Tulips and canals 2026';

/** A new, confirmed member in a browser context of their own (signed up and activated over HTTP). */
async function member(
  browser: Browser,
  name: string,
  gender: 'male' | 'female',
  viewport: { width: number; height: number },
) {
  const context = await browser.newContext({ baseURL: `http://localhost:${E2E_PORT}`, viewport });
  await context.addInitScript((key) => localStorage.setItem(key, String(Date.now())), ENTRY_WARNING_KEY);
  const email = `${name.toLowerCase()}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
  const signup = await context.request.post('/api/signup.php', {
    headers: { 'x-request-type': 'client' },
    data: {
      email,
      name,
      password: PASSWORD,
      date_of_birth: '1991-05-20',
      gender,
      seeking: gender === 'male' ? 'female' : 'male',
    },
  });
  expect(signup.status()).toBe(201);
  const id = (await signup.json()).user.id as number;
  const mails = await (await context.request.get(`/dev/mail.json?to=${encodeURIComponent(email)}`)).json();
  const link = (mails.mails[0].text as string).match(/https?:\/\/\S+\/api\/activate\.php\?token=\S+/)![0];
  await context.request.get(new URL(link).pathname + new URL(link).search);
  const page = await context.newPage();
  return { context, page, id, name };
}

async function closeAll(...contexts: BrowserContext[]) {
  for (const context of contexts) await context.close();
}

test('two members like each other and the match modal appears', async ({ browser }, info) => {
  const viewport = info.project.use.viewport ?? { width: 1280, height: 800 };
  const anna = await member(browser, 'Anna', 'female', viewport);
  const bram = await member(browser, 'Bram', 'male', viewport);
  try {
    await anna.page.goto(`/members/${bram.id}`);
    await anna.page
      .getByRole('button', { name: /^♥?\s*like/i })
      .first()
      .click();
    await expect(anna.page.getByRole('dialog', { name: "It's a match!" })).toHaveCount(0);
    // The button says what the like did.
    await expect(anna.page.locator('.like-button').first()).toHaveText('Liked');

    const errors = watchErrors(bram.page);
    await bram.page.goto(`/members/${anna.id}`);
    await bram.page
      .getByRole('button', { name: /^♥?\s*like/i })
      .first()
      .click();
    const modal = bram.page.getByRole('dialog', { name: "It's a match!" });
    await expect(modal).toBeVisible();
    await expect(modal.getByText('You and Anna like each other.')).toBeVisible();
    // One message at a time: no toast beside the modal, no click-anywhere hint on a phone.
    await expect(bram.page.locator('.toast')).toHaveCount(0);
    await expect(modal.getByText(/click anywhere/i)).toHaveCount(0);
    await screenshot(bram.page, 'match-modal');
    await expectAccessible(bram.page, 'the match modal');
    await modal
      .getByRole('link', { name: 'Send a message' })
      .or(modal.getByRole('button', { name: 'Send a message' }))
      .first()
      .click();
    await expect(bram.page).toHaveURL(new RegExp(`/members/${anna.id}/chat|/chats/\\d+`));
    // The conversation opens with focus in the message box.
    await expect(bram.page.locator('.chat-composer__input')).toBeFocused();

    await bram.page.goto('/likes/matches');
    await expect(
      bram.page.locator(`a[href="/likes/m/${anna.id}"], a[href="/members/${anna.id}"]`).first(),
    ).toBeVisible();
    await screenshot(bram.page, 'likes-matches');
    // Under Received, Anna is a match with a chat, not a like to answer.
    await bram.page.goto('/likes/received');
    const card = bram.page.locator('.likes-grid > li', { hasText: 'Anna' });
    await expect(card.getByText(/Match/)).toBeVisible();
    await expect(card.getByText('New', { exact: true })).toHaveCount(0);
    await expect(card.getByRole('link', { name: /Send message/ })).toBeVisible();
    await screenshot(bram.page, 'likes-received-match');
    expect(errors.filter((e) => !/status of 40[0-9]/.test(e))).toEqual([]);
  } finally {
    await closeAll(anna.context, bram.context);
  }
});

test('the swipe game refuses the 5th like of a free member with the premium offer', async ({
  browser,
}, info) => {
  const viewport = info.project.use.viewport ?? { width: 1280, height: 800 };
  const player = await member(browser, 'Casper', 'male', viewport);
  try {
    const page = player.page;
    await page.goto('/swipe-game');
    await expect(page.getByText('4 likes left today')).toBeVisible();
    await screenshot(page, 'swipe-game');
    // Each like is answered by the server and counted down before the next one.
    const left = [
      '3 likes left today',
      '2 likes left today',
      '1 like left today',
      'No free likes left today',
    ];
    for (let i = 0; i < 4; i++) {
      const answered = page.waitForResponse(
        (r) => r.url().endsWith('/api/swipe.php') && r.request().method() === 'POST',
      );
      await page
        .getByRole('button', { name: /^like /i })
        .first()
        .click();
      expect((await answered).status()).toBe(200);
      await expect(page.getByTestId('likes-left')).toContainText(left[i]!);
    }
    await expect(page.getByText('No free likes left today')).toBeVisible();
    await page
      .getByRole('button', { name: /^like /i })
      .first()
      .click();
    await expect(page.getByText("You've used your 4 free likes for today").first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Get Premium' }).last()).toBeVisible();
    await screenshot(page, 'swipe-limit');
  } finally {
    await closeAll(player.context);
  }
});

test('a message appears live for the receiver, is read, and credits run out', async ({ browser }, info) => {
  test.slow();
  const viewport = info.project.use.viewport ?? { width: 1280, height: 800 };
  const sender = await member(browser, 'Daan', 'male', viewport);
  const receiver = await member(browser, 'Eva', 'female', viewport);
  try {
    // Eva waits on her chats page; nothing reloads it.
    await receiver.page.goto('/chats');
    await expect(receiver.page.getByRole('heading', { name: /no conversations yet/i })).toBeVisible();

    await sender.page.goto(`/members/${receiver.id}/chat`);
    const composer = sender.page.getByRole('textbox', { name: /message to eva/i });
    // A new member learns that the first texts are free (the demo site gives 3), not their price.
    const hint = sender.page.locator('.chat-composer__credits');
    await expect(hint).toContainText('3 free messages left');
    await expect(hint).not.toContainText('1 message =');
    await screenshot(sender.page, 'chat-free-messages');
    await composer.fill('Hi Eva! Fancy a coffee by the canal?');
    await sender.page.getByRole('button', { name: /^send$/i }).click();
    await expect(sender.page).toHaveURL(/\/chats\/\d+/);
    await expect(sender.page.getByText('Delivered').last()).toBeVisible();
    await expect(hint).toContainText('2 free messages left');

    await expect(receiver.page.getByText('Fancy a coffee', { exact: false })).toBeVisible();
    // The title counts unread messages plus new likes (auto-likes may add some).
    await expect(receiver.page).toHaveTitle(/^\([1-9]\d*\) /);
    await expect(receiver.page.getByRole('link', { name: /messages/i }).first()).toContainText('1');
    await screenshot(receiver.page, 'chats-live');
    await receiver.page.getByText('Fancy a coffee', { exact: false }).click();
    // On a desktop the list stays beside the conversation: look in the message log.
    await expect(
      receiver.page.getByRole('log').getByText('Hi Eva! Fancy a coffee by the canal?'),
    ).toBeVisible();
    await expect(sender.page.getByText('Read').last()).toBeVisible();
    await screenshot(sender.page, 'chat-read');

    // Eva starts a reply: Daan sees her typing in the header, and it goes 5 s after she stops.
    const status = sender.page.locator('.chat-header__status');
    await expect(status).toHaveText('Online now');
    await receiver.page.getByRole('textbox', { name: /message to daan/i }).pressSequentially('Sure, when', {
      delay: 40,
    });
    await expect(status).toHaveText('Eva is typing…');
    if (info.project.name === 'desktop') {
      // Beside it, the open conversation's row in the list says so too, readable on its pink
      // (the theme's pink there was 4.2:1; only a scan that caught the typing found it).
      await expect(sender.page.locator('.chat-item.is-active .chat-item__preview--typing')).toBeVisible();
      await expectAccessible(sender.page, 'typing on the open conversation’s row', '.chat-item.is-active');
    }
    await screenshot(sender.page, 'chat-typing');
    await expect(status).toHaveText('Online now');
    await receiver.page.getByRole('textbox', { name: /message to daan/i }).fill('');

    const sendText = async (text: string) => {
      await composer.fill(text);
      await sender.page.getByRole('button', { name: /^send$/i }).click();
      // Wait for the answer: nothing "sending" any more, the message stored or refused.
      await expect(sender.page.locator('.msg__status--sending')).toHaveCount(0);
    };
    // The free messages count down to the last one; after it the composer shows the price.
    await sendText('Message number 2');
    await expect(hint).toContainText('1 free message left');
    await expect(hint).toContainText('Balance: 20 credits');
    await screenshot(sender.page, 'chat-free-last');
    await sendText('Message number 3');
    await expect(hint).toContainText(/1 message = \d+ credits/);
    await expect(hint).not.toContainText('free message');
    await expect(hint).toContainText('Balance: 20 credits');

    // 20 signup credits (two paid messages): then the balance is gone.
    let refused = false;
    for (let i = 0; i < 5 && !refused; i++) {
      await sendText(`Message number ${i + 4}`);
      refused = await sender.page.getByText('Not enough credits to send a message').isVisible();
    }
    expect(refused).toBe(true);
    await expect(sender.page.getByRole('link', { name: 'Buy credits' }).first()).toBeVisible();
    await screenshot(sender.page, 'chat-no-credits');
  } finally {
    await closeAll(sender.context, receiver.context);
  }
});

test('a free member starting a third chat gets the premium alert', async ({ browser }, info) => {
  test.slow();
  const viewport = info.project.use.viewport ?? { width: 1280, height: 800 };
  const finn = await member(browser, 'Finn', 'male', viewport);
  try {
    // Demo members only (the journeys' new members are 35): writing to Eva would upset her journey.
    const found = await (await finn.context.request.get('/api/members.php?gender=female&min_age=40')).json();
    const [first, second, third] = found.profiles as { id: number; name: string }[];
    for (const to of [first!, second!]) {
      const sent = await finn.context.request.post('/api/chat.php', {
        headers: { 'x-request-type': 'client' },
        data: { profile_id: to.id, text: `Hello ${to.name}`, client_id: crypto.randomUUID() },
      });
      expect(sent.status()).toBe(200);
    }
    await finn.page.goto(`/members/${third!.id}/chat`);
    await finn.page.getByRole('textbox', { name: /message to/i }).fill('Hi! Fancy a walk by the sea?');
    await finn.page.getByRole('button', { name: /^send$/i }).click();
    const alert = finn.page.getByRole('dialog', { name: 'A Premium feature' });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText('Free members can start 2 chats');
    await expect(alert).toContainText('46% better chance');
    await expect(alert.getByRole('link', { name: 'Get Premium' })).toHaveAttribute('href', '/premium');
    await screenshot(finn.page, 'premium-alert-chats');
    await alert.getByRole('button', { name: 'Not now' }).click();
    await expect(alert).toBeHidden();
    // The reason stays above the composer, with the text kept for later.
    await expect(finn.page.getByRole('link', { name: 'Become Premium' })).toBeVisible();
    await expect(finn.page.getByRole('textbox', { name: /message to/i })).toHaveValue(
      'Hi! Fancy a walk by the sea?',
    );

    // The chats list shows presence: online, or when a member was last seen.
    await finn.page.goto('/chats');
    await expect(finn.page.locator('.chat-item__presence').first()).toHaveText(/Online now|last seen .+ ago/);
    await screenshot(finn.page, 'chats-presence');
    // A demo member's profile page tells the same.
    await finn.page.goto(`/members/${first!.id}`);
    await expect(finn.page.locator('.member-page__presence')).toHaveText(/Online now|last seen .+ ago/);
    await screenshot(finn.page, 'member-presence');
  } finally {
    await closeAll(finn.context);
  }
});

test('the first paid message to a staff-run profile asks once for the site’s warning', async ({
  browser,
}, info) => {
  const viewport = info.project.use.viewport ?? { width: 1280, height: 800 };
  const ivo = await member(browser, 'Ivo', 'male', viewport);
  try {
    const request = ivo.context.request;
    // A demo staff-run profile (about one in twenty demo members; the journeys' own are younger).
    let target: { id: number; name: string } | undefined;
    for (let page = 1; !target && page <= 20; page++) {
      const found = await (
        await request.get(`/api/members.php?gender=female&min_age=40&page=${page}`)
      ).json();
      target = (found.profiles as { id: number; name: string; fictional: boolean }[]).find(
        (p) => p.fictional,
      );
    }
    expect(target).toBeDefined();
    // The three free texts need no confirmation: no credit goes anywhere.
    let conversationId = 0;
    for (const text of ['Hi!', 'How are you?', 'Nice photos']) {
      const sent = await request.post('/api/chat.php', {
        headers: { 'x-request-type': 'client' },
        data: {
          ...(conversationId ? { conversation_id: conversationId } : { profile_id: target!.id }),
          text,
          client_id: crypto.randomUUID(),
        },
      });
      expect(sent.status()).toBe(200);
      conversationId = (await sent.json()).message.conversation_id;
    }

    const page = ivo.page;
    await page.goto(`/chats/${conversationId}`);
    const hint = page.locator('.chat-composer__credits');
    await expect(hint).toContainText('Balance: 20 credits');
    const composer = page.getByRole('textbox', { name: /message to/i });
    const log = page.getByRole('log');
    await composer.fill('Shall we talk more?');
    await page.getByRole('button', { name: /^send$/i }).click();
    const dialog = page.getByRole('dialog', { name: `Before your first paid message to ${target!.name}` });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('fictional and run by our staff');
    await expect(dialog).toContainText(`you cannot meet ${target!.name} in person`);
    await screenshot(page, 'fictional-ack-dialog');

    // Cancel: nothing sent, the text stays.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(composer).toHaveValue('Shall we talk more?');
    await expect(log.getByText('Shall we talk more?')).toHaveCount(0);

    await page.getByRole('button', { name: /^send$/i }).click();
    await dialog.getByRole('button', { name: 'I understand, send' }).click();
    await expect(dialog).toBeHidden();
    await expect(log.getByText('Shall we talk more?')).toBeVisible();
    await expect(hint).toContainText('Balance: 10 credits');
    await expect(composer).toHaveValue('');

    // Asked once: the next paid message goes at once, also after a reload.
    await page.reload();
    await expect(hint).toContainText('Balance: 10 credits');
    await composer.fill('Still there?');
    await page.getByRole('button', { name: /^send$/i }).click();
    await expect(log.getByText('Still there?')).toBeVisible();
    await expect(hint).toContainText('Balance: 0 credits');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await screenshot(page, 'fictional-ack-sent');
  } finally {
    await closeAll(ivo.context);
  }
});
