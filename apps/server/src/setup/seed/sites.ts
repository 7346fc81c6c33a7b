import type { companies } from '../../db/schema';
import { type NewSite as NewSiteRow, SITE_DEFAULTS } from '../../modules/sites/create';

type NewSite = NewSiteRow & { company: keyof typeof DEMO_COMPANIES };

/**
 * The companies behind the demo sites. Vonkje's company predates the default terms version and
 * Amora's does not, so the two show both rules of the terms version date (docs/product.md#numbers-and-limits).
 */
export const DEMO_COMPANIES = {
  amora: {
    name: 'Amora Media B.V.',
    address: 'Keizersgracht 123',
    kvk: '81234567',
    city: 'Amsterdam',
    country: 'NL',
    tradenames: ['Amora'],
    vatNumbers: ['NL862345678B01'],
    supportPhone: '+31 20 123 4567',
    deleteDiscount: 50,
    added: new Date('2024-03-01T09:00:00Z'),
  },
  vonkje: {
    name: 'Vonkje Online B.V.',
    address: 'Oudegracht 45',
    kvk: '70123456',
    city: 'Utrecht',
    country: 'NL',
    tradenames: ['Vonkje', 'Vonkje Dating'],
    vatNumbers: ['NL858123456B01', 'BE0712345678'],
    supportPhone: '+31 30 765 4321',
    deleteDiscount: 50,
    added: new Date('2021-06-15T08:00:00Z'),
  },
} satisfies Record<string, typeof companies.$inferInsert>;

/** The adult-cam promotion tile of the demo sites: on, with a locally drawn image. */
const CAM_PROMO = {
  camPromoEnabled: true,
  camPromoUrl: 'https://cams.example/?ref=amora',
  camPromoImage: '/promo/cam.svg',
};

/** The demo sites: every new site's defaults, plus sign-up credits and the cam promotion. */
const COMMON = {
  ...SITE_DEFAULTS,
  signupCredits: 20,
  ...CAM_PROMO,
};

