import type { Language } from '@amora/shared';
import type { NotificationParams, NotificationTexts } from './notification-messages';

/**
 * Reminder mails (modules/notifications/reminders.ts, preference `reminders`): part of the
 * notification templates, kept in their own file so each file stays readable. Like the other
 * notification mails: short, no names of other members, no message content (privacy).
 */
export const REMINDER_TEMPLATES = [
  'time_bonus_ending',
  'welcome_discount_ending',
  'complete_profile',
  'come_back',
] as const;
export type ReminderTemplate = (typeof REMINDER_TEMPLATES)[number];

/** "25 %" with a no-break space (most of our languages), or "25%" (en, nl, it, pl). */
const spaced = (p: NotificationParams) => `${p.percent ?? 0}\u00a0%`;
const tight = (p: NotificationParams) => `${p.percent ?? 0}%`;

/** The come-back mail's second paragraph: what waits, or — nothing waiting — the new members. */
const waiting = (p: NotificationParams, counts: string, none: string) =>
  (p.likes ?? 0) + (p.unread ?? 0) > 0 ? counts : none;

/** The profile reminder names only what is missing: a photo, a few words, or both. */
const missing = (p: NotificationParams, photo: string, about: string) => [
  ...(p.needsPhoto ? [photo] : []),
  ...(p.needsAbout ? [about] : []),
];

