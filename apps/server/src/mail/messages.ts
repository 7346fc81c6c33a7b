import type { Language } from '@amora/shared';
import { MODERATION_MESSAGES, MODERATION_TEMPLATES } from './moderation-messages';

/** The mails of accounts and complaints (texts below). */
const ACCOUNT_TEMPLATES = [
  'activation',
  'password_reset',
  'email_change',
  'account_deleted',
  'reactivated',
  'complaint_received',
] as const;
/** The mails the platform sends; moderation mails (staff console) live in moderation-messages.ts. */
export const MAIL_TEMPLATES = [...ACCOUNT_TEMPLATES, ...MODERATION_TEMPLATES] as const;
export type MailTemplate = (typeof MAIL_TEMPLATES)[number];

/** What a text may use. Plain values: the renderer escapes them for HTML. */
export interface TextParams {
  site: string;
  /** Days left to reactivate a deleted account. */
  days: number;
  /** The new address of an e-mail change, when known. */
  newEmail?: string;
  /** Number of a complaint (`complaint_received`), shown as "#42" in the subject. */
  reference?: string;
  /** What a complaint is about: the subject the complainant typed, one line. */
  topic?: string;
  /** Moderation mails: what was decided or done (a code, see moderation-messages.ts). */
  action?: string;
  /** Moderation mails: the reason, already translated. */
  reason?: string;
  /** Statement of reasons for a ban: its end, formatted for the language; absent: until lifted. */
  until?: string;
}

export interface TemplateMessages {
  subject(p: TextParams): string;
  /** One or two short paragraphs. */
  body(p: TextParams): string[];
  /** Label of the button that carries the link. */
  button(p: TextParams): string;
  /** Why the member receives this mail (footer). */
  why(p: TextParams): string;
}

export interface LanguageMessages {
  greeting(name: string): string;
  /** Above the link written out in full, for mail clients that hide the button. */
  linkHint: string;
  signoff(site: string): string;
  support(email: string): string;
  templates: Record<MailTemplate, TemplateMessages>;
}

const NB = '\u00a0'; // French puts a no-break space before ! ? : ;

/** " (#42)" after a subject line, or nothing without a number. */
const ref = (reference: string | undefined) => (reference ? ` (#${reference})` : '');

/**
 * Every mail text in every interface language. `Record<Language, …>` makes a missing language or
 * template a type error. Tone: friendly and informal (du, je, tu, ty); French uses vous.
 */
const ACCOUNT_MESSAGES: Record<
  Language,
  Omit<LanguageMessages, 'templates'> & {
    templates: Record<(typeof ACCOUNT_TEMPLATES)[number], TemplateMessages>;
  }
