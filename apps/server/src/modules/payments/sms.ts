import type { Language } from '@amora/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { smsOutbox } from '../../db/schema';

/** Sends text messages. The default driver keeps them in sms_outbox and logs them (like mail). */
export interface SmsSender {
  send(message: { siteId: number; to: string; text: string }): Promise<void>;
}

export function outboxSms(db: Db, log: FastifyBaseLogger): SmsSender {
  return {
    async send({ siteId, to, text }) {
      await db.insert(smsOutbox).values({ siteId, to, text });
      log.info({ to }, 'SMS kept in the outbox (no SMS provider configured)');
    },
  };
}

/** The direct-debit code SMS, in the member's language. */
const CODE_TEXT: Record<Language, string> = {
  da: '{code} er din kode hos {site} til at bekræfte din betaling. Koden udløber om 10 minutter.',
  de: '{code} ist dein Code bei {site} zur Bestätigung deiner Zahlung. Er läuft in 10 Minuten ab.',
  en: '{code} is your {site} code to confirm your payment. It expires in 10 minutes.',
  es: '{code} es tu código de {site} para confirmar tu pago. Caduca en 10 minutos.',
  fi: '{code} on {site}-koodisi maksun vahvistamiseen. Koodi vanhenee 10 minuutissa.',
  fr: '{code} est votre code {site} pour confirmer votre paiement. Il expire dans 10 minutes.',
  it: '{code} è il tuo codice {site} per confermare il pagamento. Scade tra 10 minuti.',
  nl: '{code} is je {site}-code om je betaling te bevestigen. De code verloopt over 10 minuten.',
  no: '{code} er koden din hos {site} for å bekrefte betalingen. Den utløper om 10 minutter.',
  pl: '{code} to Twój kod {site} do potwierdzenia płatności. Wygasa za 10 minut.',
  sv: '{code} är din kod hos {site} för att bekräfta betalningen. Den går ut om 10 minuter.',
};

export const codeText = (language: Language, site: string, code: string) =>
  (CODE_TEXT[language] ?? CODE_TEXT.en).replace('{code}', code).replace('{site}', site);
