import type { Language } from '@amora/shared';
import type { TemplateMessages, TextParams } from './messages';

/**
 * Mails of the staff console's notice-and-action process (EU Digital Services Act, Art. 16–17):
 * the reporter's receipt and decision, and the statement of reasons to a member whose content was
 * removed or whose account was restricted. `reason` arrives translated (moderation.reasons in the
 * catalogues), `until` formatted for the language; `action` is a code chosen below.
 */
export const MODERATION_TEMPLATES = ['report_received', 'report_decision', 'statement_of_reasons'] as const;
export type ModerationTemplate = (typeof MODERATION_TEMPLATES)[number];

const ref = (reference: string | undefined) => (reference ? ` (#${reference})` : '');
/** A report or complaint that led to action (the rest: no breach found). */
const upheld = (p: TextParams) => p.action === 'actioned' || p.action === 'upheld';

interface Words {
  receivedSubject: (p: TextParams) => string;
  receivedBody: (p: TextParams) => string[];
  receivedWhy: (p: TextParams) => string;
  go: (p: TextParams) => string;
  decisionSubject: (p: TextParams) => string;
  decisionUpheld: string;
  decisionDismissed: string;
  redress: string;
  complaintButton: string;
  decisionWhy: (p: TextParams) => string;
  sorSubject: (p: TextParams) => string;
  photoRejected: string;
  textRemoved: string;
  photosRemoved: string;
  banned: (until: string | undefined) => string;
  reasonLine: (reason: string) => string;
  appeal: string;
  appealButton: string;
  sorWhy: (p: TextParams) => string;
}