export const DEMO_SITES: NewSite[] = [
  {
    ...COMMON,
    company: 'amora',
    domain: 'localhost',
    aliases: ['amora.localhost'],
    name: 'Amora',
    domainLanguage: 'en',
    countries: ['GB', 'IE', 'US', 'CA', 'AU', 'NZ'],
    supportEmail: 'support@amora.example',
    supportPhone: '+44 20 7946 0958',
    minimumMessageCosts: { GB: { costs: 10, currency: 'GBP' }, US: { costs: 10, currency: 'USD' } },
    entryWarningCountries: [],
    indexTitle: {
      da: 'Amora – dating for voksne singler',
      de: 'Amora – Dating für erwachsene Singles',
      en: 'Amora – dating for grown-up singles',
      es: 'Amora – citas para solteros adultos',
      fi: 'Amora – deittailua aikuisille sinkuille',
      fr: 'Amora – rencontres entre célibataires adultes',
      it: 'Amora – incontri per single adulti',
      nl: 'Amora – daten voor volwassen singles',
      no: 'Amora – dating for voksne singler',
      pl: 'Amora – randki dla dorosłych singli',
      sv: 'Amora – dejting för vuxna singlar',
    },
    description: {
      da: 'Mød singler i nærheden, chat trygt og find en, der får dit hjerte til at banke.',
      de: 'Triff Singles in deiner Nähe, chatte sicher und finde jemanden, der dein Herz höher schlagen lässt.',
      en: 'Meet singles near you, chat safely and find someone who makes your heart skip a beat.',
      es: 'Conoce a solteros cerca de ti, chatea con seguridad y encuentra a alguien que te acelere el corazón.',
      fi: 'Tapaa sinkkuja läheltäsi, juttele turvallisesti ja löydä joku, joka saa sydämesi sykkimään.',
      fr: 'Rencontrez des célibataires près de chez vous, discutez en toute sécurité et trouvez celui ou celle qui fera battre votre cœur.',
      it: 'Incontra single vicino a te, chatta in sicurezza e trova qualcuno che ti faccia battere il cuore.',
      nl: 'Ontmoet singles bij jou in de buurt, chat veilig en vind iemand die je hart sneller laat kloppen.',
      no: 'Møt singler i nærheten, chat trygt og finn noen som får hjertet ditt til å slå raskere.',
      pl: 'Poznawaj singli w pobliżu, rozmawiaj bezpiecznie i znajdź kogoś, przy kim serce bije szybciej.',
      sv: 'Träffa singlar nära dig, chatta tryggt och hitta någon som får ditt hjärta att slå snabbare.',
    },
  },
  {
    ...COMMON,
    company: 'vonkje',
    domain: '127.0.0.1',
    aliases: ['vonkje.localhost'],
    name: 'Vonkje',
    domainLanguage: 'nl',
    countries: ['NL', 'BE'],
    supportEmail: 'support@vonkje.example',
    supportPhone: '+31 20 123 4567',
    minimumMessageCosts: { NL: { costs: 10, currency: 'EUR' }, BE: { costs: 10, currency: 'EUR' } },
    entryWarningCountries: ['NL', 'BE', 'DE'],
    indexTitle: {
      da: 'Vonkje – find gnisten i Nederlandene og Belgien',
      de: 'Vonkje – finde den Funken in den Niederlanden und Belgien',
      en: 'Vonkje – find the spark in the Netherlands and Belgium',
      es: 'Vonkje – encuentra la chispa en Países Bajos y Bélgica',
      fi: 'Vonkje – löydä kipinä Alankomaissa ja Belgiassa',
      fr: 'Vonkje – trouvez l’étincelle aux Pays-Bas et en Belgique',
      it: 'Vonkje – trova la scintilla nei Paesi Bassi e in Belgio',
      nl: 'Vonkje – vind de vonk in Nederland en België',
      no: 'Vonkje – finn gnisten i Nederland og Belgia',
      pl: 'Vonkje – znajdź iskrę w Holandii i Belgii',
      sv: 'Vonkje – hitta gnistan i Nederländerna och Belgien',
    },
    description: {
      da: 'Den hyggelige datingside for singler i Nederlandene og Flandern.',
      de: 'Die gemütliche Dating-Seite für Singles in den Niederlanden und Flandern.',
      en: 'The friendly dating site for singles in the Netherlands and Flanders.',
      es: 'El sitio de citas acogedor para solteros de Países Bajos y Flandes.',
      fi: 'Lämminhenkinen deittisivusto Alankomaiden ja Flanderin sinkuille.',
      fr: 'Le site de rencontres chaleureux pour les célibataires des Pays-Bas et de Flandre.',
      it: 'Il sito di incontri accogliente per i single dei Paesi Bassi e delle Fiandre.',
      nl: 'Dé gezellige datingsite voor singles in Nederland en Vlaanderen.',
      no: 'Den koselige datingsiden for singler i Nederland og Flandern.',
      pl: 'Przyjazny serwis randkowy dla singli z Holandii i Flandrii.',
      sv: 'Den mysiga dejtingsajten för singlar i Nederländerna och Flandern.',
    },
  },
];

/**
 * The demo's site where every sign-up meets the proof-of-work check (`signup_challenge_after` 0),
 * on the host name `DEMO_CHALLENGE_SITE` gives: the check's own journey signs up there, while the
 * other journeys sign up many members from one address on the demo sites with the check lifted
 * (decision 042). Amora in English, its company's too, without members; closed to search engines.
 */
export function challengeSite(domain: string): NewSite {
  const amora = DEMO_SITES[0]!;
  const checked = (text: Record<string, string>) =>
    Object.fromEntries(
      Object.entries(text).map(([language, t]) => [language, t.replace('Amora', 'Amora Check')]),
    );
  return {
    ...amora,
    domain,
    aliases: [],
    name: 'Amora Check',
    indexTitle: checked(amora.indexTitle as Record<string, string>),
    signupChallengeAfter: 0,
    searchEngineIndexing: false,
  };
}
