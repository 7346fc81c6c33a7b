import { readFileSync } from 'node:fs';
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

/**
 * A new member meets a staff-run profile where it invites them: the like modal (`t=N`, fed by the
 * auto-like, which only staff-run profiles give), the match modal after liking back, the
 * notifications, the new conversation and that member's landing — each with the site's mark
 * (decision 028). On both demo sites, at 375 and 1280 px (the two projects).
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
      await shot('like-modal');

      // Like back: a match, and the match modal marks them too.
      const likerId = Number(
        (await like.getByRole('link', { name: t.likeModal.viewProfile }).getAttribute('href'))
          ?.split('/')
          .pop(),
      );
      await like.getByRole('button', { name: t.likeModal.likeBack }).click();
      const match = me.page.getByRole('dialog', { name: t.matchModal.matchTitle });
      await expect(match).toBeVisible();
      await expect(match.getByRole('note')).toContainText(label);
      await shot('match-modal');

      // The new conversation's first screen.
      await match.getByRole('button', { name: t.matchModal.chat }).click();
      await expect(me.page).toHaveURL(new RegExp(`/members/${likerId}/chat$`));
      await expect(me.page.getByText(t.chat.emptyTitle.replace('{{name}}', liker))).toBeVisible();
      await expect(me.page.locator('.chat-empty').getByRole('img', { name: /./ })).toContainText(label);
      await shot('new-conversation');

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
