import type { Language } from '@amora/shared';
import { REMINDER_MESSAGES, REMINDER_TEMPLATES } from './reminder-messages';

/** Notification mails (modules/notifications); the account mails live in messages.ts. */
export const NOTIFICATION_TEMPLATES = [
  'new_conversation',
  'new_message',
  'like_received',
  'match',
  'unread_reminder',
  'weekly_update',
  ...REMINDER_TEMPLATES,
] as const;
export type NotificationTemplate = (typeof NOTIFICATION_TEMPLATES)[number];

export interface NotificationParams {
  site: string;
  /** The other member's profile name. */
  actor: string;
  /** Weekly update and come-back reminder: new likes and unread messages. */
  likes: number;
  unread: number;
  /** Time-bonus and welcome-discount reminders: the discount in percent. */
  percent?: number;
  /** Profile reminder: what the profile lacks. */
  needsPhoto?: boolean;
  needsAbout?: boolean;
}

/** Templates that name another member (the actor); a staff-run one is marked in them. */
export const ACTOR_TEMPLATES = [
  'new_conversation',
  'new_message',
  'like_received',
  'match',
  'unread_reminder',
] as const satisfies readonly NotificationTemplate[];

/**
 * The actor as a mail's subject and first line and a push name them: a staff-run profile carries
 * the site's label, "Harry (fictional profile)", in every language (decision 028).
 */
export function actorName(name: string, fictionalLabel: string | null | undefined): string {
  return fictionalLabel ? `${name} (${fictionalLabel})` : name;
}

export interface NotificationTexts {
  subject(p: NotificationParams): string;
  body(p: NotificationParams): string[];
  button(p: NotificationParams): string;
  why(p: NotificationParams): string;
}

export interface NotificationLanguage {
  /** Above the one-click unsubscribe link in the footer. */
  unsubscribe: string;
  templates: Record<NotificationTemplate, NotificationTexts>;
}

/**
 * Every notification mail in every interface language. Short on purpose: the mail says who and
 * what, the button leads to the site. No special-category data, no message content (privacy).
 */
