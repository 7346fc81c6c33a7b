import staff from '@amora/shared/locales/staff/en.json';
import type { MeetingKind } from '@amora/shared/meeting';
import i18next from 'i18next';

/**
 * The staff console's texts, from their catalogue `packages/shared/src/locales/staff/en.json`
 * (decision 033): the catalogues' format, `{{placeholders}}` and `_one`/`_other` plurals,
 * resolved by i18next like the member texts. Staff work in English, so there is one language and
 * it stays out of the eleven member catalogues, shipping only in the staff chunk (decision 012).
 * Whatever a member sees as a result of a staff action comes from the member and mail catalogues.
 */
const texts = i18next.createInstance();
void texts.init({
  lng: 'en',
  fallbackLng: false,
  ns: ['staff'],
  defaultNS: 'staff',
  resources: { en: { staff } },
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

/** One text with its values; keys are the catalogue's (the member catalogues' types do not apply). */
const t = (key: string, values?: Record<string, unknown>): string =>
  String(texts.t(key as never, values as never));

export const S = {
  ...staff,
  loggedInAs: (email: string, role: string) => t('loggedInAs', { email, role }),
  reasons: staff.reasons as Record<string, string>,
  reports: { ...staff.reports, actions: staff.reports.actions as Record<string, string> },
  members: {
    ...staff.members,
    bannedUntil: (until: string | null) =>
      until ? t('members.bannedUntil', { until }) : t('members.bannedUntilLifted'),
  },
  invitations: {
    ...staff.invitations,
    intro: (signups: string) =>
      signups === 'invite_only' ? t('invitations.introInviteOnly') : t('invitations.intro', { signups }),
  },
  inbox: {
    ...staff.inbox,
    answerAs: (name: string) => t('inbox.answerAs', { name }),
    kinds: staff.inbox.kinds as Record<MeetingKind, string>,
  },
  mailings: {
    ...staff.mailings,
    types: staff.mailings.types as Record<string, string>,
    statuses: staff.mailings.statuses as Record<string, string>,
    members: (count: number) => t('mailings.members', { count }),
    fallback: (language: string) => t('mailings.fallback', { language }),
    tested: (to: string) => t('mailings.tested', { to }),
    confirmSend: (count: number, site: string) => t('mailings.confirmSend', { count, site }),
  },
};
