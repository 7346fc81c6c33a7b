import type { Language } from '@amora/shared';
import type { MailingType } from '@amora/shared/api/mailings';

/**
 * Mailings from the staff console (modules/campaigns): staff write subject, body and button;
 * the layout around them — greeting, sign-off, the unsubscribe footer — is the notification
 * mails'. Only the "why you get this" line is the mailing's own, per type and language.
 */
export const CAMPAIGN_TEMPLATE = 'campaign';

/** What staff wrote for one language, and which of the member's preferences it is sent under. */
export interface CampaignContent {
  type: MailingType;
  subject: string;
  /** Plain text; a blank line starts a new paragraph. */
  body: string;
  /** The button's label; the mail's `link` is where it leads. */
  button?: string;
}

type Why = Record<MailingType, (site: string) => string>;

export const CAMPAIGN_WHY: Record<Language, Why> = {
  en: {
    promotions: (site) => `You’re receiving this e-mail because you get promotions from ${site}.`,
    news: (site) => `You’re receiving this e-mail because you get news from ${site}.`,
  },
  de: {
    promotions: (site) => `Du erhältst diese E-Mail, weil du Angebote von ${site} bekommst.`,
    news: (site) => `Du erhältst diese E-Mail, weil du Neuigkeiten von ${site} bekommst.`,
  },
  nl: {
    promotions: (site) => `Je ontvangt deze e-mail omdat je aanbiedingen van ${site} krijgt.`,
    news: (site) => `Je ontvangt deze e-mail omdat je nieuws van ${site} krijgt.`,
  },
  fr: {
    promotions: (site) => `Vous recevez cet e-mail car vous recevez les promotions de ${site}.`,
    news: (site) => `Vous recevez cet e-mail car vous recevez les nouveautés de ${site}.`,
  },
  es: {
    promotions: (site) => `Recibes este correo porque recibes las promociones de ${site}.`,
    news: (site) => `Recibes este correo porque recibes las noticias de ${site}.`,
  },
  it: {
    promotions: (site) => `Ricevi questa e-mail perché ricevi le promozioni di ${site}.`,
    news: (site) => `Ricevi questa e-mail perché ricevi le novità di ${site}.`,
  },
  da: {
    promotions: (site) => `Du får denne e-mail, fordi du får tilbud fra ${site}.`,
    news: (site) => `Du får denne e-mail, fordi du får nyheder fra ${site}.`,
  },
  no: {
    promotions: (site) => `Du får denne e-posten fordi du får tilbud fra ${site}.`,
    news: (site) => `Du får denne e-posten fordi du får nyheter fra ${site}.`,
  },
  sv: {
    promotions: (site) => `Du får det här mejlet eftersom du får erbjudanden från ${site}.`,
    news: (site) => `Du får det här mejlet eftersom du får nyheter från ${site}.`,
  },
  fi: {
    promotions: (site) => `Saat tämän viestin, koska saat tarjouksia palvelusta ${site}.`,
    news: (site) => `Saat tämän viestin, koska saat uutisia palvelusta ${site}.`,
  },
  pl: {
    promotions: (site) => `Otrzymujesz tę wiadomość, ponieważ dostajesz promocje z serwisu ${site}.`,
    news: (site) => `Otrzymujesz tę wiadomość, ponieważ dostajesz nowości z serwisu ${site}.`,
  },
};

/** Paragraphs of a plain-text body: split at blank lines, single line breaks kept inside. */
export function campaignParagraphs(body: string): string[] {
  return body
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

/** The mailing's texts in the shape the layout renders (templates.ts `renderMail`). */
export function campaignTexts(content: CampaignContent, language: Language, site: string) {
  return {
    subject: () => content.subject,
    body: () => campaignParagraphs(content.body),
    button: () => content.button ?? '',
    why: () => (CAMPAIGN_WHY[language] ?? CAMPAIGN_WHY.en)[content.type](site),
  };
}