export const NOTIFICATION_MESSAGES: Record<Language, NotificationLanguage> = {
  en: {
    unsubscribe: 'Don’t want these e-mails any more? Unsubscribe with one click:',
    templates: {
      new_conversation: {
        subject: ({ actor }) => `${actor} sent you a first message`,
        body: ({ actor, site }) => [
          `${actor} has started a conversation with you on ${site}. Don’t keep them waiting!`,
        ],
        button: () => 'Read the message',
        why: ({ site }) =>
          `You’re receiving this e-mail because you get notified of new conversations on ${site}.`,
      },
      new_message: {
        subject: ({ actor }) => `New message from ${actor}`,
        body: ({ actor, site }) => [`${actor} has sent you a new message on ${site}.`],
        button: () => 'Reply now',
        why: ({ site }) =>
          `You’re receiving this e-mail because you get notified of new messages on ${site}.`,
      },
      like_received: {
        subject: ({ actor }) => `${actor} likes you!`,
        body: ({ actor, site }) => [
          `Someone noticed you: ${actor} liked your profile on ${site}. Like them back and it’s a match.`,
        ],
        button: () => 'See who likes you',
        why: ({ site }) => `You’re receiving this e-mail because you get notified of likes on ${site}.`,
      },
      match: {
        subject: ({ actor }) => `It’s a match with ${actor}!`,
        body: ({ actor }) => [`You and ${actor} like each other. Why not say hello?`],
        button: () => 'Send a message',
        why: ({ site }) => `You’re receiving this e-mail because you get notified of likes on ${site}.`,
      },
      unread_reminder: {
        subject: ({ actor }) => `${actor} is waiting for your reply`,
        body: ({ actor, site }) => [
          `You still have unread messages from ${actor} on ${site}. Don’t keep them waiting too long!`,
        ],
        button: () => 'Read your messages',
        why: ({ site }) =>
          `You’re receiving this e-mail because you get reminders of unread messages on ${site}.`,
      },
      weekly_update: {
        subject: ({ site }) => `Your week on ${site}`,
        body: ({ likes, unread }) => [
          `Here’s what happened this week. New likes: ${likes}. Unread messages: ${unread}.`,
          'New members have joined too – come and have a look!',
        ],
        button: ({ site }) => `Go to ${site}`,
        why: ({ site }) => `You’re receiving this e-mail because you get weekly updates from ${site}.`,
      },
      ...REMINDER_MESSAGES.en,
    },
  },

  de: {
    unsubscribe: 'Du möchtest diese E-Mails nicht mehr? Mit einem Klick abbestellen:',
    templates: {
      new_conversation: {
        subject: ({ actor }) => `${actor} hat dir eine erste Nachricht geschickt`,
        body: ({ actor, site }) => [
          `${actor} hat auf ${site} ein Gespräch mit dir begonnen. Lass sie nicht warten!`,
        ],
        button: () => 'Nachricht lesen',
        why: ({ site }) =>
          `Du erhältst diese E-Mail, weil du bei ${site} über neue Gespräche benachrichtigt wirst.`,
      },
      new_message: {
        subject: ({ actor }) => `Neue Nachricht von ${actor}`,
        body: ({ actor, site }) => [`${actor} hat dir auf ${site} eine neue Nachricht geschickt.`],
        button: () => 'Jetzt antworten',
        why: ({ site }) =>
          `Du erhältst diese E-Mail, weil du bei ${site} über neue Nachrichten benachrichtigt wirst.`,
      },
      like_received: {
        subject: ({ actor }) => `${actor} mag dich!`,
        body: ({ actor, site }) => [
          `Jemand hat dich bemerkt: ${actor} hat dein Profil auf ${site} geliked. Like zurück und es ist ein Match.`,
        ],
        button: () => 'Sieh nach, wer dich mag',
        why: ({ site }) => `Du erhältst diese E-Mail, weil du bei ${site} über Likes benachrichtigt wirst.`,
      },
      match: {
        subject: ({ actor }) => `Es ist ein Match mit ${actor}!`,
        body: ({ actor }) => [`Du und ${actor} mögt euch gegenseitig. Wie wäre es mit einem Hallo?`],
        button: () => 'Nachricht schreiben',
        why: ({ site }) => `Du erhältst diese E-Mail, weil du bei ${site} über Likes benachrichtigt wirst.`,
      },
      unread_reminder: {
        subject: ({ actor }) => `${actor} wartet auf deine Antwort`,
        body: ({ actor, site }) => [
          `Du hast noch ungelesene Nachrichten von ${actor} auf ${site}. Lass nicht zu lange auf dich warten!`,
        ],
        button: () => 'Nachrichten lesen',
        why: ({ site }) =>
          `Du erhältst diese E-Mail, weil du bei ${site} an ungelesene Nachrichten erinnert wirst.`,
      },
      weekly_update: {
        subject: ({ site }) => `Deine Woche auf ${site}`,
        body: ({ likes, unread }) => [
          `Das ist diese Woche passiert. Neue Likes: ${likes}. Ungelesene Nachrichten: ${unread}.`,
          'Außerdem sind neue Mitglieder dabei – schau doch mal vorbei!',
        ],
        button: ({ site }) => `Zu ${site}`,
        why: ({ site }) => `Du erhältst diese E-Mail, weil du wöchentliche Updates von ${site} bekommst.`,
      },
      ...REMINDER_MESSAGES.de,
    },
  },

  nl: {
    unsubscribe: 'Wil je deze e-mails niet meer ontvangen? Meld je met één klik af:',
    templates: {
      new_conversation: {
        subject: ({ actor }) => `${actor} heeft je een eerste bericht gestuurd`,
        body: ({ actor, site }) => [
          `${actor} is op ${site} een gesprek met je begonnen. Laat diegene niet wachten!`,
        ],
        button: () => 'Lees het bericht',
        why: ({ site }) =>
          `Je ontvangt deze e-mail omdat je op ${site} meldingen krijgt van nieuwe gesprekken.`,
      },
      new_message: {
        subject: ({ actor }) => `Nieuw bericht van ${actor}`,
        body: ({ actor, site }) => [`${actor} heeft je een nieuw bericht gestuurd op ${site}.`],
        button: () => 'Nu antwoorden',
        why: ({ site }) =>
          `Je ontvangt deze e-mail omdat je op ${site} meldingen krijgt van nieuwe berichten.`,
      },
      like_received: {
        subject: ({ actor }) => `${actor} vindt je leuk!`,
        body: ({ actor, site }) => [
          `Iemand heeft je opgemerkt: ${actor} heeft je profiel op ${site} geliket. Like terug en het is een match.`,
        ],
        button: () => 'Bekijk wie je leuk vindt',
        why: ({ site }) => `Je ontvangt deze e-mail omdat je op ${site} meldingen krijgt van likes.`,
      },
      match: {
        subject: ({ actor }) => `Het is een match met ${actor}!`,
        body: ({ actor }) => [`Jij en ${actor} vinden elkaar leuk. Zeg eens hallo!`],
        button: () => 'Stuur een bericht',
        why: ({ site }) => `Je ontvangt deze e-mail omdat je op ${site} meldingen krijgt van likes.`,
      },
      unread_reminder: {
        subject: ({ actor }) => `${actor} wacht op je antwoord`,
        body: ({ actor, site }) => [
          `Je hebt nog ongelezen berichten van ${actor} op ${site}. Laat niet te lang op je wachten!`,
        ],
        button: () => 'Lees je berichten',
        why: ({ site }) =>
          `Je ontvangt deze e-mail omdat je op ${site} herinneringen krijgt aan ongelezen berichten.`,
      },
      weekly_update: {
        subject: ({ site }) => `Jouw week op ${site}`,
        body: ({ likes, unread }) => [
          `Dit gebeurde er deze week. Nieuwe likes: ${likes}. Ongelezen berichten: ${unread}.`,
          'Er zijn ook nieuwe leden bijgekomen – kom snel kijken!',
        ],
        button: ({ site }) => `Naar ${site}`,
        why: ({ site }) => `Je ontvangt deze e-mail omdat je wekelijkse updates van ${site} krijgt.`,
      },
      ...REMINDER_MESSAGES.nl,
    },
  },

  fr: {
    unsubscribe: 'Vous ne souhaitez plus recevoir ces e-mails ? Désabonnez-vous en un clic :',
    templates: {
      new_conversation: {
        subject: ({ actor }) => `${actor} vous a envoyé un premier message`,
        body: ({ actor, site }) => [
          `${actor} a commencé une conversation avec vous sur ${site}. Ne la faites pas attendre !`,
        ],
        button: () => 'Lire le message',
        why: ({ site }) =>
          `Vous recevez cet e-mail car vous êtes averti(e) des nouvelles conversations sur ${site}.`,
      },
      new_message: {
        subject: ({ actor }) => `Nouveau message de ${actor}`,
        body: ({ actor, site }) => [`${actor} vous a envoyé un nouveau message sur ${site}.`],
        button: () => 'Répondre',
        why: ({ site }) =>
          `Vous recevez cet e-mail car vous êtes averti(e) des nouveaux messages sur ${site}.`,
      },
      like_received: {
        subject: ({ actor }) => `${actor} vous apprécie !`,
        body: ({ actor, site }) => [
          `Quelqu’un vous a remarqué(e) : ${actor} a aimé votre profil sur ${site}. Aimez en retour et c’est un match.`,
        ],
        button: () => 'Voir qui vous apprécie',
        why: ({ site }) => `Vous recevez cet e-mail car vous êtes averti(e) des likes sur ${site}.`,
      },
      match: {
        subject: ({ actor }) => `C’est un match avec ${actor} !`,
        body: ({ actor }) => [`Vous et ${actor} vous plaisez mutuellement. Pourquoi ne pas dire bonjour ?`],
        button: () => 'Envoyer un message',
        why: ({ site }) => `Vous recevez cet e-mail car vous êtes averti(e) des likes sur ${site}.`,
      },
      unread_reminder: {
        subject: ({ actor }) => `${actor} attend votre réponse`,
        body: ({ actor, site }) => [
          `Vous avez encore des messages non lus de ${actor} sur ${site}. Ne la faites pas trop attendre !`,
        ],
        button: () => 'Lire vos messages',
        why: ({ site }) =>
          `Vous recevez cet e-mail car vous recevez des rappels de messages non lus sur ${site}.`,
      },
      weekly_update: {
        subject: ({ site }) => `Votre semaine sur ${site}`,
        body: ({ likes, unread }) => [
          `Voici ce qui s’est passé cette semaine. Nouveaux likes : ${likes}. Messages non lus : ${unread}.`,
          'De nouveaux membres nous ont aussi rejoints – venez jeter un œil !',
        ],
        button: ({ site }) => `Aller sur ${site}`,
        why: ({ site }) => `Vous recevez cet e-mail car vous recevez les nouvelles hebdomadaires de ${site}.`,
      },
      ...REMINDER_MESSAGES.fr,
    },
  },

  es: {
    unsubscribe: '¿Ya no quieres recibir estos correos? Date de baja con un clic:',
    templates: {
      new_conversation: {
        subject: ({ actor }) => `${actor} te ha enviado un primer mensaje`,
        body: ({ actor, site }) => [
          `${actor} ha empezado una conversación contigo en ${site}. ¡No le hagas esperar!`,
        ],
        button: () => 'Leer el mensaje',
        why: ({ site }) => `Recibes este correo porque recibes avisos de conversaciones nuevas en ${site}.`,
      },
      new_message: {
        subject: ({ actor }) => `Nuevo mensaje de ${actor}`,
        body: ({ actor, site }) => [`${actor} te ha enviado un mensaje nuevo en ${site}.`],
        button: () => 'Responder ahora',
        why: ({ site }) => `Recibes este correo porque recibes avisos de mensajes nuevos en ${site}.`,
      },
      like_received: {
        subject: ({ actor }) => `¡Le gustas a ${actor}!`,
        body: ({ actor, site }) => [
          `Alguien se ha fijado en ti: a ${actor} le ha gustado tu perfil en ${site}. Devuélvele el like y será un match.`,
        ],
        button: () => 'Mira a quién le gustas',
        why: ({ site }) => `Recibes este correo porque recibes avisos de likes en ${site}.`,
      },
      match: {
        subject: ({ actor }) => `¡Tienes un match con ${actor}!`,
        body: ({ actor }) => [`A ${actor} y a ti os gustáis mutuamente. ¿Por qué no le saludas?`],
        button: () => 'Enviar un mensaje',
        why: ({ site }) => `Recibes este correo porque recibes avisos de likes en ${site}.`,
      },
      unread_reminder: {
        subject: ({ actor }) => `${actor} espera tu respuesta`,
        body: ({ actor, site }) => [
          `Todavía tienes mensajes sin leer de ${actor} en ${site}. ¡No le hagas esperar demasiado!`,
        ],
        button: () => 'Leer tus mensajes',
        why: ({ site }) =>
          `Recibes este correo porque recibes recordatorios de mensajes sin leer en ${site}.`,
      },
      weekly_update: {
        subject: ({ site }) => `Tu semana en ${site}`,
        body: ({ likes, unread }) => [
          `Esto es lo que ha pasado esta semana. Likes nuevos: ${likes}. Mensajes sin leer: ${unread}.`,
          'También se han unido miembros nuevos: ¡échales un vistazo!',
        ],
        button: ({ site }) => `Ir a ${site}`,
        why: ({ site }) => `Recibes este correo porque recibes el resumen semanal de ${site}.`,
      },
      ...REMINDER_MESSAGES.es,
    },
  },

  it: {
    unsubscribe: 'Non vuoi più ricevere queste e-mail? Annulla l’iscrizione con un clic:',
    templates: {
      new_conversation: {
        subject: ({ actor }) => `${actor} ti ha inviato un primo messaggio`,
        body: ({ actor, site }) => [
          `${actor} ha iniziato una conversazione con te su ${site}. Non farla aspettare!`,
        ],
        button: () => 'Leggi il messaggio',
        why: ({ site }) =>
          `Ricevi questa e-mail perché ricevi notifiche delle nuove conversazioni su ${site}.`,
      },
      new_message: {
        subject: ({ actor }) => `Nuovo messaggio da ${actor}`,
        body: ({ actor, site }) => [`${actor} ti ha inviato un nuovo messaggio su ${site}.`],
        button: () => 'Rispondi ora',
        why: ({ site }) => `Ricevi questa e-mail perché ricevi notifiche dei nuovi messaggi su ${site}.`,
      },
      like_received: {
        subject: ({ actor }) => `Piaci a ${actor}!`,
        body: ({ actor, site }) => [
          `Qualcuno ti ha notato: a ${actor} piace il tuo profilo su ${site}. Ricambia il like ed è un match.`,
        ],
        button: () => 'Scopri a chi piaci',
        why: ({ site }) => `Ricevi questa e-mail perché ricevi notifiche dei like su ${site}.`,
      },
      match: {
        subject: ({ actor }) => `È un match con ${actor}!`,
        body: ({ actor }) => [`Tu e ${actor} vi piacete a vicenda. Perché non la saluti?`],
        button: () => 'Invia un messaggio',
        why: ({ site }) => `Ricevi questa e-mail perché ricevi notifiche dei like su ${site}.`,
      },
      unread_reminder: {
        subject: ({ actor }) => `${actor} aspetta la tua risposta`,
        body: ({ actor, site }) => [
          `Hai ancora messaggi non letti di ${actor} su ${site}. Non farla aspettare troppo!`,
        ],
        button: () => 'Leggi i tuoi messaggi',
        why: ({ site }) => `Ricevi questa e-mail perché ricevi promemoria dei messaggi non letti su ${site}.`,
      },
      weekly_update: {
        subject: ({ site }) => `La tua settimana su ${site}`,
        body: ({ likes, unread }) => [
          `Ecco cosa è successo questa settimana. Nuovi like: ${likes}. Messaggi non letti: ${unread}.`,
          'Si sono iscritti anche nuovi membri: vieni a dare un’occhiata!',
        ],
        button: ({ site }) => `Vai su ${site}`,
        why: ({ site }) => `Ricevi questa e-mail perché ricevi gli aggiornamenti settimanali di ${site}.`,
      },
      ...REMINDER_MESSAGES.it,
    },
  },

  da: {
    unsubscribe: 'Vil du ikke have disse e-mails længere? Afmeld dem med ét klik:',
    templates: {
      new_conversation: {
        subject: ({ actor }) => `${actor} har sendt dig en første besked`,
        body: ({ actor, site }) => [
          `${actor} har startet en samtale med dig på ${site}. Lad ikke vedkommende vente!`,
        ],
        button: () => 'Læs beskeden',
        why: ({ site }) => `Du får denne e-mail, fordi du får besked om nye samtaler på ${site}.`,
      },
      new_message: {
        subject: ({ actor }) => `Ny besked fra ${actor}`,
        body: ({ actor, site }) => [`${actor} har sendt dig en ny besked på ${site}.`],
        button: () => 'Svar nu',
        why: ({ site }) => `Du får denne e-mail, fordi du får besked om nye beskeder på ${site}.`,
      },
      like_received: {
        subject: ({ actor }) => `${actor} kan lide dig!`,
        body: ({ actor, site }) => [
          `Nogen har lagt mærke til dig: ${actor} har liket din profil på ${site}. Like tilbage, så er det et match.`,
        ],
        button: () => 'Se, hvem der kan lide dig',
        why: ({ site }) => `Du får denne e-mail, fordi du får besked om likes på ${site}.`,
      },
      match: {
        subject: ({ actor }) => `Det er et match med ${actor}!`,
        body: ({ actor }) => [`Du og ${actor} kan lide hinanden. Hvorfor ikke sige hej?`],
        button: () => 'Send en besked',
        why: ({ site }) => `Du får denne e-mail, fordi du får besked om likes på ${site}.`,
      },
      unread_reminder: {
        subject: ({ actor }) => `${actor} venter på dit svar`,
        body: ({ actor, site }) => [
          `Du har stadig ulæste beskeder fra ${actor} på ${site}. Lad ikke vedkommende vente for længe!`,
        ],
        button: () => 'Læs dine beskeder',
        why: ({ site }) => `Du får denne e-mail, fordi du får påmindelser om ulæste beskeder på ${site}.`,
      },
      weekly_update: {
        subject: ({ site }) => `Din uge på ${site}`,
        body: ({ likes, unread }) => [
          `Det skete der i denne uge. Nye likes: ${likes}. Ulæste beskeder: ${unread}.`,
          'Der er også kommet nye medlemmer til – kig forbi!',
        ],
        button: ({ site }) => `Gå til ${site}`,
        why: ({ site }) => `Du får denne e-mail, fordi du får ugentlige opdateringer fra ${site}.`,
      },
      ...REMINDER_MESSAGES.da,
    },
  },

  no: {
    unsubscribe: 'Vil du ikke ha disse e-postene lenger? Meld deg av med ett klikk:',
    templates: {
      new_conversation: {
        subject: ({ actor }) => `${actor} har sendt deg en første melding`,
        body: ({ actor, site }) => [
          `${actor} har startet en samtale med deg på ${site}. Ikke la vedkommende vente!`,
        ],
        button: () => 'Les meldingen',
        why: ({ site }) => `Du får denne e-posten fordi du får varsler om nye samtaler på ${site}.`,
      },
      new_message: {
        subject: ({ actor }) => `Ny melding fra ${actor}`,
        body: ({ actor, site }) => [`${actor} har sendt deg en ny melding på ${site}.`],
        button: () => 'Svar nå',
        why: ({ site }) => `Du får denne e-posten fordi du får varsler om nye meldinger på ${site}.`,
      },
      like_received: {
        subject: ({ actor }) => `${actor} liker deg!`,
        body: ({ actor, site }) => [
          `Noen har lagt merke til deg: ${actor} har likt profilen din på ${site}. Lik tilbake, så er det en match.`,
        ],
        button: () => 'Se hvem som liker deg',
        why: ({ site }) => `Du får denne e-posten fordi du får varsler om likes på ${site}.`,
      },
      match: {
        subject: ({ actor }) => `Det er en match med ${actor}!`,
        body: ({ actor }) => [`Du og ${actor} liker hverandre. Hvorfor ikke si hei?`],
        button: () => 'Send en melding',
        why: ({ site }) => `Du får denne e-posten fordi du får varsler om likes på ${site}.`,
      },
      unread_reminder: {
        subject: ({ actor }) => `${actor} venter på svaret ditt`,
        body: ({ actor, site }) => [
          `Du har fortsatt uleste meldinger fra ${actor} på ${site}. Ikke la vedkommende vente for lenge!`,
        ],
        button: () => 'Les meldingene dine',
        why: ({ site }) => `Du får denne e-posten fordi du får påminnelser om uleste meldinger på ${site}.`,
      },
      weekly_update: {
        subject: ({ site }) => `Uken din på ${site}`,
        body: ({ likes, unread }) => [
          `Dette skjedde denne uken. Nye likes: ${likes}. Uleste meldinger: ${unread}.`,
          'Det har også kommet nye medlemmer – ta en titt!',
        ],
        button: ({ site }) => `Gå til ${site}`,
        why: ({ site }) => `Du får denne e-posten fordi du får ukentlige oppdateringer fra ${site}.`,
      },
      ...REMINDER_MESSAGES.no,
    },
  },

  sv: {
    unsubscribe: 'Vill du inte längre få de här mejlen? Avsluta med ett klick:',
    templates: {
      new_conversation: {
        subject: ({ actor }) => `${actor} har skickat ett första meddelande till dig`,
        body: ({ actor, site }) => [
          `${actor} har startat en konversation med dig på ${site}. Låt inte hen vänta!`,
        ],
        button: () => 'Läs meddelandet',
        why: ({ site }) =>
          `Du får det här mejlet eftersom du får aviseringar om nya konversationer på ${site}.`,
      },
      new_message: {
        subject: ({ actor }) => `Nytt meddelande från ${actor}`,
        body: ({ actor, site }) => [`${actor} har skickat ett nytt meddelande till dig på ${site}.`],
        button: () => 'Svara nu',
        why: ({ site }) => `Du får det här mejlet eftersom du får aviseringar om nya meddelanden på ${site}.`,
      },
      like_received: {
        subject: ({ actor }) => `${actor} gillar dig!`,
        body: ({ actor, site }) => [
          `Någon har lagt märke till dig: ${actor} har gillat din profil på ${site}. Gilla tillbaka så blir det en match.`,
        ],
        button: () => 'Se vem som gillar dig',
        why: ({ site }) => `Du får det här mejlet eftersom du får aviseringar om gillningar på ${site}.`,
      },
      match: {
        subject: ({ actor }) => `Det är en match med ${actor}!`,
        body: ({ actor }) => [`Du och ${actor} gillar varandra. Varför inte säga hej?`],
        button: () => 'Skicka ett meddelande',
        why: ({ site }) => `Du får det här mejlet eftersom du får aviseringar om gillningar på ${site}.`,
      },
      unread_reminder: {
        subject: ({ actor }) => `${actor} väntar på ditt svar`,
        body: ({ actor, site }) => [
          `Du har fortfarande olästa meddelanden från ${actor} på ${site}. Låt inte hen vänta för länge!`,
        ],
        button: () => 'Läs dina meddelanden',
        why: ({ site }) =>
          `Du får det här mejlet eftersom du får påminnelser om olästa meddelanden på ${site}.`,
      },
      weekly_update: {
        subject: ({ site }) => `Din vecka på ${site}`,
        body: ({ likes, unread }) => [
          `Det här hände i veckan. Nya gillningar: ${likes}. Olästa meddelanden: ${unread}.`,
          'Nya medlemmar har också gått med – kom och titta!',
        ],
        button: ({ site }) => `Gå till ${site}`,
        why: ({ site }) => `Du får det här mejlet eftersom du får veckouppdateringar från ${site}.`,
      },
      ...REMINDER_MESSAGES.sv,
    },
  },

  fi: {
    unsubscribe: 'Etkö halua enää näitä viestejä? Peru tilaus yhdellä napsautuksella:',
    templates: {
      new_conversation: {
        subject: ({ actor }) => `${actor} lähetti sinulle ensimmäisen viestin`,
        body: ({ actor, site }) => [
          `${actor} aloitti keskustelun kanssasi palvelussa ${site}. Älä anna odottaa!`,
        ],
        button: () => 'Lue viesti',
        why: ({ site }) =>
          `Saat tämän viestin, koska saat ilmoituksia uusista keskusteluista palvelussa ${site}.`,
      },
      new_message: {
        subject: ({ actor }) => `Uusi viesti käyttäjältä ${actor}`,
        body: ({ actor, site }) => [`${actor} lähetti sinulle uuden viestin palvelussa ${site}.`],
        button: () => 'Vastaa nyt',
        why: ({ site }) =>
          `Saat tämän viestin, koska saat ilmoituksia uusista viesteistä palvelussa ${site}.`,
      },
      like_received: {
        subject: ({ actor }) => `${actor} tykkää sinusta!`,
        body: ({ actor, site }) => [
          `Joku huomasi sinut: ${actor} tykkäsi profiilistasi palvelussa ${site}. Tykkää takaisin, niin syntyy match.`,
        ],
        button: () => 'Katso, kuka tykkää sinusta',
        why: ({ site }) => `Saat tämän viestin, koska saat ilmoituksia tykkäyksistä palvelussa ${site}.`,
      },
      match: {
        subject: ({ actor }) => `Sinulla on match: ${actor}!`,
        body: ({ actor }) => [`Sinä ja ${actor} tykkäätte toisistanne. Mitä jos sanoisit hei?`],
        button: () => 'Lähetä viesti',
        why: ({ site }) => `Saat tämän viestin, koska saat ilmoituksia tykkäyksistä palvelussa ${site}.`,
      },
      unread_reminder: {
        subject: ({ actor }) => `${actor} odottaa vastaustasi`,
        body: ({ actor, site }) => [
          `Sinulla on yhä lukemattomia viestejä käyttäjältä ${actor} palvelussa ${site}. Älä anna odottaa liian kauan!`,
        ],
        button: () => 'Lue viestisi',
        why: ({ site }) =>
          `Saat tämän viestin, koska saat muistutuksia lukemattomista viesteistä palvelussa ${site}.`,
      },
      weekly_update: {
        subject: ({ site }) => `Viikkosi palvelussa ${site}`,
        body: ({ likes, unread }) => [
          `Tällä viikolla tapahtui: uusia tykkäyksiä ${likes}, lukemattomia viestejä ${unread}.`,
          'Mukaan on tullut myös uusia jäseniä – tule katsomaan!',
        ],
        button: ({ site }) => `Siirry palveluun ${site}`,
        why: ({ site }) => `Saat tämän viestin, koska saat viikoittaisia päivityksiä palvelusta ${site}.`,
      },
      ...REMINDER_MESSAGES.fi,
    },
  },

  pl: {
    unsubscribe: 'Nie chcesz już otrzymywać tych wiadomości? Wypisz się jednym kliknięciem:',
    templates: {
      new_conversation: {
        subject: ({ actor }) => `${actor} wysyła Ci pierwszą wiadomość`,
        body: ({ actor, site }) => [`${actor} rozpoczyna z Tobą rozmowę w serwisie ${site}. Nie każ czekać!`],
        button: () => 'Przeczytaj wiadomość',
        why: ({ site }) =>
          `Otrzymujesz tę wiadomość, ponieważ dostajesz powiadomienia o nowych rozmowach w serwisie ${site}.`,
      },
      new_message: {
        subject: ({ actor }) => `Nowa wiadomość od: ${actor}`,
        body: ({ actor, site }) => [`${actor} wysyła Ci nową wiadomość w serwisie ${site}.`],
        button: () => 'Odpowiedz teraz',
        why: ({ site }) =>
          `Otrzymujesz tę wiadomość, ponieważ dostajesz powiadomienia o nowych wiadomościach w serwisie ${site}.`,
      },
      like_received: {
        subject: ({ actor }) => `${actor} lubi Cię!`,
        body: ({ actor, site }) => [
          `Ktoś Cię zauważył: ${actor} polubił(a) Twój profil w serwisie ${site}. Odwzajemnij polubienie, a będzie para.`,
        ],
        button: () => 'Zobacz, kto Cię lubi',
        why: ({ site }) =>
          `Otrzymujesz tę wiadomość, ponieważ dostajesz powiadomienia o polubieniach w serwisie ${site}.`,
      },
      match: {
        subject: ({ actor }) => `Jesteście parą: Ty i ${actor}!`,
        body: ({ actor }) => [`Ty i ${actor} lubicie się nawzajem. Może się przywitasz?`],
        button: () => 'Wyślij wiadomość',
        why: ({ site }) =>
          `Otrzymujesz tę wiadomość, ponieważ dostajesz powiadomienia o polubieniach w serwisie ${site}.`,
      },
      unread_reminder: {
        subject: ({ actor }) => `${actor} czeka na Twoją odpowiedź`,
        body: ({ actor, site }) => [
          `Masz nadal nieprzeczytane wiadomości od: ${actor} w serwisie ${site}. Nie każ czekać zbyt długo!`,
        ],
        button: () => 'Przeczytaj wiadomości',
        why: ({ site }) =>
          `Otrzymujesz tę wiadomość, ponieważ dostajesz przypomnienia o nieprzeczytanych wiadomościach w serwisie ${site}.`,
      },
      weekly_update: {
        subject: ({ site }) => `Twój tydzień w serwisie ${site}`,
        body: ({ likes, unread }) => [
          `Oto co wydarzyło się w tym tygodniu. Nowe polubienia: ${likes}. Nieprzeczytane wiadomości: ${unread}.`,
          'Dołączyli też nowi członkowie – zajrzyj do nas!',
        ],
        button: ({ site }) => `Przejdź do serwisu ${site}`,
        why: ({ site }) =>
          `Otrzymujesz tę wiadomość, ponieważ dostajesz cotygodniowe podsumowania z serwisu ${site}.`,
      },
      ...REMINDER_MESSAGES.pl,
    },
  },
};

