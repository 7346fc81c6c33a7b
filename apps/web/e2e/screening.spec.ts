import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import {
  expect,
  expectAccessible,
  newMember,
  SITE_EN,
  SITE_NL,
  screenshot,
  test,
  watchErrors,
} from './fixtures';
import { ownPicture } from './pictures';

type Catalogue = { chat: Record<string, string>; member: Record<string, string> };
const texts = (language: 'en' | 'nl'): Catalogue =>
  JSON.parse(
    readFileSync(`${import.meta.dirname}/../../../packages/shared/src/locales/${language}.json`, 'utf8'),
  );

/**
 * Decision 043: an explicit chat photo arrives blurred for its recipient, with a tap to view and
 * reporting one tap away. The server's marking runs the real models (screening.test.ts); no picture
 * a journey may draw is explicit, so this journey marks the photo explicit in the answer the page
 * receives and shows what the recipient sees.
 */
for (const [site, language] of [
  [SITE_EN, 'en'],
  [SITE_NL, 'nl'],
] as const) {
  test(`an explicit chat photo arrives blurred until the recipient chooses (${language})`, async ({
    browser,
  }, info) => {
    const viewport = info.project.use.viewport ?? { width: 1280, height: 800 };
    const t = texts(language);
    const anna = await newMember(browser, site, { name: 'Anna', gender: 'female' }, { viewport });
    const bram = await newMember(browser, site, { name: 'Bram', gender: 'male' }, { viewport });
    try {
      const errors = watchErrors(anna.page);
      const photo = await ownPicture(600, 600, '#c2185b');
      const sent = await bram.context.request.post('/api/chat-photo.php', {
        headers: { 'x-request-type': 'client' },
        multipart: {
          profile_id: String(anna.id),
          client_id: randomUUID(),
          photo: { name: 'me.jpg', mimeType: 'image/jpeg', buffer: photo },
        },
      });
      expect(sent.status()).toBe(200);
      const conversation = (await sent.json()).message.conversation_id as number;
      await anna.page.route('**/api/chat.php?*', async (route) => {
        const response = await route.fetch();
        const body = await response.json();
        for (const m of body.messages ?? []) if (m.photo) m.photo.explicit = true;
        await route.fulfill({ response, json: body });
      });
      await anna.page.goto(`/chats/${conversation}`);
      await expect(anna.page.getByText(t.chat.explicitHidden!)).toBeVisible();
      await expect(anna.page.getByRole('img', { name: t.chat.photo })).toHaveCount(0);
      await screenshot(anna.page, `chat-photo-blurred-${language}`);
      // The blurred photo itself (the desktop chat list's presence dot has a contrast finding of its own).
      await expectAccessible(anna.page, 'the blurred photo', '.msg__blurred');
      await anna.page.getByRole('button', { name: t.chat.explicitReport }).click();
      const dialog = anna.page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await screenshot(anna.page, `chat-photo-report-${language}`);
      await anna.page.keyboard.press('Escape');
      await anna.page.getByRole('button', { name: t.chat.explicitView }).click();
      await expect(anna.page.getByRole('img', { name: t.chat.photo })).toBeVisible();
      await screenshot(anna.page, `chat-photo-shown-${language}`);
      expect(errors).toEqual([]);
    } finally {
      await anna.context.close();
      await bram.context.close();
    }
  });
}
