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

/**
 * One staff text with its values. Not named `t`: keys and plurals here are the staff catalogue's
 * (locales-staff.test.ts checks them), not the member catalogues' that locales.test.ts reads.
 */
const staffText = (key: string, values?: Record<string, unknown>): string =>
  String(texts.t(key as never, values as never));

export const S = {
  ...staff,
  loggedInAs: (email: string, role: string) => staffText('loggedInAs', { email, role }),
  reasons: staff.reasons as Record<string, string>,
  photos: {
    ...staff.photos,
    heldReasons: staff.photos.heldReasons as Record<string, string>,
    risk: (risk: number) => staffText('photos.risk', { risk: risk.toFixed(2) }),
    faces: (count: number) => staffText('photos.faces', { count }),
    scores: (values: Record<string, string>) => staffText('photos.scores', values),
    copyOf: (values: { name: string; id: number; status: string }, banned: boolean) =>
      staffText(banned ? 'photos.copyOfBanned' : 'photos.copyOf', values),
  },
  flagged: { ...staff.flagged, kinds: staff.flagged.kinds as Record<string, string> },
  reports: {
    ...staff.reports,
    actions: staff.reports.actions as Record<string, string>,
    reporters: (count: number) => staffText('reports.reporters', { count }),
  },
  members: {
    ...staff.members,
    bannedUntil: (until: string | null) =>
      until ? staffText('members.bannedUntil', { until }) : staffText('members.bannedUntilLifted'),
  },
  invitations: {
    ...staff.invitations,
    intro: (signups: string) =>
      signups === 'invite_only'
        ? staffText('invitations.introInviteOnly')
        : staffText('invitations.intro', { signups }),
  },
  inbox: {
    ...staff.inbox,
    answerAs: (name: string) => staffText('inbox.answerAs', { name }),
    kinds: staff.inbox.kinds as Record<MeetingKind, string>,
  },
  mailings: {
    ...staff.mailings,
    types: staff.mailings.types as Record<string, string>,
    statuses: staff.mailings.statuses as Record<string, string>,
    members: (count: number) => staffText('mailings.members', { count }),
    fallback: (language: string) => staffText('mailings.fallback', { language }),
    tested: (to: string) => staffText('mailings.tested', { to }),
    confirmSend: (count: number, site: string) => staffText('mailings.confirmSend', { count, site }),
  },
};
