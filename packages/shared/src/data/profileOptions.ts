import type { GENDERS } from '../api/account';
import type { PROFILE_OPTIONS, ProfileOptionField } from '../api/profile';
import type { Language } from '../languages';
import da from '../locales/profile/da.json' with { type: 'json' };
import de from '../locales/profile/de.json' with { type: 'json' };
import en from '../locales/profile/en.json' with { type: 'json' };
import es from '../locales/profile/es.json' with { type: 'json' };
import fi from '../locales/profile/fi.json' with { type: 'json' };
import fr from '../locales/profile/fr.json' with { type: 'json' };
import it from '../locales/profile/it.json' with { type: 'json' };
import nl from '../locales/profile/nl.json' with { type: 'json' };
import no from '../locales/profile/no.json' with { type: 'json' };
import pl from '../locales/profile/pl.json' with { type: 'json' };
import sv from '../locales/profile/sv.json' with { type: 'json' };
import { namesIn } from './names';

type Labels = Record<Language, string>;
type Gender = (typeof GENDERS)[number];

/** Every option value of every profile option field, with its label in each language. */
export type ProfileOptionLabels = {
  [F in ProfileOptionField]: { [V in (typeof PROFILE_OPTIONS)[F][number]]: Labels };
};

/** Fields with a label: the option fields plus the other profile fields shown on profile pages. */
export type ProfileFieldLabelKey =
  | ProfileOptionField
  | 'age'
  | 'interests'
  | 'region'
  | 'about'
  | 'gender'
  | 'seeking';

/**
 * Labels of the profile option values (docs/product.md#what-we-keep), as a dating site shows them in each of the eleven
 * interface languages. In languages with grammatical gender the labels agree with the field's noun
 * (es "complexión", fr "silhouette", it "corporatura", pl "budowa ciała" are feminine) or show both
 * forms the way forms there do ("Soltero/a", "Divorcé(e)"). The texts are catalogues beside the
 * interface's, `locales/profile/<lng>.json` (docs/decisions/041-native-review-and-page-texts.md).
 */
interface ProfileTexts {
  fields: Record<string, string>;
  genders: Record<string, string>;
  genderPlurals: Record<string, string>;
  options: Record<string, Record<string, string>>;
}
const TEXTS: Record<Language, ProfileTexts> = { da, de, en, es, fi, fr, it, nl, no, pl, sv };

/** Every key of one section, in the English catalogue's order, with its text in each language. */
function labelsOf(section: (texts: ProfileTexts) => Record<string, string> | undefined, what: string) {
  return Object.fromEntries(
    Object.keys(section(en) ?? {}).map((key) => [
      key,
      namesIn(TEXTS, (texts) => section(texts)?.[key], `${what}.${key}`),
    ]),
  );
}

export const PROFILE_OPTION_LABELS = Object.fromEntries(
  Object.keys(en.options).map((field) => [
    field,
    labelsOf((texts) => texts.options[field], `options.${field}`),
  ]),
) as ProfileOptionLabels;

/** Labels of the profile fields themselves, for profile pages, the editor and search filters. */
export const PROFILE_FIELD_LABELS = labelsOf((texts) => texts.fields, 'fields') as Record<
  ProfileFieldLabelKey,
  Labels
>;

/** A member's gender in the singular: "I am a … / Gender: Woman". */
export const GENDER_LABELS = labelsOf((texts) => texts.genders, 'genders') as Record<Gender, Labels>;

/** Genders in the plural, for "Looking for" and the search filter: "Men", "Women". */
export const GENDER_PLURAL_LABELS = labelsOf((texts) => texts.genderPlurals, 'genderPlurals') as Record<
  Gender,
  Labels
>;

/** The label of one option value, or null for a value the lists do not know (e.g. a removed option). */
export function profileOptionLabel(
  field: ProfileOptionField,
  value: string,
  language: Language,
): string | null {
  const labels = (PROFILE_OPTION_LABELS[field] as Record<string, Labels | undefined>)[value];
  return labels?.[language] ?? null;
}
