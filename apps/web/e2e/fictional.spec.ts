import { readFileSync } from 'node:fs';
import type { Locator } from '@playwright/test';
import { expect, newMember, SITE_EN, SITE_NL, screenshot, test, watchErrors } from './fixtures';

const texts = (language: 'en' | 'nl') =>
  JSON.parse(
    readFileSync(`${import.meta.dirname}/../../../packages/shared/src/locales/${language}.json`, 'utf8'),
  );

/** The name a translated text with {{name}} was made with. */
function nameIn(template: string, text: string): string {
  const [before = '', after = ''] = template.split('{{name}}');
  return text.trim().slice(before.length, text.trim().length - after.length);
}

/** Pixels between the bottom of `upper` and the top of `lower`. */
async function gapBetween(upper: Locator, lower: Locator): Promise<number> {
  const a = (await upper.boundingBox())!;
  const b = (await lower.boundingBox())!;
  return b.y - (a.y + a.height);
}

/**
 * A new member meets a staff-run profile where it invites them: the like modal (`t=N`, fed by the
 * auto-like, which only staff-run profiles give), the match modal after liking back, the
 * notifications, the new conversation and that member's landing — each with the site's mark
 * (decision 028) — and the first paid message to them asks once for the site's warning
 * (decision 027). On both demo sites, at 375 and 1280 px (the two projects).
 */
for (const [site, language] of [
  [SITE_EN, 'en'],
  [SITE_NL, 'nl'],
] as const) {
  test(`a new member sees the staff-run profile that likes them marked (${language})`, async ({
    browser,
  }, info) => {
    const viewport = info.project.use.viewport ?? { width: 1280, height: 800 };
    const t = texts(language);
    const me = await newMember(browser, site, { name: 'Noah', gender: 'male' }, { viewport });
    const shot = (name: string) => screenshot(me.page, `fictional-${name}-${language}`);
    try {
      const settings = await (await me.context.request.get('/api/settings.php')).json();
      const label = `${settings.fictional_icon} ${settings.fictional_singular}`;
      const errors = watchErrors(me.page);

      // The like modal: who likes the member, with the card's mark and the warning written out.
      await me.page.goto('/members?t=1');
      const like = me.page.getByRole('dialog');
      // The members page loads, then the modal waits its second and asks for the auto-like.
      await expect(like).toBeVisible({ timeout: 45_000 });
      const liker = nameIn(t.likeModal.title, (await like.getByRole('heading').textContent()) ?? '');
      const note = like.getByRole('note');
      await expect(note).toContainText(label);
      await expect(note).toContainText(settings.fictional_warning);
      // The note stands on its own, clear of the focused Like back button's ring.
      const likeBack = like.getByRole('button', { name: t.likeModal.likeBack });
      expect(await gapBetween(note, likeBack)).toBeGreaterThanOrEqual(8);
      await shot('like-modal');

      // Like back: a match, and the match modal marks them too.
      const likerId = Number(
        (await like.getByRole('link', { name: t.likeModal.viewProfile }).getAttribute('href'))
          ?.split('/')
          .pop(),
      );
      await likeBack.click();
      const match = me.page.getByRole('dialog', { name: t.matchModal.matchTitle });
      await expect(match).toBeVisible();
      await expect(match.getByRole('note')).toContainText(label);
      expect(
        await gapBetween(match.getByRole('note'), match.locator('.match-modal__photos')),
      ).toBeGreaterThanOrEqual(8);
      await shot('match-modal');

      // The new conversation's first screen.
      await match.getByRole('button', { name: t.matchModal.chat }).click();
      await expect(me.page).toHaveURL(new RegExp(`/members/${likerId}/chat$`));
      await expect(me.page.getByText(t.chat.emptyTitle.replace('{{name}}', liker))).toBeVisible();
      await expect(me.page.locator('.chat-empty').getByRole('img', { name: /./ })).toContainText(label);
      await shot('new-conversation');

      // The first paid message to them asks once for the site's warning (decision 027): the free
      // texts go without, the next one opens the dialog, and confirming sends it.
      const request = me.context.request;
      const { user } = await (await request.get('/api/user.php')).json();
      let conversationId = 0;
      for (let i = 0; i < (user.free_messages_left ?? 0); i++) {
        const sent = await request.post('/api/chat.php', {
          headers: { 'x-request-type': 'client' },
          data: {
            ...(conversationId ? { conversation_id: conversationId } : { profile_id: likerId }),
            text: `Hi ${liker} ${i + 1}`,
            client_id: crypto.randomUUID(),
          },
        });
        expect(sent.status()).toBe(200);
        conversationId = (await sent.json()).message.conversation_id;
      }
      expect(conversationId).toBeGreaterThan(0);
      await me.page.goto(`/chats/${conversationId}`);
      const log = me.page.getByRole('log');
      await expect(log.getByText(`Hi ${liker} 1`)).toBeVisible();
      await me.page.getByPlaceholder(t.chat.placeholder).fill('Paid hello');
      await me.page.getByRole('button', { name: t.chat.send, exact: true }).click();
      const ack = me.page.getByRole('dialog', { name: t.chat.fictionalAck.title.replace('{{name}}', liker) });
      await expect(ack).toContainText(settings.fictional_warning);
      await shot('first-paid-message');
      await ack.getByRole('button', { name: t.chat.fictionalAck.confirm }).click();
      await expect(ack).toBeHidden();
      await expect(log.getByText('Paid hello')).toBeVisible();
      expect((await (await request.get('/api/user.php')).json()).user.fictional_ack).toBe(true);

      // The notifications page: the match with the staff-run profile carries the mark.
      await me.page.goto('/notifications');
      const row = me.page
        .getByRole('listitem')
        .filter({ hasText: t.notifications.types.match.replace('{{name}}', liker) });
      await expect(
        row.getByRole('img', { name: new RegExp(`^${settings.fictional_singular}: `) }),
      ).toContainText(label);
      await shot('notifications');

      // That member's landing, where a visitor is invited to answer their message.
      await me.page.goto(`/members/${likerId}/landing2`);
      await expect(me.page.getByRole('note')).toContainText(settings.fictional_warning);
      await shot('member-landing');

      expect(errors.filter((e) => !/status of 40[0-9]/.test(e))).toEqual([]);
    } finally {
      await me.context.close();
    }
  });
}