export const REMINDER_MESSAGES: Record<Language, Record<ReminderTemplate, NotificationTexts>> = {
  en: {
    time_bonus_ending: {
      subject: (p) => `Your ${tight(p)} bonus ends in about an hour`,
      body: (p) => [
        `Only about an hour left: on ${p.site} you get ${tight(p)} off every credit bundle.`,
        'After that, the bonus is gone.',
      ],
      button: () => 'Get my bonus',
      why: ({ site }) => `You’re receiving this e-mail because you get reminders from ${site}.`,
    },
    welcome_discount_ending: {
      subject: (p) => `Last day for your ${tight(p)} welcome discount`,
      body: (p) => [
        `Your ${tight(p)} welcome discount on your first purchase at ${p.site} ends in less than 24 hours.`,
        'Use it now for more credits to chat with – it won’t come back.',
      ],
      button: () => 'Use my discount',
      why: ({ site }) => `You’re receiving this e-mail because you get reminders from ${site}.`,
    },
    complete_profile: {
      subject: ({ site }) => `Complete your profile on ${site}`,
      body: (p) => [
        `Members with a complete profile get far more likes and messages on ${p.site}.`,
        ...missing(
          p,
          'Add a photo: it’s the first thing others look at.',
          'Write a few words about yourself – it gives others something to reply to.',
        ),
      ],
      button: () => 'Complete my profile',
      why: ({ site }) => `You’re receiving this e-mail because you get reminders from ${site}.`,
    },
    come_back: {
      subject: ({ site }) => `We miss you on ${site}`,
      body: (p) => [
        `It’s been a while since your last visit to ${p.site}.`,
        waiting(
          p,
          `Waiting for you – new likes: ${p.likes}, unread messages: ${p.unread}.`,
          'New members have joined since then – come and have a look!',
        ),
      ],
      button: ({ site }) => `Back to ${site}`,
      why: ({ site }) => `You’re receiving this e-mail because you get reminders from ${site}.`,
    },
  },

  de: {
    time_bonus_ending: {
      subject: (p) => `Dein Bonus von ${spaced(p)} endet in etwa einer Stunde`,
      body: (p) => [
        `Nur noch etwa eine Stunde: Auf ${p.site} bekommst du ${spaced(p)} Rabatt auf jedes Credit-Paket.`,
        'Danach ist der Bonus vorbei.',
      ],
      button: () => 'Bonus sichern',
      why: ({ site }) => `Du erhältst diese E-Mail, weil du Erinnerungen von ${site} bekommst.`,
    },
    welcome_discount_ending: {
      subject: (p) => `Letzter Tag für deinen Willkommensrabatt von ${spaced(p)}`,
      body: (p) => [
        `Dein Willkommensrabatt von ${spaced(p)} auf deinen ersten Kauf bei ${p.site} endet in weniger als 24 Stunden.`,
        'Nutze ihn jetzt für mehr Credits zum Chatten – danach gibt es ihn nicht mehr.',
      ],
      button: () => 'Rabatt nutzen',
      why: ({ site }) => `Du erhältst diese E-Mail, weil du Erinnerungen von ${site} bekommst.`,
    },
    complete_profile: {
      subject: ({ site }) => `Vervollständige dein Profil auf ${site}`,
      body: (p) => [
        `Mitglieder mit vollständigem Profil bekommen auf ${p.site} deutlich mehr Likes und Nachrichten.`,
        ...missing(
          p,
          'Lade ein Foto hoch: Es ist das Erste, worauf andere schauen.',
          'Schreib ein paar Worte über dich – so haben andere etwas, worauf sie antworten können.',
        ),
      ],
      button: () => 'Profil vervollständigen',
      why: ({ site }) => `Du erhältst diese E-Mail, weil du Erinnerungen von ${site} bekommst.`,
    },
    come_back: {
      subject: ({ site }) => `Wir vermissen dich auf ${site}`,
      body: (p) => [
        `Dein letzter Besuch auf ${p.site} ist schon eine Weile her.`,
        waiting(
          p,
          `Auf dich warten – neue Likes: ${p.likes}, ungelesene Nachrichten: ${p.unread}.`,
          'Seitdem sind neue Mitglieder dazugekommen – schau doch mal vorbei!',
        ),
      ],
      button: ({ site }) => `Zurück zu ${site}`,
      why: ({ site }) => `Du erhältst diese E-Mail, weil du Erinnerungen von ${site} bekommst.`,
    },
  },

  nl: {
    time_bonus_ending: {
      subject: (p) => `Je bonus van ${tight(p)} eindigt over ongeveer een uur`,
      body: (p) => [
        `Nog maar ongeveer een uur: op ${p.site} krijg je ${tight(p)} korting op elk creditpakket.`,
        'Daarna is de bonus voorbij.',
      ],
      button: () => 'Pak je bonus',
      why: ({ site }) => `Je ontvangt deze e-mail omdat je herinneringen van ${site} krijgt.`,
    },
    welcome_discount_ending: {
      subject: (p) => `Laatste dag voor je welkomstkorting van ${tight(p)}`,
      body: (p) => [
        `Je welkomstkorting van ${tight(p)} op je eerste aankoop bij ${p.site} verloopt binnen 24 uur.`,
        'Gebruik hem nu voor meer credits om mee te chatten – daarna komt hij niet meer terug.',
      ],
      button: () => 'Gebruik mijn korting',
      why: ({ site }) => `Je ontvangt deze e-mail omdat je herinneringen van ${site} krijgt.`,
    },
    complete_profile: {
      subject: ({ site }) => `Maak je profiel op ${site} compleet`,
      body: (p) => [
        `Leden met een compleet profiel krijgen op ${p.site} veel meer likes en berichten.`,
        ...missing(
          p,
          'Voeg een foto toe: daar kijken anderen als eerste naar.',
          'Schrijf een paar woorden over jezelf – dan hebben anderen iets om op te reageren.',
        ),
      ],
      button: () => 'Maak mijn profiel compleet',
      why: ({ site }) => `Je ontvangt deze e-mail omdat je herinneringen van ${site} krijgt.`,
    },
    come_back: {
      subject: ({ site }) => `We missen je op ${site}`,
      body: (p) => [
        `Je bent al een tijdje niet op ${p.site} geweest.`,
        waiting(
          p,
          `Er wacht op je – nieuwe likes: ${p.likes}, ongelezen berichten: ${p.unread}.`,
          'Sindsdien zijn er nieuwe leden bijgekomen – kom snel kijken!',
        ),
      ],
      button: ({ site }) => `Terug naar ${site}`,
      why: ({ site }) => `Je ontvangt deze e-mail omdat je herinneringen van ${site} krijgt.`,
    },
  },

  fr: {
    time_bonus_ending: {
      subject: (p) => `Votre bonus de ${spaced(p)} se termine dans environ une heure`,
      body: (p) => [
        `Plus qu’environ une heure : sur ${p.site}, vous bénéficiez de ${spaced(p)} de réduction sur chaque pack de crédits.`,
        'Ensuite, le bonus disparaît.',
      ],
      button: () => 'Profiter du bonus',
      why: ({ site }) => `Vous recevez cet e-mail car vous recevez des rappels de ${site}.`,
    },
    welcome_discount_ending: {
      subject: (p) => `Dernier jour pour votre réduction de bienvenue de ${spaced(p)}`,
      body: (p) => [
        `Votre réduction de bienvenue de ${spaced(p)} sur votre premier achat sur ${p.site} expire dans moins de 24 heures.`,
        'Profitez-en maintenant pour avoir plus de crédits pour discuter – elle ne reviendra pas.',
      ],
      button: () => 'Utiliser ma réduction',
      why: ({ site }) => `Vous recevez cet e-mail car vous recevez des rappels de ${site}.`,
    },
    complete_profile: {
      subject: ({ site }) => `Complétez votre profil sur ${site}`,
      body: (p) => [
        `Les membres au profil complet reçoivent bien plus de likes et de messages sur ${p.site}.`,
        ...missing(
          p,
          'Ajoutez une photo : c’est la première chose que les autres regardent.',
          'Écrivez quelques mots sur vous – cela donne aux autres une raison de vous répondre.',
        ),
      ],
      button: () => 'Compléter mon profil',
      why: ({ site }) => `Vous recevez cet e-mail car vous recevez des rappels de ${site}.`,
    },
    come_back: {
      subject: ({ site }) => `Vous nous manquez sur ${site}`,
      body: (p) => [
        `Cela fait un moment que vous n’êtes pas venu(e) sur ${p.site}.`,
        waiting(
          p,
          `Ce qui vous attend – nouveaux likes : ${p.likes}, messages non lus : ${p.unread}.`,
          'De nouveaux membres nous ont rejoints depuis – venez jeter un œil !',
        ),
      ],
      button: ({ site }) => `Retour sur ${site}`,
      why: ({ site }) => `Vous recevez cet e-mail car vous recevez des rappels de ${site}.`,
    },
  },

  es: {
    time_bonus_ending: {
      subject: (p) => `Tu bono del ${spaced(p)} termina en aproximadamente una hora`,
      body: (p) => [
        `Solo queda una hora aproximadamente: en ${p.site} tienes un ${spaced(p)} de descuento en cada paquete de créditos.`,
        'Después, el bono desaparece.',
      ],
      button: () => 'Aprovechar el bono',
      why: ({ site }) => `Recibes este correo porque recibes recordatorios de ${site}.`,
    },
    welcome_discount_ending: {
      subject: (p) => `Último día para tu descuento de bienvenida del ${spaced(p)}`,
      body: (p) => [
        `Tu descuento de bienvenida del ${spaced(p)} en tu primera compra en ${p.site} caduca en menos de 24 horas.`,
        'Úsalo ahora y consigue más créditos para chatear: no volverá.',
      ],
      button: () => 'Usar mi descuento',
      why: ({ site }) => `Recibes este correo porque recibes recordatorios de ${site}.`,
    },
    complete_profile: {
      subject: ({ site }) => `Completa tu perfil en ${site}`,
      body: (p) => [
        `Los miembros con un perfil completo reciben muchos más likes y mensajes en ${p.site}.`,
        ...missing(
          p,
          'Añade una foto: es lo primero que miran los demás.',
          'Escribe unas palabras sobre ti: así los demás tendrán algo a lo que responder.',
        ),
      ],
      button: () => 'Completar mi perfil',
      why: ({ site }) => `Recibes este correo porque recibes recordatorios de ${site}.`,
    },
    come_back: {
      subject: ({ site }) => `Te echamos de menos en ${site}`,
      body: (p) => [
        `Hace tiempo que no visitas ${p.site}.`,
        waiting(
          p,
          `Te esperan – likes nuevos: ${p.likes}, mensajes sin leer: ${p.unread}.`,
          'Desde entonces se han unido miembros nuevos: ¡échales un vistazo!',
        ),
      ],
      button: ({ site }) => `Volver a ${site}`,
      why: ({ site }) => `Recibes este correo porque recibes recordatorios de ${site}.`,
    },
  },

  it: {
    time_bonus_ending: {
      subject: (p) => `Il tuo bonus del ${tight(p)} scade tra circa un’ora`,
      body: (p) => [
        `Manca solo circa un’ora: su ${p.site} hai il ${tight(p)} di sconto su ogni pacchetto di crediti.`,
        'Dopo, il bonus non ci sarà più.',
      ],
      button: () => 'Approfitta del bonus',
      why: ({ site }) => `Ricevi questa e-mail perché ricevi promemoria da ${site}.`,
    },
    welcome_discount_ending: {
      subject: (p) => `Ultimo giorno per il tuo sconto di benvenuto del ${tight(p)}`,
      body: (p) => [
        `Il tuo sconto di benvenuto del ${tight(p)} sul primo acquisto su ${p.site} scade tra meno di 24 ore.`,
        'Usalo ora per avere più crediti per chattare: non tornerà.',
      ],
      button: () => 'Usa il mio sconto',
      why: ({ site }) => `Ricevi questa e-mail perché ricevi promemoria da ${site}.`,
    },
    complete_profile: {
      subject: ({ site }) => `Completa il tuo profilo su ${site}`,
      body: (p) => [
        `I membri con un profilo completo ricevono molti più like e messaggi su ${p.site}.`,
        ...missing(
          p,
          'Aggiungi una foto: è la prima cosa che gli altri guardano.',
          'Scrivi qualche parola su di te: così gli altri avranno qualcosa a cui rispondere.',
        ),
      ],
      button: () => 'Completa il mio profilo',
      why: ({ site }) => `Ricevi questa e-mail perché ricevi promemoria da ${site}.`,
    },
    come_back: {
      subject: ({ site }) => `Ci manchi su ${site}`,
      body: (p) => [
        `È passato un po’ di tempo dalla tua ultima visita su ${p.site}.`,
        waiting(
          p,
          `Ti aspettano – nuovi like: ${p.likes}, messaggi non letti: ${p.unread}.`,
          'Nel frattempo si sono iscritti nuovi membri: vieni a dare un’occhiata!',
        ),
      ],
      button: ({ site }) => `Torna su ${site}`,
      why: ({ site }) => `Ricevi questa e-mail perché ricevi promemoria da ${site}.`,
    },
  },

  da: {
    time_bonus_ending: {
      subject: (p) => `Din bonus på ${spaced(p)} udløber om cirka en time`,
      body: (p) => [
        `Kun cirka en time tilbage: på ${p.site} får du ${spaced(p)} rabat på alle kreditpakker.`,
        'Derefter er bonussen væk.',
      ],
      button: () => 'Hent din bonus',
      why: ({ site }) => `Du får denne e-mail, fordi du får påmindelser fra ${site}.`,
    },
    welcome_discount_ending: {
      subject: (p) => `Sidste dag for din velkomstrabat på ${spaced(p)}`,
      body: (p) => [
        `Din velkomstrabat på ${spaced(p)} på dit første køb hos ${p.site} udløber om mindre end 24 timer.`,
        'Brug den nu, og få flere kreditter at chatte med – den kommer ikke igen.',
      ],
      button: () => 'Brug min rabat',
      why: ({ site }) => `Du får denne e-mail, fordi du får påmindelser fra ${site}.`,
    },
    complete_profile: {
      subject: ({ site }) => `Gør din profil på ${site} færdig`,
      body: (p) => [
        `Medlemmer med en komplet profil får langt flere likes og beskeder på ${p.site}.`,
        ...missing(
          p,
          'Tilføj et billede: det er det første, andre kigger på.',
          'Skriv et par ord om dig selv – så har andre noget at svare på.',
        ),
      ],
      button: () => 'Gør min profil færdig',
      why: ({ site }) => `Du får denne e-mail, fordi du får påmindelser fra ${site}.`,
    },
    come_back: {
      subject: ({ site }) => `Vi savner dig på ${site}`,
      body: (p) => [
        `Det er et stykke tid siden, du sidst var på ${p.site}.`,
        waiting(
          p,
          `Der venter dig – nye likes: ${p.likes}, ulæste beskeder: ${p.unread}.`,
          'Der er kommet nye medlemmer til siden da – kig forbi!',
        ),
      ],
      button: ({ site }) => `Tilbage til ${site}`,
      why: ({ site }) => `Du får denne e-mail, fordi du får påmindelser fra ${site}.`,
    },
  },

  no: {
    time_bonus_ending: {
      subject: (p) => `Bonusen din på ${spaced(p)} går ut om omtrent en time`,
      body: (p) => [
        `Bare omtrent en time igjen: på ${p.site} får du ${spaced(p)} rabatt på alle kredittpakker.`,
        'Etter det er bonusen borte.',
      ],
      button: () => 'Hent bonusen',
      why: ({ site }) => `Du får denne e-posten fordi du får påminnelser fra ${site}.`,
    },
    welcome_discount_ending: {
      subject: (p) => `Siste dag for velkomstrabatten din på ${spaced(p)}`,
      body: (p) => [
        `Velkomstrabatten din på ${spaced(p)} på ditt første kjøp hos ${p.site} går ut om mindre enn 24 timer.`,
        'Bruk den nå og få flere kreditter å chatte med – den kommer ikke tilbake.',
      ],
      button: () => 'Bruk rabatten min',
      why: ({ site }) => `Du får denne e-posten fordi du får påminnelser fra ${site}.`,
    },
    complete_profile: {
      subject: ({ site }) => `Gjør ferdig profilen din på ${site}`,
      body: (p) => [
        `Medlemmer med en komplett profil får mange flere likes og meldinger på ${p.site}.`,
        ...missing(
          p,
          'Legg til et bilde: det er det første andre ser på.',
          'Skriv noen ord om deg selv – da har andre noe å svare på.',
        ),
      ],
      button: () => 'Gjør ferdig profilen min',
      why: ({ site }) => `Du får denne e-posten fordi du får påminnelser fra ${site}.`,
    },
    come_back: {
      subject: ({ site }) => `Vi savner deg på ${site}`,
      body: (p) => [
        `Det er en stund siden du sist var innom ${p.site}.`,
        waiting(
          p,
          `Dette venter på deg – nye likes: ${p.likes}, uleste meldinger: ${p.unread}.`,
          'Det har kommet nye medlemmer siden sist – ta en titt!',
        ),
      ],
      button: ({ site }) => `Tilbake til ${site}`,
      why: ({ site }) => `Du får denne e-posten fordi du får påminnelser fra ${site}.`,
    },
  },

  sv: {
    time_bonus_ending: {
      subject: (p) => `Din bonus på ${spaced(p)} tar slut om ungefär en timme`,
      body: (p) => [
        `Bara ungefär en timme kvar: på ${p.site} får du ${spaced(p)} rabatt på alla kreditpaket.`,
        'Sedan är bonusen borta.',
      ],
      button: () => 'Ta vara på bonusen',
      why: ({ site }) => `Du får det här mejlet eftersom du får påminnelser från ${site}.`,
    },
    welcome_discount_ending: {
      subject: (p) => `Sista dagen för din välkomstrabatt på ${spaced(p)}`,
      body: (p) => [
        `Din välkomstrabatt på ${spaced(p)} på ditt första köp hos ${p.site} går ut om mindre än 24 timmar.`,
        'Använd den nu och få fler krediter att chatta med – den kommer inte tillbaka.',
      ],
      button: () => 'Använd min rabatt',
      why: ({ site }) => `Du får det här mejlet eftersom du får påminnelser från ${site}.`,
    },
    complete_profile: {
      subject: ({ site }) => `Gör klart din profil på ${site}`,
      body: (p) => [
        `Medlemmar med en komplett profil får många fler gillningar och meddelanden på ${p.site}.`,
        ...missing(
          p,
          'Lägg till ett foto: det är det första andra tittar på.',
          'Skriv några ord om dig själv – då har andra något att svara på.',
        ),
      ],
      button: () => 'Gör klart min profil',
      why: ({ site }) => `Du får det här mejlet eftersom du får påminnelser från ${site}.`,
    },
    come_back: {
      subject: ({ site }) => `Vi saknar dig på ${site}`,
      body: (p) => [
        `Det var ett tag sedan du besökte ${p.site}.`,
        waiting(
          p,
          `Det här väntar på dig – nya gillningar: ${p.likes}, olästa meddelanden: ${p.unread}.`,
          'Nya medlemmar har gått med sedan dess – kom och titta!',
        ),
      ],
      button: ({ site }) => `Tillbaka till ${site}`,
      why: ({ site }) => `Du får det här mejlet eftersom du får påminnelser från ${site}.`,
    },
  },

  fi: {
    time_bonus_ending: {
      subject: (p) => `${spaced(p)}:n bonuksesi päättyy noin tunnin kuluttua`,
      body: (p) => [
        `Enää noin tunti aikaa: palvelussa ${p.site} saat ${spaced(p)}:n alennuksen jokaisesta krediittipaketista.`,
        'Sen jälkeen bonus on poissa.',
      ],
      button: () => 'Lunasta bonus',
      why: ({ site }) => `Saat tämän viestin, koska saat muistutuksia palvelusta ${site}.`,
    },
    welcome_discount_ending: {
      subject: (p) => `Viimeinen päivä: ${spaced(p)}:n tervetuliaisalennuksesi`,
      body: (p) => [
        `${spaced(p)}:n tervetuliaisalennuksesi ensimmäisestä ostoksestasi palvelussa ${p.site} päättyy alle 24 tunnin kuluttua.`,
        'Käytä se nyt, niin saat enemmän krediittejä keskusteluihin – se ei palaa.',
      ],
      button: () => 'Käytä alennukseni',
      why: ({ site }) => `Saat tämän viestin, koska saat muistutuksia palvelusta ${site}.`,
    },
    complete_profile: {
      subject: ({ site }) => `Täydennä profiilisi palvelussa ${site}`,
      body: (p) => [
        `Jäsenet, joiden profiili on täydellinen, saavat palvelussa ${p.site} paljon enemmän tykkäyksiä ja viestejä.`,
        ...missing(
          p,
          'Lisää kuva: se on ensimmäinen asia, jonka muut katsovat.',
          'Kirjoita muutama sana itsestäsi – niin muilla on jotain, mihin vastata.',
        ),
      ],
      button: () => 'Täydennä profiilini',
      why: ({ site }) => `Saat tämän viestin, koska saat muistutuksia palvelusta ${site}.`,
    },
    come_back: {
      subject: ({ site }) => `Kaipaamme sinua palvelussa ${site}`,
      body: (p) => [
        `Edellisestä käynnistäsi palvelussa ${p.site} on jo tovi.`,
        waiting(
          p,
          `Sinua odottavat – uudet tykkäykset: ${p.likes}, lukemattomat viestit: ${p.unread}.`,
          'Sen jälkeen mukaan on tullut uusia jäseniä – tule katsomaan!',
        ),
      ],
      button: ({ site }) => `Takaisin palveluun ${site}`,
      why: ({ site }) => `Saat tämän viestin, koska saat muistutuksia palvelusta ${site}.`,
    },
  },

  pl: {
    time_bonus_ending: {
      subject: (p) => `Twój bonus ${tight(p)} kończy się za około godzinę`,
      body: (p) => [
        `Została już tylko około godzina: w serwisie ${p.site} masz ${tight(p)} zniżki na każdy pakiet kredytów.`,
        'Potem bonus przepadnie.',
      ],
      button: () => 'Skorzystaj z bonusu',
      why: ({ site }) => `Otrzymujesz tę wiadomość, ponieważ dostajesz przypomnienia z serwisu ${site}.`,
    },
    welcome_discount_ending: {
      subject: (p) => `Ostatni dzień Twojej zniżki powitalnej ${tight(p)}`,
      body: (p) => [
        `Twoja zniżka powitalna ${tight(p)} na pierwszy zakup w serwisie ${p.site} wygasa za mniej niż 24 godziny.`,
        'Wykorzystaj ją teraz i zdobądź więcej kredytów na czat – nie wróci.',
      ],
      button: () => 'Wykorzystaj zniżkę',
      why: ({ site }) => `Otrzymujesz tę wiadomość, ponieważ dostajesz przypomnienia z serwisu ${site}.`,
    },
    complete_profile: {
      subject: ({ site }) => `Uzupełnij swój profil w serwisie ${site}`,
      body: (p) => [
        `Członkowie z pełnym profilem dostają w serwisie ${p.site} znacznie więcej polubień i wiadomości.`,
        ...missing(
          p,
          'Dodaj zdjęcie: to pierwsza rzecz, na którą patrzą inni.',
          'Napisz kilka słów o sobie – wtedy inni będą mieli na co odpowiedzieć.',
        ),
      ],
      button: () => 'Uzupełnij profil',
      why: ({ site }) => `Otrzymujesz tę wiadomość, ponieważ dostajesz przypomnienia z serwisu ${site}.`,
    },
    come_back: {
      subject: ({ site }) => `Tęsknimy za Tobą w serwisie ${site}`,
      body: (p) => [
        `Dawno nie było Cię w serwisie ${p.site}.`,
        waiting(
          p,
          `Czekają na Ciebie – nowe polubienia: ${p.likes}, nieprzeczytane wiadomości: ${p.unread}.`,
          'W międzyczasie dołączyli nowi członkowie – zajrzyj do nas!',
        ),
      ],
      button: ({ site }) => `Wróć do serwisu ${site}`,
      why: ({ site }) => `Otrzymujesz tę wiadomość, ponieważ dostajesz przypomnienia z serwisu ${site}.`,
    },
  },
};