/** The page behind the unsubscribe link of a notification mail ({type} is the preference's name). */
export interface UnsubscribePageTexts {
  title: string;
  question(type: string, site: string): string;
  button: string;
  done(type: string, site: string): string;
  invalid: string;
}

export const UNSUBSCRIBE_PAGE: Record<Language, UnsubscribePageTexts> = {
  en: {
    title: 'Unsubscribe',
    question: (type, site) => `Stop e-mails about “${type}” from ${site}?`,
    button: 'Unsubscribe',
    done: (type, site) =>
      `Done: ${site} no longer sends you e-mails about “${type}”. You can turn them back on in your settings.`,
    invalid: 'This unsubscribe link is not valid.',
  },
  de: {
    title: 'Abbestellen',
    question: (type, site) => `Keine E-Mails mehr zu „${type}“ von ${site}?`,
    button: 'Abbestellen',
    done: (type, site) =>
      `Erledigt: ${site} schickt dir keine E-Mails mehr zu „${type}“. In deinen Einstellungen kannst du sie wieder einschalten.`,
    invalid: 'Dieser Abmeldelink ist ungültig.',
  },
  nl: {
    title: 'Afmelden',
    question: (type, site) => `Geen e-mails meer over ‘${type}’ van ${site}?`,
    button: 'Afmelden',
    done: (type, site) =>
      `Gelukt: ${site} stuurt je geen e-mails meer over ‘${type}’. Je kunt ze in je instellingen weer aanzetten.`,
    invalid: 'Deze afmeldlink is ongeldig.',
  },
  fr: {
    title: 'Se désabonner',
    question: (type, site) => `Ne plus recevoir d’e-mails « ${type} » de ${site} ?`,
    button: 'Se désabonner',
    done: (type, site) =>
      `C’est fait : ${site} ne vous envoie plus d’e-mails « ${type} ». Vous pouvez les réactiver dans vos paramètres.`,
    invalid: 'Ce lien de désabonnement n’est pas valide.',
  },
  es: {
    title: 'Darse de baja',
    question: (type, site) => `¿Dejar de recibir correos de «${type}» de ${site}?`,
    button: 'Darme de baja',
    done: (type, site) =>
      `Hecho: ${site} ya no te enviará correos de «${type}». Puedes volver a activarlos en tus ajustes.`,
    invalid: 'Este enlace para darse de baja no es válido.',
  },
  it: {
    title: 'Annulla iscrizione',
    question: (type, site) => `Non ricevere più e-mail su «${type}» da ${site}?`,
    button: 'Annulla iscrizione',
    done: (type, site) =>
      `Fatto: ${site} non ti invierà più e-mail su «${type}». Puoi riattivarle nelle tue impostazioni.`,
    invalid: 'Questo link di annullamento non è valido.',
  },
  da: {
    title: 'Afmeld',
    question: (type, site) => `Vil du ikke længere have e-mails om “${type}” fra ${site}?`,
    button: 'Afmeld',
    done: (type, site) =>
      `Færdig: ${site} sender dig ikke længere e-mails om “${type}”. Du kan slå dem til igen i dine indstillinger.`,
    invalid: 'Dette afmeldingslink er ikke gyldigt.',
  },
  no: {
    title: 'Meld av',
    question: (type, site) => `Vil du slutte å få e-post om «${type}» fra ${site}?`,
    button: 'Meld av',
    done: (type, site) =>
      `Ferdig: ${site} sender deg ikke lenger e-post om «${type}». Du kan slå dem på igjen i innstillingene dine.`,
    invalid: 'Denne avmeldingslenken er ikke gyldig.',
  },
  sv: {
    title: 'Avsluta prenumeration',
    question: (type, site) => `Sluta få mejl om ”${type}” från ${site}?`,
    button: 'Avsluta',
    done: (type, site) =>
      `Klart: ${site} skickar inte längre mejl om ”${type}” till dig. Du kan slå på dem igen i dina inställningar.`,
    invalid: 'Den här avregistreringslänken är ogiltig.',
  },
  fi: {
    title: 'Peru tilaus',
    question: (type, site) => `Lopetetaanko sähköpostit aiheesta ”${type}” palvelusta ${site}?`,
    button: 'Peru tilaus',
    done: (type, site) =>
      `Valmis: ${site} ei enää lähetä sinulle sähköposteja aiheesta ”${type}”. Voit ottaa ne takaisin käyttöön asetuksistasi.`,
    invalid: 'Tämä tilauksen perumislinkki ei ole kelvollinen.',
  },
  pl: {
    title: 'Wypisz się',
    question: (type, site) => `Nie chcesz już otrzymywać e-maili „${type}” z serwisu ${site}?`,
    button: 'Wypisz mnie',
    done: (type, site) =>
      `Gotowe: serwis ${site} nie będzie już wysyłać Ci e-maili „${type}”. Możesz je ponownie włączyć w ustawieniach.`,
    invalid: 'Ten link do wypisania się jest nieprawidłowy.',
  },
};