const WORDS: Record<Language, Words> = {
  en: {
    receivedSubject: ({ site, reference }) => `We’ve received your report${ref(reference)} – ${site}`,
    receivedBody: ({ site }) => [
      `Thanks for letting us know. We’ve received your report about a profile on ${site}.`,
      'Our team reviews every report, usually within 2 working days, and we’ll tell you by e-mail what we decide.',
    ],
    receivedWhy: ({ site }) => `You’re receiving this e-mail because you reported a profile on ${site}.`,
    go: ({ site }) => `Go to ${site}`,
    decisionSubject: ({ site, reference }) => `Decision on your report${ref(reference)} – ${site}`,
    decisionUpheld:
      'We’ve reviewed your report and found that the content breaks our terms of use. We have taken action against it.',
    decisionDismissed:
      'We’ve reviewed your report and found no breach of our terms of use, so we have not taken action.',
    redress:
      'Our staff made this decision after a personal review. If you disagree, you can tell us through our complaint form, turn to a certified out-of-court dispute settlement body, or go to court.',
    complaintButton: 'Open the complaint form',
    decisionWhy: ({ site }) =>
      `You’re receiving this e-mail because you sent a report or complaint to ${site}.`,
    sorSubject: ({ site }) => `A decision about your account – ${site}`,
    photoRejected: 'One of your photos has been rejected and is not shown to other members.',
    textRemoved: 'The “about me” text of your profile has been removed.',
    photosRemoved: 'Your profile photos have been removed.',
    banned: (until) =>
      until
        ? `Your account has been suspended until ${until}.`
        : 'Your account has been suspended until further notice.',
    reasonLine: (reason) =>
      `Reason: ${reason}. This breaks our terms of use. Our staff took this decision after a personal review, not an automated system.`,
    appeal:
      'If you think this is a mistake, appeal through our complaint form or reply to this e-mail. You may also turn to a certified out-of-court dispute settlement body or go to court.',
    appealButton: 'Appeal this decision',
    sorWhy: ({ site }) =>
      `You’re receiving this e-mail because the EU Digital Services Act requires ${site} to explain decisions about your content or account.`,
  },
  de: {
    receivedSubject: ({ site, reference }) => `Wir haben deine Meldung erhalten${ref(reference)} – ${site}`,
    receivedBody: ({ site }) => [
      `Danke für deinen Hinweis. Wir haben deine Meldung zu einem Profil auf ${site} erhalten.`,
      'Unser Team prüft jede Meldung, meist innerhalb von 2 Werktagen, und teilt dir unsere Entscheidung per E-Mail mit.',
    ],
    receivedWhy: ({ site }) => `Du erhältst diese E-Mail, weil du ein Profil auf ${site} gemeldet hast.`,
    go: ({ site }) => `Zu ${site}`,
    decisionSubject: ({ site, reference }) => `Entscheidung zu deiner Meldung${ref(reference)} – ${site}`,
    decisionUpheld:
      'Wir haben deine Meldung geprüft: Der Inhalt verstößt gegen unsere Nutzungsbedingungen. Wir haben Maßnahmen ergriffen.',
    decisionDismissed:
      'Wir haben deine Meldung geprüft und keinen Verstoß gegen unsere Nutzungsbedingungen festgestellt. Daher haben wir nichts unternommen.',
    redress:
      'Diese Entscheidung hat unser Team nach persönlicher Prüfung getroffen. Wenn du anderer Meinung bist, kannst du uns über unser Beschwerdeformular schreiben, dich an eine zertifizierte außergerichtliche Streitbeilegungsstelle wenden oder vor Gericht gehen.',
    complaintButton: 'Zum Beschwerdeformular',
    decisionWhy: ({ site }) =>
      `Du erhältst diese E-Mail, weil du eine Meldung oder Beschwerde an ${site} geschickt hast.`,
    sorSubject: ({ site }) => `Eine Entscheidung zu deinem Konto – ${site}`,
    photoRejected: 'Eines deiner Fotos wurde abgelehnt und wird anderen Mitgliedern nicht angezeigt.',
    textRemoved: 'Der „Über mich“-Text deines Profils wurde entfernt.',
    photosRemoved: 'Deine Profilfotos wurden entfernt.',
    banned: (until) =>
      until ? `Dein Konto wurde bis ${until} gesperrt.` : 'Dein Konto wurde bis auf Weiteres gesperrt.',
    reasonLine: (reason) =>
      `Grund: ${reason}. Das verstößt gegen unsere Nutzungsbedingungen. Unser Team hat dies nach persönlicher Prüfung entschieden, nicht ein automatisches System.`,
    appeal:
      'Wenn du das für einen Fehler hältst, lege über unser Beschwerdeformular Einspruch ein oder antworte auf diese E-Mail. Du kannst dich auch an eine zertifizierte außergerichtliche Streitbeilegungsstelle wenden oder vor Gericht gehen.',
    appealButton: 'Einspruch einlegen',
    sorWhy: ({ site }) =>
      `Du erhältst diese E-Mail, weil das EU-Gesetz über digitale Dienste ${site} verpflichtet, Entscheidungen über deine Inhalte oder dein Konto zu begründen.`,
  },
  nl: {
    receivedSubject: ({ site, reference }) => `We hebben je melding ontvangen${ref(reference)} – ${site}`,
    receivedBody: ({ site }) => [
      `Bedankt dat je het ons laat weten. We hebben je melding over een profiel op ${site} ontvangen.`,
      'Ons team bekijkt elke melding, meestal binnen 2 werkdagen, en laat je per e-mail weten wat we besluiten.',
    ],
    receivedWhy: ({ site }) => `Je ontvangt deze e-mail omdat je een profiel op ${site} hebt gemeld.`,
    go: ({ site }) => `Naar ${site}`,
    decisionSubject: ({ site, reference }) => `Besluit over je melding${ref(reference)} – ${site}`,
    decisionUpheld:
      'We hebben je melding bekeken: de inhoud is in strijd met onze gebruiksvoorwaarden. We hebben maatregelen genomen.',
    decisionDismissed:
      'We hebben je melding bekeken en geen overtreding van onze gebruiksvoorwaarden gevonden, dus we hebben niets ondernomen.',
    redress:
      'Ons team heeft dit besluit na persoonlijke beoordeling genomen. Ben je het er niet mee eens, laat het ons dan weten via ons klachtenformulier, wend je tot een gecertificeerde buitengerechtelijke geschilbeslechtingsinstantie of stap naar de rechter.',
    complaintButton: 'Naar het klachtenformulier',
    decisionWhy: ({ site }) =>
      `Je ontvangt deze e-mail omdat je een melding of klacht naar ${site} hebt gestuurd.`,
    sorSubject: ({ site }) => `Een besluit over je account – ${site}`,
    photoRejected: 'Een van je foto’s is afgekeurd en wordt niet aan andere leden getoond.',
    textRemoved: 'De tekst “over mij” van je profiel is verwijderd.',
    photosRemoved: 'Je profielfoto’s zijn verwijderd.',
    banned: (until) =>
      until ? `Je account is geblokkeerd tot ${until}.` : 'Je account is tot nader order geblokkeerd.',
    reasonLine: (reason) =>
      `Reden: ${reason}. Dit is in strijd met onze gebruiksvoorwaarden. Ons team heeft dit na persoonlijke beoordeling besloten, niet een automatisch systeem.`,
    appeal:
      'Denk je dat dit een vergissing is, maak dan bezwaar via ons klachtenformulier of beantwoord deze e-mail. Je kunt je ook wenden tot een gecertificeerde buitengerechtelijke geschilbeslechtingsinstantie of naar de rechter stappen.',
    appealButton: 'Bezwaar maken',
    sorWhy: ({ site }) =>
      `Je ontvangt deze e-mail omdat de Europese digitaledienstenverordening ${site} verplicht besluiten over je inhoud of account uit te leggen.`,
  },
  fr: {
    receivedSubject: ({ site, reference }) => `Nous avons reçu votre signalement${ref(reference)} – ${site}`,
    receivedBody: ({ site }) => [
      `Merci de nous avoir prévenus. Nous avons reçu votre signalement concernant un profil sur ${site}.`,
      'Notre équipe examine chaque signalement, généralement sous 2 jours ouvrés, et vous informera de sa décision par e-mail.',
    ],
    receivedWhy: ({ site }) => `Vous recevez cet e-mail parce que vous avez signalé un profil sur ${site}.`,
    go: ({ site }) => `Aller sur ${site}`,
    decisionSubject: ({ site, reference }) => `Décision sur votre signalement${ref(reference)} – ${site}`,
    decisionUpheld:
      'Nous avons examiné votre signalement : le contenu enfreint nos conditions d’utilisation. Nous avons pris des mesures.',
    decisionDismissed:
      'Nous avons examiné votre signalement et n’avons constaté aucune infraction à nos conditions d’utilisation ; nous n’avons donc pris aucune mesure.',
    redress:
      'Notre équipe a pris cette décision après un examen personnel. Si vous n’êtes pas d’accord, vous pouvez nous écrire via notre formulaire de réclamation, vous adresser à un organisme certifié de règlement extrajudiciaire des litiges ou saisir la justice.',
    complaintButton: 'Ouvrir le formulaire de réclamation',
    decisionWhy: ({ site }) =>
      `Vous recevez cet e-mail parce que vous avez envoyé un signalement ou une réclamation à ${site}.`,
    sorSubject: ({ site }) => `Une décision concernant votre compte – ${site}`,
    photoRejected: 'Une de vos photos a été refusée et n’est pas montrée aux autres membres.',
    textRemoved: 'Le texte « À propos de moi » de votre profil a été supprimé.',
    photosRemoved: 'Vos photos de profil ont été supprimées.',
    banned: (until) =>
      until
        ? `Votre compte est suspendu jusqu’au ${until}.`
        : 'Votre compte est suspendu jusqu’à nouvel ordre.',
    reasonLine: (reason) =>
      `Motif : ${reason}. Cela enfreint nos conditions d’utilisation. Notre équipe a pris cette décision après un examen personnel, et non un système automatisé.`,
    appeal:
      'Si vous pensez qu’il s’agit d’une erreur, contestez-la via notre formulaire de réclamation ou répondez à cet e-mail. Vous pouvez aussi vous adresser à un organisme certifié de règlement extrajudiciaire des litiges ou saisir la justice.',
    appealButton: 'Contester cette décision',
    sorWhy: ({ site }) =>
      `Vous recevez cet e-mail parce que le règlement européen sur les services numériques oblige ${site} à motiver ses décisions concernant vos contenus ou votre compte.`,
  },
  es: {
    receivedSubject: ({ site, reference }) => `Hemos recibido tu denuncia${ref(reference)} – ${site}`,
    receivedBody: ({ site }) => [
      `Gracias por avisarnos. Hemos recibido tu denuncia sobre un perfil en ${site}.`,
      'Nuestro equipo revisa cada denuncia, normalmente en 2 días laborables, y te comunicaremos nuestra decisión por correo.',
    ],
    receivedWhy: ({ site }) => `Recibes este correo porque denunciaste un perfil en ${site}.`,
    go: ({ site }) => `Ir a ${site}`,
    decisionSubject: ({ site, reference }) => `Decisión sobre tu denuncia${ref(reference)} – ${site}`,
    decisionUpheld:
      'Hemos revisado tu denuncia: el contenido incumple nuestras condiciones de uso. Hemos tomado medidas.',
    decisionDismissed:
      'Hemos revisado tu denuncia y no hemos encontrado ningún incumplimiento de nuestras condiciones de uso, así que no hemos tomado medidas.',
    redress:
      'Nuestro equipo tomó esta decisión tras una revisión personal. Si no estás de acuerdo, puedes decírnoslo en nuestro formulario de reclamaciones, acudir a un órgano certificado de resolución extrajudicial de litigios o ir a los tribunales.',
    complaintButton: 'Abrir el formulario de reclamaciones',
    decisionWhy: ({ site }) => `Recibes este correo porque enviaste una denuncia o reclamación a ${site}.`,
    sorSubject: ({ site }) => `Una decisión sobre tu cuenta – ${site}`,
    photoRejected: 'Una de tus fotos ha sido rechazada y no se muestra a otros miembros.',
    textRemoved: 'Se ha eliminado el texto «Sobre mí» de tu perfil.',
    photosRemoved: 'Se han eliminado tus fotos de perfil.',
    banned: (until) =>
      until
        ? `Tu cuenta ha sido suspendida hasta el ${until}.`
        : 'Tu cuenta ha sido suspendida hasta nuevo aviso.',
    reasonLine: (reason) =>
      `Motivo: ${reason}. Esto incumple nuestras condiciones de uso. Nuestro equipo tomó esta decisión tras una revisión personal, no un sistema automático.`,
    appeal:
      'Si crees que es un error, recurre en nuestro formulario de reclamaciones o responde a este correo. También puedes acudir a un órgano certificado de resolución extrajudicial de litigios o ir a los tribunales.',
    appealButton: 'Recurrir esta decisión',
    sorWhy: ({ site }) =>
      `Recibes este correo porque el Reglamento de Servicios Digitales de la UE obliga a ${site} a explicar sus decisiones sobre tu contenido o tu cuenta.`,
  },
  it: {
    receivedSubject: ({ site, reference }) =>
      `Abbiamo ricevuto la tua segnalazione${ref(reference)} – ${site}`,
    receivedBody: ({ site }) => [
      `Grazie per avercelo fatto sapere. Abbiamo ricevuto la tua segnalazione su un profilo di ${site}.`,
      'Il nostro team esamina ogni segnalazione, di solito entro 2 giorni lavorativi, e ti comunicheremo la decisione via e-mail.',
    ],
    receivedWhy: ({ site }) => `Ricevi questa e-mail perché hai segnalato un profilo su ${site}.`,
    go: ({ site }) => `Vai su ${site}`,
    decisionSubject: ({ site, reference }) => `Decisione sulla tua segnalazione${ref(reference)} – ${site}`,
    decisionUpheld:
      'Abbiamo esaminato la tua segnalazione: il contenuto viola le nostre condizioni d’uso. Abbiamo preso provvedimenti.',
    decisionDismissed:
      'Abbiamo esaminato la tua segnalazione e non abbiamo riscontrato violazioni delle nostre condizioni d’uso, quindi non abbiamo preso provvedimenti.',
    redress:
      'Il nostro team ha preso questa decisione dopo un esame personale. Se non sei d’accordo, puoi scriverci tramite il modulo reclami, rivolgerti a un organismo certificato di risoluzione extragiudiziale delle controversie o adire il tribunale.',
    complaintButton: 'Apri il modulo reclami',
    decisionWhy: ({ site }) =>
      `Ricevi questa e-mail perché hai inviato una segnalazione o un reclamo a ${site}.`,
    sorSubject: ({ site }) => `Una decisione sul tuo account – ${site}`,
    photoRejected: 'Una delle tue foto è stata rifiutata e non viene mostrata agli altri membri.',
    textRemoved: 'Il testo «Su di me» del tuo profilo è stato rimosso.',
    photosRemoved: 'Le tue foto del profilo sono state rimosse.',
    banned: (until) =>
      until ? `Il tuo account è sospeso fino al ${until}.` : 'Il tuo account è sospeso fino a nuovo avviso.',
    reasonLine: (reason) =>
      `Motivo: ${reason}. Questo viola le nostre condizioni d’uso. Il nostro team ha preso la decisione dopo un esame personale, non un sistema automatico.`,
    appeal:
      'Se pensi che sia un errore, presenta ricorso tramite il modulo reclami o rispondi a questa e-mail. Puoi anche rivolgerti a un organismo certificato di risoluzione extragiudiziale delle controversie o adire il tribunale.',
    appealButton: 'Presenta ricorso',
    sorWhy: ({ site }) =>
      `Ricevi questa e-mail perché il regolamento UE sui servizi digitali obbliga ${site} a motivare le decisioni sui tuoi contenuti o sul tuo account.`,
  },
  da: {
    receivedSubject: ({ site, reference }) => `Vi har modtaget din anmeldelse${ref(reference)} – ${site}`,
    receivedBody: ({ site }) => [
      `Tak fordi du sagde til. Vi har modtaget din anmeldelse af en profil på ${site}.`,
      'Vores team gennemgår hver anmeldelse, normalt inden for 2 hverdage, og vi fortæller dig vores afgørelse på e-mail.',
    ],
    receivedWhy: ({ site }) => `Du får denne e-mail, fordi du har anmeldt en profil på ${site}.`,
    go: ({ site }) => `Gå til ${site}`,
    decisionSubject: ({ site, reference }) => `Afgørelse om din anmeldelse${ref(reference)} – ${site}`,
    decisionUpheld:
      'Vi har gennemgået din anmeldelse: indholdet overtræder vores brugsvilkår. Vi har grebet ind.',
    decisionDismissed:
      'Vi har gennemgået din anmeldelse og fandt ingen overtrædelse af vores brugsvilkår, så vi har ikke grebet ind.',
    redress:
      'Vores team traf afgørelsen efter en personlig gennemgang. Er du uenig, kan du skrive til os via vores klageformular, gå til et certificeret udenretligt tvistbilæggelsesorgan eller gå til domstolene.',
    complaintButton: 'Åbn klageformularen',
    decisionWhy: ({ site }) =>
      `Du får denne e-mail, fordi du har sendt en anmeldelse eller klage til ${site}.`,
    sorSubject: ({ site }) => `En afgørelse om din konto – ${site}`,
    photoRejected: 'Et af dine billeder er blevet afvist og vises ikke for andre medlemmer.',
    textRemoved: 'Teksten “Om mig” på din profil er blevet fjernet.',
    photosRemoved: 'Dine profilbilleder er blevet fjernet.',
    banned: (until) =>
      until ? `Din konto er spærret indtil ${until}.` : 'Din konto er spærret indtil videre.',
    reasonLine: (reason) =>
      `Årsag: ${reason}. Det overtræder vores brugsvilkår. Vores team traf afgørelsen efter en personlig gennemgang, ikke et automatisk system.`,
    appeal:
      'Mener du, det er en fejl, så klag via vores klageformular eller svar på denne e-mail. Du kan også gå til et certificeret udenretligt tvistbilæggelsesorgan eller til domstolene.',
    appealButton: 'Klag over afgørelsen',
    sorWhy: ({ site }) =>
      `Du får denne e-mail, fordi EU’s forordning om digitale tjenester kræver, at ${site} begrunder afgørelser om dit indhold eller din konto.`,
  },
  no: {
    receivedSubject: ({ site, reference }) => `Vi har mottatt rapporten din${ref(reference)} – ${site}`,
    receivedBody: ({ site }) => [
      `Takk for at du sa fra. Vi har mottatt rapporten din om en profil på ${site}.`,
      'Teamet vårt går gjennom hver rapport, vanligvis innen 2 virkedager, og vi forteller deg avgjørelsen på e-post.',
    ],
    receivedWhy: ({ site }) => `Du får denne e-posten fordi du har rapportert en profil på ${site}.`,
    go: ({ site }) => `Gå til ${site}`,
    decisionSubject: ({ site, reference }) => `Avgjørelse om rapporten din${ref(reference)} – ${site}`,
    decisionUpheld:
      'Vi har gått gjennom rapporten din: innholdet bryter brukervilkårene våre. Vi har grepet inn.',
    decisionDismissed:
      'Vi har gått gjennom rapporten din og fant ikke noe brudd på brukervilkårene våre, så vi har ikke grepet inn.',
    redress:
      'Teamet vårt tok avgjørelsen etter en personlig vurdering. Er du uenig, kan du si fra via klageskjemaet vårt, gå til et sertifisert organ for utenrettslig tvisteløsning eller gå til domstolene.',
    complaintButton: 'Åpne klageskjemaet',
    decisionWhy: ({ site }) => `Du får denne e-posten fordi du har sendt en rapport eller klage til ${site}.`,
    sorSubject: ({ site }) => `En avgjørelse om kontoen din – ${site}`,
    photoRejected: 'Ett av bildene dine er avvist og vises ikke for andre medlemmer.',
    textRemoved: 'Teksten «Om meg» på profilen din er fjernet.',
    photosRemoved: 'Profilbildene dine er fjernet.',
    banned: (until) =>
      until ? `Kontoen din er sperret til ${until}.` : 'Kontoen din er sperret inntil videre.',
    reasonLine: (reason) =>
      `Årsak: ${reason}. Dette bryter brukervilkårene våre. Teamet vårt tok avgjørelsen etter en personlig vurdering, ikke et automatisk system.`,
    appeal:
      'Mener du at dette er en feil, kan du klage via klageskjemaet vårt eller svare på denne e-posten. Du kan også gå til et sertifisert organ for utenrettslig tvisteløsning eller til domstolene.',
    appealButton: 'Klag på avgjørelsen',
    sorWhy: ({ site }) =>
      `Du får denne e-posten fordi EUs forordning om digitale tjenester krever at ${site} begrunner avgjørelser om innholdet ditt eller kontoen din.`,
  },
  sv: {
    receivedSubject: ({ site, reference }) => `Vi har tagit emot din anmälan${ref(reference)} – ${site}`,
    receivedBody: ({ site }) => [
      `Tack för att du hörde av dig. Vi har tagit emot din anmälan av en profil på ${site}.`,
      'Vårt team granskar varje anmälan, oftast inom 2 arbetsdagar, och berättar vårt beslut för dig via e-post.',
    ],
    receivedWhy: ({ site }) => `Du får det här mejlet eftersom du har anmält en profil på ${site}.`,
    go: ({ site }) => `Till ${site}`,
    decisionSubject: ({ site, reference }) => `Beslut om din anmälan${ref(reference)} – ${site}`,
    decisionUpheld:
      'Vi har granskat din anmälan: innehållet bryter mot våra användarvillkor. Vi har vidtagit åtgärder.',
    decisionDismissed:
      'Vi har granskat din anmälan och hittade inget brott mot våra användarvillkor, så vi har inte vidtagit några åtgärder.',
    redress:
      'Vårt team fattade beslutet efter en personlig granskning. Om du inte håller med kan du höra av dig via vårt klagomålsformulär, vända dig till ett certifierat organ för tvistlösning utanför domstol eller gå till domstol.',
    complaintButton: 'Öppna klagomålsformuläret',
    decisionWhy: ({ site }) =>
      `Du får det här mejlet eftersom du har skickat en anmälan eller ett klagomål till ${site}.`,
    sorSubject: ({ site }) => `Ett beslut om ditt konto – ${site}`,
    photoRejected: 'En av dina bilder har avvisats och visas inte för andra medlemmar.',
    textRemoved: 'Texten ”Om mig” i din profil har tagits bort.',
    photosRemoved: 'Dina profilbilder har tagits bort.',
    banned: (until) =>
      until ? `Ditt konto är avstängt till ${until}.` : 'Ditt konto är avstängt tills vidare.',
    reasonLine: (reason) =>
      `Skäl: ${reason}. Det bryter mot våra användarvillkor. Vårt team fattade beslutet efter en personlig granskning, inte ett automatiskt system.`,
    appeal:
      'Om du tror att det är ett misstag kan du överklaga via vårt klagomålsformulär eller svara på det här mejlet. Du kan också vända dig till ett certifierat organ för tvistlösning utanför domstol eller gå till domstol.',
    appealButton: 'Överklaga beslutet',
    sorWhy: ({ site }) =>
      `Du får det här mejlet eftersom EU:s förordning om digitala tjänster kräver att ${site} motiverar beslut om ditt innehåll eller ditt konto.`,
  },
  fi: {
    receivedSubject: ({ site, reference }) =>
      `Olemme vastaanottaneet ilmoituksesi${ref(reference)} – ${site}`,
    receivedBody: ({ site }) => [
      `Kiitos, että kerroit meille. Olemme vastaanottaneet ilmoituksesi profiilista palvelussa ${site}.`,
      'Tiimimme käy läpi jokaisen ilmoituksen, yleensä 2 arkipäivän kuluessa, ja kerromme päätöksestä sähköpostitse.',
    ],
    receivedWhy: ({ site }) => `Saat tämän viestin, koska ilmoitit profiilista palvelussa ${site}.`,
    go: ({ site }) => `Siirry palveluun ${site}`,
    decisionSubject: ({ site, reference }) => `Päätös ilmoituksestasi${ref(reference)} – ${site}`,
    decisionUpheld:
      'Olemme käsitelleet ilmoituksesi: sisältö rikkoo käyttöehtojamme. Olemme ryhtyneet toimenpiteisiin.',
    decisionDismissed:
      'Olemme käsitelleet ilmoituksesi emmekä löytäneet käyttöehtojemme rikkomusta, joten emme ryhtyneet toimenpiteisiin.',
    redress:
      'Tiimimme teki päätöksen henkilökohtaisen tarkastelun jälkeen. Jos olet eri mieltä, voit kertoa sen valituslomakkeellamme, kääntyä sertifioidun tuomioistuinten ulkopuolisen riidanratkaisuelimen puoleen tai viedä asian tuomioistuimeen.',
    complaintButton: 'Avaa valituslomake',
    decisionWhy: ({ site }) =>
      `Saat tämän viestin, koska lähetit ilmoituksen tai valituksen palveluun ${site}.`,
    sorSubject: ({ site }) => `Päätös tilistäsi – ${site}`,
    photoRejected: 'Yksi kuvistasi on hylätty, eikä sitä näytetä muille jäsenille.',
    textRemoved: 'Profiilisi ”Tietoa minusta” -teksti on poistettu.',
    photosRemoved: 'Profiilikuvasi on poistettu.',
    banned: (until) => (until ? `Tilisi on suljettu ${until} asti.` : 'Tilisi on suljettu toistaiseksi.'),
    reasonLine: (reason) =>
      `Syy: ${reason}. Tämä rikkoo käyttöehtojamme. Tiimimme teki päätöksen henkilökohtaisen tarkastelun jälkeen, ei automaattinen järjestelmä.`,
    appeal:
      'Jos uskot, että kyse on virheestä, valita valituslomakkeellamme tai vastaa tähän viestiin. Voit myös kääntyä sertifioidun tuomioistuinten ulkopuolisen riidanratkaisuelimen puoleen tai viedä asian tuomioistuimeen.',
    appealButton: 'Valita päätöksestä',
    sorWhy: ({ site }) =>
      `Saat tämän viestin, koska EU:n digipalvelusäädös velvoittaa palvelun ${site} perustelemaan sisältöäsi tai tiliäsi koskevat päätökset.`,
  },
  pl: {
    receivedSubject: ({ site, reference }) => `Otrzymaliśmy Twoje zgłoszenie${ref(reference)} – ${site}`,
    receivedBody: ({ site }) => [
      `Dziękujemy za informację. Otrzymaliśmy Twoje zgłoszenie dotyczące profilu w serwisie ${site}.`,
      'Nasz zespół rozpatruje każde zgłoszenie, zwykle w ciągu 2 dni roboczych, i poinformuje Cię e-mailem o decyzji.',
    ],
    receivedWhy: ({ site }) => `Otrzymujesz tę wiadomość, ponieważ zgłosiłeś(-aś) profil w serwisie ${site}.`,
    go: ({ site }) => `Przejdź do serwisu ${site}`,
    decisionSubject: ({ site, reference }) =>
      `Decyzja w sprawie Twojego zgłoszenia${ref(reference)} – ${site}`,
    decisionUpheld:
      'Rozpatrzyliśmy Twoje zgłoszenie: treść narusza nasz regulamin. Podjęliśmy odpowiednie działania.',
    decisionDismissed:
      'Rozpatrzyliśmy Twoje zgłoszenie i nie stwierdziliśmy naruszenia regulaminu, dlatego nie podjęliśmy działań.',
    redress:
      'Nasz zespół podjął tę decyzję po osobistej weryfikacji. Jeśli się z nią nie zgadzasz, napisz do nas przez formularz reklamacyjny, zwróć się do certyfikowanego organu pozasądowego rozstrzygania sporów lub do sądu.',
    complaintButton: 'Otwórz formularz reklamacyjny',
    decisionWhy: ({ site }) =>
      `Otrzymujesz tę wiadomość, ponieważ wysłałeś(-aś) zgłoszenie lub skargę do serwisu ${site}.`,
    sorSubject: ({ site }) => `Decyzja dotycząca Twojego konta – ${site}`,
    photoRejected: 'Jedno z Twoich zdjęć zostało odrzucone i nie jest pokazywane innym użytkownikom.',
    textRemoved: 'Tekst „O mnie” w Twoim profilu został usunięty.',
    photosRemoved: 'Twoje zdjęcia profilowe zostały usunięte.',
    banned: (until) =>
      until
        ? `Twoje konto zostało zablokowane do ${until}.`
        : 'Twoje konto zostało zablokowane do odwołania.',
    reasonLine: (reason) =>
      `Powód: ${reason}. To narusza nasz regulamin. Decyzję podjął nasz zespół po osobistej weryfikacji, a nie system automatyczny.`,
    appeal:
      'Jeśli uważasz, że to pomyłka, odwołaj się przez formularz reklamacyjny lub odpowiedz na tę wiadomość. Możesz też zwrócić się do certyfikowanego organu pozasądowego rozstrzygania sporów lub do sądu.',
    appealButton: 'Odwołaj się od decyzji',
    sorWhy: ({ site }) =>
      `Otrzymujesz tę wiadomość, ponieważ unijny akt o usługach cyfrowych zobowiązuje serwis ${site} do uzasadniania decyzji dotyczących Twoich treści lub konta.`,
  },
};

function templatesFor(w: Words): Record<ModerationTemplate, TemplateMessages> {
  return {
    report_received: {
      subject: w.receivedSubject,
      body: w.receivedBody,
      button: w.go,
      why: w.receivedWhy,
    },
    report_decision: {
      subject: w.decisionSubject,
      body: (p) => [upheld(p) ? w.decisionUpheld : w.decisionDismissed, w.redress],
      button: () => w.complaintButton,
      why: w.decisionWhy,
    },
    statement_of_reasons: {
      subject: w.sorSubject,
      body: (p) => [
        p.action === 'photo_rejected'
          ? w.photoRejected
          : p.action === 'text_removed'
            ? w.textRemoved
            : p.action === 'photos_removed'
              ? w.photosRemoved
              : w.banned(p.until),
        w.reasonLine(p.reason ?? ''),
        w.appeal,
      ],
      button: () => w.appealButton,
      why: w.sorWhy,
    },
  };
}

export const MODERATION_MESSAGES = Object.fromEntries(
  Object.entries(WORDS).map(([language, words]) => [language, templatesFor(words)]),
) as Record<Language, Record<ModerationTemplate, TemplateMessages>>;
