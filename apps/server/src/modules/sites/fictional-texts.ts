import type { LocalizedText } from '../../db/schema';

/*
 * How a site discloses its staff-run profiles, in eleven languages: the demo sites' texts, and
 * what a site without its own text in a language says instead, so the mark is never blank.
 */
export const FICTIONAL_WARNING: LocalizedText = {
  da: 'Nogle profiler på dette site er fiktive og drives af vores medarbejdere til underholdning. Du kan ikke mødes fysisk med dem.',
  de: 'Einige Profile auf dieser Seite sind fiktiv und werden zur Unterhaltung von unserem Team betreut. Ein persönliches Treffen mit ihnen ist nicht möglich.',
  en: 'Some profiles on this site are fictional and run by our staff for entertainment. You cannot meet them in person.',
  es: 'Algunos perfiles de este sitio son ficticios y los gestiona nuestro equipo como entretenimiento. No es posible quedar con ellos en persona.',
  fi: 'Osa tämän sivuston profiileista on kuvitteellisia, ja henkilökuntamme ylläpitää niitä viihdetarkoituksessa. Niitä ei voi tavata kasvotusten.',
  fr: 'Certains profils de ce site sont fictifs et animés par notre équipe à des fins de divertissement. Il est impossible de les rencontrer en personne.',
  it: 'Alcuni profili di questo sito sono fittizi e gestiti dal nostro staff a scopo di intrattenimento. Non è possibile incontrarli di persona.',
  nl: 'Sommige profielen op deze site zijn fictief en worden ter vermaak door onze medewerkers beheerd. Je kunt ze niet in het echt ontmoeten.',
  no: 'Noen profiler på dette nettstedet er fiktive og drives av våre ansatte som underholdning. Du kan ikke møte dem i virkeligheten.',
  pl: 'Niektóre profile w tym serwisie są fikcyjne i prowadzone przez nasz zespół dla rozrywki. Nie można spotkać się z nimi osobiście.',
  sv: 'Vissa profiler på den här webbplatsen är fiktiva och drivs av vår personal som underhållning. Du kan inte träffa dem på riktigt.',
};
export const FICTIONAL_SINGULAR: LocalizedText = {
  da: 'fiktiv profil',
  de: 'fiktives Profil',
  en: 'fictional profile',
  es: 'perfil ficticio',
  fi: 'kuvitteellinen profiili',
  fr: 'profil fictif',
  it: 'profilo fittizio',
  nl: 'fictief profiel',
  no: 'fiktiv profil',
  pl: 'fikcyjny profil',
  sv: 'fiktiv profil',
};
export const FICTIONAL_PLURAL: LocalizedText = {
  da: 'fiktive profiler',
  de: 'fiktive Profile',
  en: 'fictional profiles',
  es: 'perfiles ficticios',
  fi: 'kuvitteellisia profiileja',
  fr: 'profils fictifs',
  it: 'profili fittizi',
  nl: 'fictieve profielen',
  no: 'fiktive profiler',
  pl: 'fikcyjne profile',
  sv: 'fiktiva profiler',
};
