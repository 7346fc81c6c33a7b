import { z } from 'zod';
import { LANGUAGES } from '../languages';

export const LanguageSchema = z.enum(LANGUAGES);
export const CountryCodeSchema = z
  .string()
  .regex(/^[A-Z]{2}$/)
  .describe('ISO 3166-1 alpha-2');

export const SIGNUP_MODES = ['all', 'with_trafficsource', 'invite_only'] as const;

/** GET /api/settings.php — the site picked by the Host header, texts in the requested language. */
export const SettingsSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  domain: z.string(),
  domain_language: LanguageSchema,
  language: LanguageSchema.describe('Language the localised texts of this answer are in'),
  cdn_prefix: z.string(),
  description: z.string(),
  index_title: z.string(),
  countries: z.array(CountryCodeSchema),
  niche: z.number().int().min(1).max(7),
  signups: z.enum(SIGNUP_MODES),
  logged_out_search: z.boolean(),
  logged_out_search_trafficsource: z.boolean(),
  geoip_country: CountryCodeSchema.nullable(),
  geoip_selected_country: CountryCodeSchema,
  minimum_message_costs: z.record(z.string(), z.object({ costs: z.number().int(), currency: z.string() })),
  message_credits: z.number().int(),
  photo_credits: z.number().int(),
  gift_credits: z.number().int(),
  signup_credits: z.number().int(),
  message_length: z.number().int(),
  visible_profile_fields: z.array(z.string()),
  visible_profile_notes: z.array(z.string()),
  search_fields: z.array(z.string()),
  support_email: z.string(),
  support_phone: z.string(),
  push_public_key: z.string(),
  fictional_icon: z.string(),
  fictional_warning: z.string(),
  fictional_singular: z.string(),
  fictional_plural: z.string(),
  refund_days: z.number().int(),
  member_resell: z.boolean(),
  enable_site_entry_popup: z.boolean(),
  entry_warning_countries: z.array(CountryCodeSchema).describe('Empty: the warning shows in every country'),
  terms_date: z.string().describe('ISO date of the current terms version'),
  cam_promo: z
    .object({ url: z.string(), image: z.string() })
    .nullable()
    .describe('The adult-cam promotion tile; null when the site has it off'),
});
export type Settings = z.infer<typeof SettingsSchema>;

export const InterestSchema = z.object({ id: z.number().int(), slug: z.string(), name: z.string() });
export const InterestsAnswerSchema = z.object({ interests: z.array(InterestSchema) });
export type Interest = z.infer<typeof InterestSchema>;

export const RegionSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export const RegionsAnswerSchema = z.object({
  country: CountryCodeSchema,
  country_name: z.string(),
  region_kind: z.string().describe('Kind of region in this country: province, state, canton, …'),
  region_kind_name: z.string().describe('That kind, translated'),
  regions: z.array(RegionSchema),
});
export type Region = z.infer<typeof RegionSchema>;
export type RegionsAnswer = z.infer<typeof RegionsAnswerSchema>;

export const CompanyInfoSchema = z.object({
  name: z.string(),
  address: z.string(),
  kvk: z.string(),
  city: z.string(),
  country: z.string(),
  tradenames: z.array(z.string()),
  vat_numbers: z.array(z.string()),
  support_phone: z.string(),
  delete_discount: z.number().int(),
  added: z.string(),
});
export const CompanyInfoAnswerSchema = z.object({ company: CompanyInfoSchema });
export type CompanyInfo = z.infer<typeof CompanyInfoSchema>;

/** The query of the endpoints that answer in a language (settings, company, gifts, interests). */
export const LangQuerySchema = z.looseObject({
  lang: LanguageSchema.optional().describe(
    'Language of the texts; default: locale cookie, else the site language',
  ),
  domain: z.string().max(253).optional().describe('Development only: answer as this site'),
});

/** GET /api/regions.php: a country's regions, in a language. */
export const RegionsQuerySchema = LangQuerySchema.extend({
  country: z.preprocess((v) => (typeof v === 'string' ? v.toUpperCase() : v), CountryCodeSchema),
});