> = {
  en: {
    greeting: (name) => `Hi ${name},`,
    linkHint: 'If the button doesn’t work, copy this link into your browser:',
    signoff: (site) => `See you soon, the ${site} team`,
    support: (email) => `Questions? Just reply to this e-mail or write to ${email}.`,
    templates: {
      activation: {
        subject: ({ site }) => `Confirm your e-mail address for ${site}`,
        body: ({ site }) => [
          `Welcome to ${site}! We’re glad you’re here.`,
          'Confirm your e-mail address with the button below and you’re ready to start meeting new people.',
        ],
        button: () => 'Confirm your e-mail address',
        why: ({ site }) =>
          `You’re receiving this e-mail because someone signed up at ${site} with this address. If that wasn’t you, you can safely ignore it.`,
      },
      password_reset: {
        subject: ({ site }) => `Reset your ${site} password`,
        body: () => [
          'We received a request to reset the password of your account. Choose a new password with the button below – the link is valid for 2 hours.',
          'Didn’t ask for this? Then just ignore this e-mail; your password stays the same.',
        ],
        button: () => 'Choose a new password',
        why: ({ site }) =>
          `You’re receiving this e-mail because a password reset was requested for your ${site} account.`,
      },
      email_change: {
        subject: ({ site }) => `Confirm your new e-mail address for ${site}`,
        body: ({ site, newEmail }) => [
          `You’d like to use ${newEmail ?? 'this address'} as the new e-mail address of your ${site} account. Please confirm it with the button below.`,
          'Didn’t ask for this? Then ignore this e-mail and nothing will change.',
        ],
        button: () => 'Confirm your new e-mail address',
        why: ({ site }) =>
          `You’re receiving this e-mail because a change of e-mail address was requested for a ${site} account.`,
      },
      account_deleted: {
        subject: ({ site }) => `Your ${site} account has been deleted`,
        body: ({ days }) => [
          'We’re sorry to see you go! Your account has been deleted and your profile is no longer visible.',
          `Changed your mind? You can reactivate your account within ${days === 1 ? '1 day' : `${days} days`} with the button below. After that, your data will be erased for good.`,
        ],
        button: () => 'Reactivate my account',
        why: ({ site }) => `You’re receiving this e-mail because your ${site} account was deleted.`,
      },
      reactivated: {
        subject: ({ site }) => `Welcome back to ${site}!`,
        body: () => [
          'Great to have you back! Your account has been reactivated and your profile is active again.',
          'Take a look at who’s new since you’ve been away.',
        ],
        button: ({ site }) => `Go to ${site}`,
        why: ({ site }) => `You’re receiving this e-mail because your ${site} account was reactivated.`,
      },
      complaint_received: {
        subject: ({ site, reference }) => `We’ve received your complaint${ref(reference)} – ${site}`,
        body: ({ site, topic }) => [
          `Thanks for getting in touch with ${site}. We’ve received your complaint${topic ? ` about “${topic}”` : ''}.`,
          'Our team will review it carefully, usually within 2 working days, and reply to this e-mail address. Under the EU Digital Services Act, we’ll let you know what we decide.',
        ],
        button: ({ site }) => `Go to ${site}`,
        why: ({ site }) =>
          `You’re receiving this e-mail because you sent a complaint through the complaint form on ${site}.`,
      },
    },
  },

  de: {
    greeting: (name) => `Hallo ${name},`,
    linkHint: 'Falls der Button nicht funktioniert, kopiere diesen Link in deinen Browser:',
    signoff: (site) => `Bis bald, dein ${site}-Team`,
    support: (email) => `Fragen? Antworte einfach auf diese E-Mail oder schreib an ${email}.`,
    templates: {
      activation: {
        subject: ({ site }) => `Bestätige deine E-Mail-Adresse für ${site}`,
        body: ({ site }) => [
          `Willkommen bei ${site}! Schön, dass du da bist.`,
          'Bestätige deine E-Mail-Adresse über den Button unten, dann kannst du direkt neue Leute kennenlernen.',
        ],
        button: () => 'E-Mail-Adresse bestätigen',
        why: ({ site }) =>
          `Du erhältst diese E-Mail, weil sich jemand mit dieser Adresse bei ${site} registriert hat. Warst du das nicht, kannst du sie einfach ignorieren.`,
      },
      password_reset: {
        subject: ({ site }) => `Setze dein Passwort für ${site} zurück`,
        body: () => [
          'Wir haben eine Anfrage erhalten, das Passwort für dein Konto zurückzusetzen. Über den Button unten wählst du ein neues Passwort – der Link ist 2 Stunden gültig.',
          'Du hast das nicht angefordert? Dann ignoriere diese E-Mail einfach; dein Passwort bleibt unverändert.',
        ],
        button: () => 'Neues Passwort wählen',
        why: ({ site }) =>
          `Du erhältst diese E-Mail, weil für dein Konto bei ${site} das Zurücksetzen des Passworts angefordert wurde.`,
      },
      email_change: {
        subject: ({ site }) => `Bestätige deine neue E-Mail-Adresse für ${site}`,
        body: ({ site, newEmail }) => [
          `Du möchtest ${newEmail ?? 'diese Adresse'} als neue E-Mail-Adresse für dein Konto bei ${site} verwenden. Bitte bestätige das über den Button unten.`,
          'Du hast das nicht angefordert? Dann ignoriere diese E-Mail – es ändert sich nichts.',
        ],
        button: () => 'Neue E-Mail-Adresse bestätigen',
        why: ({ site }) =>
          `Du erhältst diese E-Mail, weil für ein Konto bei ${site} eine Änderung der E-Mail-Adresse angefordert wurde.`,
      },
      account_deleted: {
        subject: ({ site }) => `Dein Konto bei ${site} wurde gelöscht`,
        body: ({ days }) => [
          'Schade, dass du gehst! Dein Konto wurde gelöscht und dein Profil ist nicht mehr sichtbar.',
          `Du hast es dir anders überlegt? Innerhalb von ${days === 1 ? 'einem Tag' : `${days} Tagen`} kannst du dein Konto über den Button unten reaktivieren. Danach werden deine Daten endgültig gelöscht.`,
        ],
        button: () => 'Mein Konto reaktivieren',
        why: ({ site }) => `Du erhältst diese E-Mail, weil dein Konto bei ${site} gelöscht wurde.`,
      },
      reactivated: {
        subject: ({ site }) => `Willkommen zurück bei ${site}!`,
        body: () => [
          'Schön, dass du wieder da bist! Dein Konto wurde reaktiviert und dein Profil ist wieder aktiv.',
          'Schau doch mal, wer in der Zwischenzeit neu dazugekommen ist.',
        ],
        button: ({ site }) => `Weiter zu ${site}`,
        why: ({ site }) => `Du erhältst diese E-Mail, weil dein Konto bei ${site} reaktiviert wurde.`,
      },
      complaint_received: {
        subject: ({ site, reference }) => `Wir haben deine Beschwerde erhalten${ref(reference)} – ${site}`,
        body: ({ site, topic }) => [
          `Danke, dass du dich an ${site} gewandt hast. Wir haben deine Beschwerde${topic ? ` zum Thema „${topic}“` : ''} erhalten.`,
          'Unser Team prüft sie sorgfältig, in der Regel innerhalb von 2 Werktagen, und antwortet dir an diese E-Mail-Adresse. Nach dem Gesetz über digitale Dienste der EU (Digital Services Act) informieren wir dich über unsere Entscheidung.',
        ],
        button: ({ site }) => `Weiter zu ${site}`,
        why: ({ site }) =>
          `Du erhältst diese E-Mail, weil du über das Beschwerdeformular von ${site} eine Beschwerde eingereicht hast.`,
      },
    },
  },

  nl: {
    greeting: (name) => `Hoi ${name},`,
    linkHint: 'Werkt de knop niet? Kopieer dan deze link naar je browser:',
    signoff: (site) => `Tot snel, het ${site}-team`,
    support: (email) => `Vragen? Beantwoord gewoon deze e-mail of schrijf naar ${email}.`,
    templates: {
      activation: {
        subject: ({ site }) => `Bevestig je e-mailadres voor ${site}`,
        body: ({ site }) => [
          `Welkom bij ${site}! Leuk dat je er bent.`,
          'Bevestig je e-mailadres met de knop hieronder en je kunt meteen nieuwe mensen leren kennen.',
        ],
        button: () => 'Bevestig je e-mailadres',
        why: ({ site }) =>
          `Je ontvangt deze e-mail omdat iemand zich met dit adres heeft aangemeld bij ${site}. Was jij dat niet? Dan kun je deze e-mail gewoon negeren.`,
      },
      password_reset: {
        subject: ({ site }) => `Stel een nieuw wachtwoord in voor ${site}`,
        body: () => [
          'We hebben een verzoek ontvangen om het wachtwoord van je account opnieuw in te stellen. Kies een nieuw wachtwoord met de knop hieronder – de link is 2 uur geldig.',
          'Heb je dit niet aangevraagd? Negeer deze e-mail dan gewoon; je wachtwoord blijft hetzelfde.',
        ],
        button: () => 'Kies een nieuw wachtwoord',
        why: ({ site }) =>
          `Je ontvangt deze e-mail omdat er voor je account bij ${site} een nieuw wachtwoord is aangevraagd.`,
      },
      email_change: {
        subject: ({ site }) => `Bevestig je nieuwe e-mailadres voor ${site}`,
        body: ({ site, newEmail }) => [
          `Je wilt ${newEmail ?? 'dit adres'} gebruiken als nieuw e-mailadres voor je account bij ${site}. Bevestig dit met de knop hieronder.`,
          'Heb je dit niet aangevraagd? Negeer deze e-mail dan; er verandert niets.',
        ],
        button: () => 'Bevestig je nieuwe e-mailadres',
        why: ({ site }) =>
          `Je ontvangt deze e-mail omdat er voor een account bij ${site} een wijziging van het e-mailadres is aangevraagd.`,
      },
      account_deleted: {
        subject: ({ site }) => `Je account bij ${site} is verwijderd`,
        body: ({ days }) => [
          'Jammer dat je weggaat! Je account is verwijderd en je profiel is niet meer zichtbaar.',
          `Toch van gedachten veranderd? Binnen ${days} ${days === 1 ? 'dag' : 'dagen'} kun je je account weer activeren met de knop hieronder. Daarna worden je gegevens definitief gewist.`,
        ],
        button: () => 'Mijn account heractiveren',
        why: ({ site }) => `Je ontvangt deze e-mail omdat je account bij ${site} is verwijderd.`,
      },
      reactivated: {
        subject: ({ site }) => `Welkom terug bij ${site}!`,
        body: () => [
          'Fijn dat je er weer bent! Je account is opnieuw geactiveerd en je profiel is weer actief.',
          'Kijk gauw wie er nieuw is sinds je weg was.',
        ],
        button: ({ site }) => `Naar ${site}`,
        why: ({ site }) => `Je ontvangt deze e-mail omdat je account bij ${site} opnieuw is geactiveerd.`,
      },
      complaint_received: {
        subject: ({ site, reference }) => `We hebben je klacht ontvangen${ref(reference)} – ${site}`,
        body: ({ site, topic }) => [
          `Bedankt dat je contact hebt opgenomen met ${site}. We hebben je klacht${topic ? ` over ‘${topic}’` : ''} ontvangen.`,
          'Ons team bekijkt je klacht zorgvuldig, meestal binnen 2 werkdagen, en we antwoorden je op dit e-mailadres. Volgens de Europese digitaledienstenverordening (Digital Services Act) laten we je weten wat we besluiten.',
        ],
        button: ({ site }) => `Naar ${site}`,
        why: ({ site }) =>
          `Je ontvangt deze e-mail omdat je via het klachtenformulier van ${site} een klacht hebt ingediend.`,
      },
    },
  },

  fr: {
    greeting: (name) => `Bonjour ${name},`,
    linkHint: `Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur${NB}:`,
    signoff: (site) => `À très bientôt, l’équipe ${site}`,
    support: (email) => `Une question${NB}? Répondez simplement à cet e-mail ou écrivez-nous à ${email}.`,
    templates: {
      activation: {
        subject: ({ site }) => `Confirmez votre adresse e-mail pour ${site}`,
        body: ({ site }) => [
          `Bienvenue sur ${site}${NB}! Nous sommes ravis de vous compter parmi nous.`,
          'Confirmez votre adresse e-mail avec le bouton ci-dessous et commencez tout de suite à faire de nouvelles rencontres.',
        ],
        button: () => 'Confirmer votre adresse e-mail',
        why: ({ site }) =>
          `Vous recevez cet e-mail car quelqu’un s’est inscrit sur ${site} avec cette adresse. Si ce n’était pas vous, vous pouvez simplement l’ignorer.`,
      },
      password_reset: {
        subject: ({ site }) => `Réinitialisez votre mot de passe ${site}`,
        body: () => [
          'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte. Choisissez un nouveau mot de passe avec le bouton ci-dessous – le lien est valable 2 heures.',
          `Vous n’êtes pas à l’origine de cette demande${NB}? Ignorez simplement cet e-mail${NB}: votre mot de passe reste inchangé.`,
        ],
        button: () => 'Choisir un nouveau mot de passe',
        why: ({ site }) =>
          `Vous recevez cet e-mail car une réinitialisation du mot de passe a été demandée pour votre compte ${site}.`,
      },
      email_change: {
        subject: ({ site }) => `Confirmez votre nouvelle adresse e-mail pour ${site}`,
        body: ({ site, newEmail }) => [
          `Vous souhaitez utiliser ${newEmail ?? 'cette adresse'} comme nouvelle adresse e-mail de votre compte ${site}. Merci de la confirmer avec le bouton ci-dessous.`,
          `Vous n’êtes pas à l’origine de cette demande${NB}? Ignorez cet e-mail et rien ne changera.`,
        ],
        button: () => 'Confirmer la nouvelle adresse',
        why: ({ site }) =>
          `Vous recevez cet e-mail car un changement d’adresse e-mail a été demandé pour un compte ${site}.`,
      },
      account_deleted: {
        subject: ({ site }) => `Votre compte ${site} a été supprimé`,
        body: ({ days }) => [
          `Nous sommes tristes de vous voir partir${NB}! Votre compte a été supprimé et votre profil n’est plus visible.`,
          `Vous avez changé d’avis${NB}? Vous pouvez réactiver votre compte dans un délai de ${days} ${days === 1 ? 'jour' : 'jours'} avec le bouton ci-dessous. Passé ce délai, vos données seront définitivement effacées.`,
        ],
        button: () => 'Réactiver mon compte',
        why: ({ site }) => `Vous recevez cet e-mail car votre compte ${site} a été supprimé.`,
      },
      reactivated: {
        subject: ({ site }) => `Bon retour sur ${site}${NB}!`,
        body: () => [
          `Quel plaisir de vous revoir${NB}! Votre compte a été réactivé et votre profil est de nouveau actif.`,
          'Venez découvrir qui s’est inscrit pendant votre absence.',
        ],
        button: ({ site }) => `Aller sur ${site}`,
        why: ({ site }) => `Vous recevez cet e-mail car votre compte ${site} a été réactivé.`,
      },
      complaint_received: {
        subject: ({ site, reference }) => `Nous avons bien reçu votre réclamation${ref(reference)} – ${site}`,
        body: ({ site, topic }) => [
          `Merci d’avoir contacté ${site}. Nous avons bien reçu votre réclamation${topic ? ` concernant «${NB}${topic}${NB}»` : ''}.`,
          'Notre équipe va l’examiner attentivement, généralement sous 2 jours ouvrés, et vous répondra à cette adresse e-mail. Conformément au règlement européen sur les services numériques (Digital Services Act), nous vous informerons de notre décision.',
        ],
        button: ({ site }) => `Aller sur ${site}`,
        why: ({ site }) =>
          `Vous recevez cet e-mail car vous avez envoyé une réclamation via le formulaire prévu à cet effet sur ${site}.`,
      },
    },
  },

  es: {
    greeting: (name) => `¡Hola, ${name}!`,
    linkHint: 'Si el botón no funciona, copia este enlace en tu navegador:',
    signoff: (site) => `¡Hasta pronto! El equipo de ${site}`,
    support: (email) => `¿Tienes preguntas? Responde a este correo o escríbenos a ${email}.`,
    templates: {
      activation: {
        subject: ({ site }) => `Confirma tu dirección de correo electrónico para ${site}`,
        body: ({ site }) => [
          `¡Te damos la bienvenida a ${site}! Nos alegra que estés aquí.`,
          'Confirma tu dirección de correo electrónico con el botón de abajo y empieza a conocer gente nueva ahora mismo.',
        ],
        button: () => 'Confirma tu dirección de correo',
        why: ({ site }) =>
          `Recibes este correo porque alguien se registró en ${site} con esta dirección. Si no fuiste tú, puedes ignorarlo sin problema.`,
      },
      password_reset: {
        subject: ({ site }) => `Restablece tu contraseña de ${site}`,
        body: () => [
          'Hemos recibido una solicitud para restablecer la contraseña de tu cuenta. Elige una nueva contraseña con el botón de abajo: el enlace es válido durante 2 horas.',
          '¿No lo has pedido tú? Entonces ignora este correo; tu contraseña seguirá siendo la misma.',
        ],
        button: () => 'Elegir una nueva contraseña',
        why: ({ site }) =>
          `Recibes este correo porque se solicitó restablecer la contraseña de tu cuenta de ${site}.`,
      },
      email_change: {
        subject: ({ site }) => `Confirma tu nueva dirección de correo para ${site}`,
        body: ({ site, newEmail }) => [
          `Quieres usar ${newEmail ?? 'esta dirección'} como nueva dirección de correo de tu cuenta de ${site}. Confírmalo con el botón de abajo.`,
          '¿No lo has pedido tú? Ignora este correo y no cambiará nada.',
        ],
        button: () => 'Confirmar la nueva dirección',
        why: ({ site }) =>
          `Recibes este correo porque se solicitó un cambio de dirección de correo para una cuenta de ${site}.`,
      },
      account_deleted: {
        subject: ({ site }) => `Tu cuenta de ${site} ha sido eliminada`,
        body: ({ days }) => [
          '¡Sentimos que te vayas! Tu cuenta ha sido eliminada y tu perfil ya no es visible.',
          `¿Has cambiado de opinión? Puedes reactivar tu cuenta en un plazo de ${days} ${days === 1 ? 'día' : 'días'} con el botón de abajo. Después, tus datos se borrarán definitivamente.`,
        ],
        button: () => 'Reactivar mi cuenta',
        why: ({ site }) => `Recibes este correo porque se eliminó tu cuenta de ${site}.`,
      },
      reactivated: {
        subject: ({ site }) => `¡Qué alegría verte de nuevo en ${site}!`,
        body: () => [
          '¡Nos alegra tenerte de vuelta! Tu cuenta ha sido reactivada y tu perfil vuelve a estar activo.',
          'Echa un vistazo a quién se ha unido mientras no estabas.',
        ],
        button: ({ site }) => `Ir a ${site}`,
        why: ({ site }) => `Recibes este correo porque se reactivó tu cuenta de ${site}.`,
      },
      complaint_received: {
        subject: ({ site, reference }) => `Hemos recibido tu reclamación${ref(reference)} – ${site}`,
        body: ({ site, topic }) => [
          `Gracias por ponerte en contacto con ${site}. Hemos recibido tu reclamación${topic ? ` sobre «${topic}»` : ''}.`,
          'Nuestro equipo la revisará con atención, normalmente en un plazo de 2 días hábiles, y te responderá a esta dirección de correo. Conforme al Reglamento de Servicios Digitales de la UE (Digital Services Act), te informaremos de nuestra decisión.',
        ],
        button: ({ site }) => `Ir a ${site}`,
        why: ({ site }) =>
          `Recibes este correo porque enviaste una reclamación a través del formulario de reclamaciones de ${site}.`,
      },
    },
  },

  it: {
    greeting: (name) => `Ciao ${name},`,
    linkHint: 'Se il pulsante non funziona, copia questo link nel tuo browser:',
    signoff: (site) => `A presto, il team di ${site}`,
    support: (email) => `Domande? Rispondi a questa e-mail o scrivici a ${email}.`,
    templates: {
      activation: {
        subject: ({ site }) => `Conferma il tuo indirizzo e-mail per ${site}`,
        body: ({ site }) => [
          `Ti diamo il benvenuto su ${site}! Siamo felici che tu sia qui.`,
          'Conferma il tuo indirizzo e-mail con il pulsante qui sotto e inizia subito a conoscere nuove persone.',
        ],
        button: () => 'Conferma il tuo indirizzo e-mail',
        why: ({ site }) =>
          `Ricevi questa e-mail perché qualcuno si è registrato su ${site} con questo indirizzo. Se non hai fatto tu questa richiesta, puoi ignorarla.`,
      },
      password_reset: {
        subject: ({ site }) => `Reimposta la tua password di ${site}`,
        body: () => [
          'Abbiamo ricevuto una richiesta di reimpostazione della password del tuo account. Scegli una nuova password con il pulsante qui sotto: il link è valido per 2 ore.',
          'Non l’hai richiesto tu? Ignora pure questa e-mail: la tua password resterà invariata.',
        ],
        button: () => 'Scegli una nuova password',
        why: ({ site }) =>
          `Ricevi questa e-mail perché è stata richiesta la reimpostazione della password del tuo account ${site}.`,
      },
      email_change: {
        subject: ({ site }) => `Conferma il tuo nuovo indirizzo e-mail per ${site}`,
        body: ({ site, newEmail }) => [
          `Vuoi usare ${newEmail ?? 'questo indirizzo'} come nuovo indirizzo e-mail del tuo account ${site}. Confermalo con il pulsante qui sotto.`,
          'Non l’hai richiesto tu? Ignora questa e-mail e non cambierà nulla.',
        ],
        button: () => 'Conferma il nuovo indirizzo',
        why: ({ site }) =>
          `Ricevi questa e-mail perché è stata richiesta una modifica dell’indirizzo e-mail di un account ${site}.`,
      },
      account_deleted: {
        subject: ({ site }) => `Il tuo account ${site} è stato eliminato`,
        body: ({ days }) => [
          'Ci dispiace vederti andare via! Il tuo account è stato eliminato e il tuo profilo non è più visibile.',
          `Hai cambiato idea? Puoi riattivare il tuo account entro ${days} ${days === 1 ? 'giorno' : 'giorni'} con il pulsante qui sotto. Dopo questo periodo i tuoi dati verranno cancellati definitivamente.`,
        ],
        button: () => 'Riattiva il mio account',
        why: ({ site }) => `Ricevi questa e-mail perché il tuo account ${site} è stato eliminato.`,
      },
      reactivated: {
        subject: ({ site }) => `Che bello rivederti su ${site}!`,
        body: () => [
          'Siamo felici di riaverti con noi! Il tuo account è stato riattivato e il tuo profilo è di nuovo attivo.',
          'Scopri chi si è iscritto mentre eri via.',
        ],
        button: ({ site }) => `Vai su ${site}`,
        why: ({ site }) => `Ricevi questa e-mail perché il tuo account ${site} è stato riattivato.`,
      },
      complaint_received: {
        subject: ({ site, reference }) => `Abbiamo ricevuto il tuo reclamo${ref(reference)} – ${site}`,
        body: ({ site, topic }) => [
          `Grazie per aver contattato ${site}. Abbiamo ricevuto il tuo reclamo${topic ? ` relativo a «${topic}»` : ''}.`,
          'Il nostro team lo esaminerà con attenzione, di solito entro 2 giorni lavorativi, e ti risponderà a questo indirizzo e-mail. Come previsto dal regolamento europeo sui servizi digitali (Digital Services Act), ti comunicheremo la nostra decisione.',
        ],
        button: ({ site }) => `Vai su ${site}`,
        why: ({ site }) =>
          `Ricevi questa e-mail perché hai inviato un reclamo tramite il modulo reclami di ${site}.`,
      },
    },
  },

  da: {
    greeting: (name) => `Hej ${name},`,
    linkHint: 'Virker knappen ikke? Så kopiér dette link ind i din browser:',
    signoff: (site) => `Vi ses! Hilsen ${site}-teamet`,
    support: (email) => `Spørgsmål? Svar bare på denne e-mail, eller skriv til ${email}.`,
    templates: {
      activation: {
        subject: ({ site }) => `Bekræft din e-mailadresse hos ${site}`,
        body: ({ site }) => [
          `Velkommen til ${site}! Hvor er det dejligt, at du er her.`,
          'Bekræft din e-mailadresse med knappen herunder, så kan du straks begynde at møde nye mennesker.',
        ],
        button: () => 'Bekræft din e-mailadresse',
        why: ({ site }) =>
          `Du modtager denne e-mail, fordi nogen har oprettet en profil på ${site} med denne adresse. Hvis det ikke var dig, kan du bare ignorere den.`,
      },
      password_reset: {
        subject: ({ site }) => `Nulstil din adgangskode til ${site}`,
        body: () => [
          'Vi har modtaget en anmodning om at nulstille adgangskoden til din konto. Vælg en ny adgangskode med knappen herunder – linket er gyldigt i 2 timer.',
          'Har du ikke bedt om det? Så ignorer bare denne e-mail; din adgangskode forbliver den samme.',
        ],
        button: () => 'Vælg en ny adgangskode',
        why: ({ site }) =>
          `Du modtager denne e-mail, fordi der er anmodet om nulstilling af adgangskoden til din konto på ${site}.`,
      },
      email_change: {
        subject: ({ site }) => `Bekræft din nye e-mailadresse hos ${site}`,
        body: ({ site, newEmail }) => [
          `Du vil gerne bruge ${newEmail ?? 'denne adresse'} som ny e-mailadresse til din konto på ${site}. Bekræft det med knappen herunder.`,
          'Har du ikke bedt om det? Så ignorer denne e-mail – så ændres der ikke noget.',
        ],
        button: () => 'Bekræft den nye e-mailadresse',
        why: ({ site }) =>
          `Du modtager denne e-mail, fordi der er anmodet om at ændre e-mailadressen for en konto på ${site}.`,
      },
      account_deleted: {
        subject: ({ site }) => `Din konto på ${site} er slettet`,
        body: ({ days }) => [
          'Hvor er det ærgerligt, at du går! Din konto er slettet, og din profil er ikke længere synlig.',
          `Har du fortrudt? Du kan genaktivere din konto inden for ${days} ${days === 1 ? 'dag' : 'dage'} med knappen herunder. Derefter bliver dine data slettet permanent.`,
        ],
        button: () => 'Genaktivér min konto',
        why: ({ site }) => `Du modtager denne e-mail, fordi din konto på ${site} er blevet slettet.`,
      },
      reactivated: {
        subject: ({ site }) => `Velkommen tilbage til ${site}!`,
        body: () => [
          'Dejligt at have dig tilbage! Din konto er genaktiveret, og din profil er aktiv igen.',
          'Tag et kig på, hvem der er kommet til, mens du var væk.',
        ],
        button: ({ site }) => `Gå til ${site}`,
        why: ({ site }) => `Du modtager denne e-mail, fordi din konto på ${site} er blevet genaktiveret.`,
      },
      complaint_received: {
        subject: ({ site, reference }) => `Vi har modtaget din klage${ref(reference)} – ${site}`,
        body: ({ site, topic }) => [
          `Tak, fordi du har kontaktet ${site}. Vi har modtaget din klage${topic ? ` om »${topic}«` : ''}.`,
          'Vores team gennemgår den grundigt, som regel inden for 2 hverdage, og svarer dig på denne e-mailadresse. I henhold til EU’s forordning om digitale tjenester (Digital Services Act) får du besked om vores afgørelse.',
        ],
        button: ({ site }) => `Gå til ${site}`,
        why: ({ site }) =>
          `Du modtager denne e-mail, fordi du har sendt en klage via klageformularen på ${site}.`,
      },
    },
  },

  no: {
    greeting: (name) => `Hei ${name},`,
    linkHint: 'Fungerer ikke knappen? Kopier denne lenken inn i nettleseren din:',
    signoff: (site) => `Vi ses! Hilsen ${site}-teamet`,
    support: (email) => `Spørsmål? Bare svar på denne e-posten, eller skriv til ${email}.`,
    templates: {
      activation: {
        subject: ({ site }) => `Bekreft e-postadressen din hos ${site}`,
        body: ({ site }) => [
          `Velkommen til ${site}! Så hyggelig at du er her.`,
          'Bekreft e-postadressen din med knappen nedenfor, så kan du begynne å møte nye mennesker med en gang.',
        ],
        button: () => 'Bekreft e-postadressen din',
        why: ({ site }) =>
          `Du får denne e-posten fordi noen har registrert seg på ${site} med denne adressen. Var det ikke deg, kan du trygt se bort fra den.`,
      },
      password_reset: {
        subject: ({ site }) => `Tilbakestill passordet ditt hos ${site}`,
        body: () => [
          'Vi har mottatt en forespørsel om å tilbakestille passordet til kontoen din. Velg et nytt passord med knappen nedenfor – lenken er gyldig i 2 timer.',
          'Har du ikke bedt om dette? Da kan du bare se bort fra denne e-posten; passordet ditt forblir uendret.',
        ],
        button: () => 'Velg et nytt passord',
        why: ({ site }) =>
          `Du får denne e-posten fordi det er bedt om å tilbakestille passordet til kontoen din på ${site}.`,
      },
      email_change: {
        subject: ({ site }) => `Bekreft den nye e-postadressen din hos ${site}`,
        body: ({ site, newEmail }) => [
          `Du vil bruke ${newEmail ?? 'denne adressen'} som ny e-postadresse for kontoen din på ${site}. Bekreft det med knappen nedenfor.`,
          'Har du ikke bedt om dette? Se bort fra denne e-posten, så endres ingenting.',
        ],
        button: () => 'Bekreft den nye e-postadressen',
        why: ({ site }) =>
          `Du får denne e-posten fordi det er bedt om å endre e-postadressen for en konto på ${site}.`,
      },
      account_deleted: {
        subject: ({ site }) => `Kontoen din på ${site} er slettet`,
        body: ({ days }) => [
          'Så synd at du drar! Kontoen din er slettet, og profilen din er ikke lenger synlig.',
          `Har du ombestemt deg? Du kan gjenopprette kontoen din innen ${days} ${days === 1 ? 'dag' : 'dager'} med knappen nedenfor. Etter det blir dataene dine slettet for godt.`,
        ],
        button: () => 'Gjenopprett kontoen min',
        why: ({ site }) => `Du får denne e-posten fordi kontoen din på ${site} er slettet.`,
      },
      reactivated: {
        subject: ({ site }) => `Velkommen tilbake til ${site}!`,
        body: () => [
          'Så fint å ha deg tilbake! Kontoen din er gjenopprettet, og profilen din er aktiv igjen.',
          'Ta en titt på hvem som har kommet til mens du var borte.',
        ],
        button: ({ site }) => `Gå til ${site}`,
        why: ({ site }) => `Du får denne e-posten fordi kontoen din på ${site} er gjenopprettet.`,
      },
      complaint_received: {
        subject: ({ site, reference }) => `Vi har mottatt klagen din${ref(reference)} – ${site}`,
        body: ({ site, topic }) => [
          `Takk for at du tok kontakt med ${site}. Vi har mottatt klagen din${topic ? ` om «${topic}»` : ''}.`,
          'Teamet vårt går nøye gjennom den, vanligvis innen 2 virkedager, og svarer deg på denne e-postadressen. I tråd med EUs forordning om digitale tjenester (Digital Services Act) får du beskjed om avgjørelsen vår.',
        ],
        button: ({ site }) => `Gå til ${site}`,
        why: ({ site }) => `Du får denne e-posten fordi du har sendt en klage via klageskjemaet på ${site}.`,
      },
    },
  },

  sv: {
    greeting: (name) => `Hej ${name}!`,
    linkHint: 'Fungerar inte knappen? Kopiera då den här länken till din webbläsare:',
    signoff: (site) => `Vi ses! Hälsningar från ${site}-teamet`,
    support: (email) => `Frågor? Svara bara på det här mejlet eller skriv till ${email}.`,
    templates: {
      activation: {
        subject: ({ site }) => `Bekräfta din e-postadress hos ${site}`,
        body: ({ site }) => [
          `Välkommen till ${site}! Vad roligt att du är här.`,
          'Bekräfta din e-postadress med knappen nedan, så kan du börja träffa nya människor direkt.',
        ],
        button: () => 'Bekräfta din e-postadress',
        why: ({ site }) =>
          `Du får det här mejlet eftersom någon har registrerat sig på ${site} med den här adressen. Om det inte var du kan du bara ignorera det.`,
      },
      password_reset: {
        subject: ({ site }) => `Återställ ditt lösenord hos ${site}`,
        body: () => [
          'Vi har fått en begäran om att återställa lösenordet till ditt konto. Välj ett nytt lösenord med knappen nedan – länken gäller i 2 timmar.',
          'Har du inte bett om detta? Ignorera i så fall bara det här mejlet; ditt lösenord förblir detsamma.',
        ],
        button: () => 'Välj ett nytt lösenord',
        why: ({ site }) =>
          `Du får det här mejlet eftersom någon har begärt att lösenordet till ditt konto på ${site} ska återställas.`,
      },
      email_change: {
        subject: ({ site }) => `Bekräfta din nya e-postadress hos ${site}`,
        body: ({ site, newEmail }) => [
          `Du vill använda ${newEmail ?? 'den här adressen'} som ny e-postadress för ditt konto på ${site}. Bekräfta det med knappen nedan.`,
          'Har du inte bett om detta? Ignorera det här mejlet, så ändras ingenting.',
        ],
        button: () => 'Bekräfta den nya e-postadressen',
        why: ({ site }) =>
          `Du får det här mejlet eftersom någon har begärt att e-postadressen för ett konto på ${site} ska ändras.`,
      },
      account_deleted: {
        subject: ({ site }) => `Ditt konto på ${site} har raderats`,
        body: ({ days }) => [
          'Tråkigt att du lämnar oss! Ditt konto har raderats och din profil syns inte längre.',
          `Har du ångrat dig? Du kan återaktivera ditt konto inom ${days} ${days === 1 ? 'dag' : 'dagar'} med knappen nedan. Därefter raderas dina uppgifter permanent.`,
        ],
        button: () => 'Återaktivera mitt konto',
        why: ({ site }) => `Du får det här mejlet eftersom ditt konto på ${site} har raderats.`,
      },
      reactivated: {
        subject: ({ site }) => `Välkommen tillbaka till ${site}!`,
        body: () => [
          'Vad roligt att ha dig tillbaka! Ditt konto har återaktiverats och din profil är aktiv igen.',
          'Ta en titt på vilka som har tillkommit medan du var borta.',
        ],
        button: ({ site }) => `Gå till ${site}`,
        why: ({ site }) => `Du får det här mejlet eftersom ditt konto på ${site} har återaktiverats.`,
      },
      complaint_received: {
        subject: ({ site, reference }) => `Vi har tagit emot ditt klagomål${ref(reference)} – ${site}`,
        body: ({ site, topic }) => [
          `Tack för att du kontaktade ${site}. Vi har tagit emot ditt klagomål${topic ? ` om ”${topic}”` : ''}.`,
          'Vårt team går noggrant igenom det, oftast inom 2 arbetsdagar, och svarar dig på den här e-postadressen. Enligt EU:s förordning om digitala tjänster (Digital Services Act) får du besked om vårt beslut.',
        ],
        button: ({ site }) => `Gå till ${site}`,
        why: ({ site }) =>
          `Du får det här mejlet eftersom du har skickat ett klagomål via klagomålsformuläret på ${site}.`,
      },
    },
  },

  fi: {
    greeting: (name) => `Hei ${name}!`,
    linkHint: 'Jos painike ei toimi, kopioi tämä linkki selaimeesi:',
    signoff: (site) => `Nähdään pian! Terveisin ${site}-tiimi`,
    support: (email) => `Kysyttävää? Vastaa tähän viestiin tai kirjoita osoitteeseen ${email}.`,
    templates: {
      activation: {
        subject: ({ site }) => `Vahvista sähköpostiosoitteesi – ${site}`,
        body: ({ site }) => [
          `Tervetuloa palveluun ${site}! Kiva, että olet täällä.`,
          'Vahvista sähköpostiosoitteesi alla olevalla painikkeella, niin voit heti alkaa tutustua uusiin ihmisiin.',
        ],
        button: () => 'Vahvista sähköpostiosoitteesi',
        why: ({ site }) =>
          `Saat tämän viestin, koska joku on rekisteröitynyt palveluun ${site} tällä osoitteella. Jos se et ollut sinä, voit jättää viestin huomiotta.`,
      },
      password_reset: {
        subject: ({ site }) => `Aseta uusi salasana – ${site}`,
        body: () => [
          'Saimme pyynnön vaihtaa tilisi salasanan. Valitse uusi salasana alla olevalla painikkeella – linkki on voimassa 2 tuntia.',
          'Etkö pyytänyt tätä? Voit silloin jättää tämän viestin huomiotta; salasanasi pysyy ennallaan.',
        ],
        button: () => 'Valitse uusi salasana',
        why: ({ site }) =>
          `Saat tämän viestin, koska tilisi salasanan vaihtoa on pyydetty palvelussa ${site}.`,
      },
      email_change: {
        subject: ({ site }) => `Vahvista uusi sähköpostiosoitteesi – ${site}`,
        body: ({ site, newEmail }) => [
          `Haluat käyttää ${newEmail ? `osoitetta ${newEmail}` : 'tätä osoitetta'} tilisi uutena sähköpostiosoitteena palvelussa ${site}. Vahvista muutos alla olevalla painikkeella.`,
          'Etkö pyytänyt tätä? Jätä tämä viesti huomiotta, niin mikään ei muutu.',
        ],
        button: () => 'Vahvista uusi osoite',
        why: ({ site }) =>
          `Saat tämän viestin, koska tilin sähköpostiosoitteen vaihtoa on pyydetty palvelussa ${site}.`,
      },
      account_deleted: {
        subject: ({ site }) => `Tilisi palvelussa ${site} on poistettu`,
        body: ({ days }) => [
          'Harmi, että lähdet! Tilisi on poistettu, eikä profiilisi ole enää näkyvissä.',
          `Muutitko mielesi? Voit palauttaa tilisi ${days} päivän kuluessa alla olevalla painikkeella. Sen jälkeen tietosi poistetaan pysyvästi.`,
        ],
        button: () => 'Palauta tilini',
        why: ({ site }) => `Saat tämän viestin, koska tilisi palvelussa ${site} on poistettu.`,
      },
      reactivated: {
        subject: ({ site }) => `Tervetuloa takaisin palveluun ${site}!`,
        body: () => [
          'Ihanaa, että olet taas mukana! Tilisi on palautettu, ja profiilisi on jälleen aktiivinen.',
          'Katso, keitä uusia jäseniä on liittynyt poissaolosi aikana.',
        ],
        button: ({ site }) => `Siirry palveluun ${site}`,
        why: ({ site }) => `Saat tämän viestin, koska tilisi palvelussa ${site} on palautettu.`,
      },
      complaint_received: {
        subject: ({ site, reference }) => `Olemme vastaanottaneet valituksesi${ref(reference)} – ${site}`,
        body: ({ site, topic }) => [
          `Kiitos, että otit yhteyttä palveluun ${site}. Olemme vastaanottaneet valituksesi${topic ? ` aiheesta ”${topic}”` : ''}.`,
          'Tiimimme käsittelee sen huolellisesti, yleensä 2 arkipäivän kuluessa, ja vastaa sinulle tähän sähköpostiosoitteeseen. EU:n digipalvelusäädöksen (Digital Services Act) mukaisesti kerromme sinulle päätöksestämme.',
        ],
        button: ({ site }) => `Siirry palveluun ${site}`,
        why: ({ site }) =>
          `Saat tämän viestin, koska lähetit valituksen palvelun ${site} valituslomakkeella.`,
      },
    },
  },

  pl: {
    greeting: (name) => `Cześć ${name}!`,
    linkHint: 'Jeśli przycisk nie działa, skopiuj ten link do przeglądarki:',
    signoff: (site) => `Do zobaczenia! Zespół ${site}`,
    support: (email) =>
      `Masz pytania? Po prostu odpowiedz na tę wiadomość lub napisz do nas na adres ${email}.`,
    templates: {
      activation: {
        subject: ({ site }) => `Potwierdź swój adres e-mail w serwisie ${site}`,
        body: ({ site }) => [
          `Witaj w serwisie ${site}! Cieszymy się, że jesteś z nami.`,
          'Potwierdź swój adres e-mail przyciskiem poniżej i od razu zacznij poznawać nowych ludzi.',
        ],
        button: () => 'Potwierdź adres e-mail',
        why: ({ site }) =>
          `Otrzymujesz tę wiadomość, ponieważ ktoś zarejestrował się w serwisie ${site}, podając ten adres. Jeśli to nie Ty, po prostu ją zignoruj.`,
      },
      password_reset: {
        subject: ({ site }) => `Ustaw nowe hasło w serwisie ${site}`,
        body: () => [
          'Otrzymaliśmy prośbę o zresetowanie hasła do Twojego konta. Ustaw nowe hasło za pomocą przycisku poniżej – link jest ważny przez 2 godziny.',
          'To nie Ty? W takim razie po prostu zignoruj tę wiadomość – Twoje hasło pozostanie bez zmian.',
        ],
        button: () => 'Ustaw nowe hasło',
        why: ({ site }) =>
          `Otrzymujesz tę wiadomość, ponieważ poproszono o zresetowanie hasła do Twojego konta w serwisie ${site}.`,
      },
      email_change: {
        subject: ({ site }) => `Potwierdź nowy adres e-mail w serwisie ${site}`,
        body: ({ site, newEmail }) => [
          `Chcesz używać ${newEmail ? `adresu ${newEmail}` : 'tego adresu'} jako nowego adresu e-mail swojego konta w serwisie ${site}. Potwierdź to przyciskiem poniżej.`,
          'To nie Ty? Zignoruj tę wiadomość, a nic się nie zmieni.',
        ],
        button: () => 'Potwierdź nowy adres',
        why: ({ site }) =>
          `Otrzymujesz tę wiadomość, ponieważ poproszono o zmianę adresu e-mail konta w serwisie ${site}.`,
      },
      account_deleted: {
        subject: ({ site }) => `Twoje konto w serwisie ${site} zostało usunięte`,
        body: ({ days }) => [
          'Szkoda, że odchodzisz! Twoje konto zostało usunięte, a Twój profil nie jest już widoczny.',
          `Zmiana planów? Możesz przywrócić swoje konto w ciągu ${days} ${days === 1 ? 'dnia' : 'dni'} za pomocą przycisku poniżej. Po tym czasie Twoje dane zostaną trwale usunięte.`,
        ],
        button: () => 'Przywróć moje konto',
        why: ({ site }) =>
          `Otrzymujesz tę wiadomość, ponieważ Twoje konto w serwisie ${site} zostało usunięte.`,
      },
      reactivated: {
        subject: ({ site }) => `Witaj ponownie w serwisie ${site}!`,
        body: () => [
          'Cieszymy się, że znów jesteś z nami! Twoje konto zostało przywrócone, a Twój profil jest znowu aktywny.',
          'Zobacz, kto dołączył podczas Twojej nieobecności.',
        ],
        button: ({ site }) => `Przejdź do serwisu ${site}`,
        why: ({ site }) =>
          `Otrzymujesz tę wiadomość, ponieważ Twoje konto w serwisie ${site} zostało przywrócone.`,
      },
      complaint_received: {
        subject: ({ site, reference }) => `Otrzymaliśmy Twoją skargę${ref(reference)} – ${site}`,
        body: ({ site, topic }) => [
          `Dziękujemy za kontakt z serwisem ${site}. Otrzymaliśmy Twoją skargę${topic ? ` dotyczącą „${topic}”` : ''}.`,
          'Nasz zespół dokładnie ją rozpatrzy, zwykle w ciągu 2 dni roboczych, i odpowie Ci na ten adres e-mail. Zgodnie z unijnym aktem o usługach cyfrowych (Digital Services Act) poinformujemy Cię o naszej decyzji.',
        ],
        button: ({ site }) => `Przejdź do serwisu ${site}`,
        why: ({ site }) =>
          `Otrzymujesz tę wiadomość, ponieważ ten adres e-mail podano w formularzu skarg w serwisie ${site}.`,
      },
    },
  },
};

export const MESSAGES = Object.fromEntries(
  Object.entries(ACCOUNT_MESSAGES).map(([language, messages]) => [
    language,
    { ...messages, templates: { ...messages.templates, ...MODERATION_MESSAGES[language as Language] } },
  ]),
) as Record<Language, LanguageMessages>;
