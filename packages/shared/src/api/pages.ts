import { z } from 'zod';
import { NICHE_PREFIXES, STATIC_PAGES } from '../routes';
import { ProfileCardSchema } from './profile';
import { LanguageSchema } from './site';

/**
 * Placeholders a static page's text may use (`{{name}}`); the server fills them per site. The
 * shared contract with the text writers: packages/shared/src/locales/pages/<lng>/<page>.md.
 */
export const PAGE_PLACEHOLDERS = [
  'site_name',
  'site_domain',
  'support_email',
  'support_phone',
  'company_name',
  'company_address',
  'company_city',
  'company_country',
  'company_kvk',
  'trade_names',
  'vat_numbers',
  'refund_days',
  'terms_version_date',
  'min_age',
  'reactivation_days',
  'fictional_plural',
] as const;
export type PagePlaceholder = (typeof PAGE_PLACEHOLDERS)[number];

/** GET /api/page.php — a static or legal page of the site, in the visitor's language. */
export const PageQuerySchema = z.object({
  page: z.enum(STATIC_PAGES),
  lang: LanguageSchema.optional().describe('Default: locale cookie, else the site language'),
  domain: z.string().max(253).optional().describe('Development only: answer as this site'),
});
export const PageAnswerSchema = z.object({
  page: z.enum(STATIC_PAGES),
  language: LanguageSchema,
  title: z.string(),
  body: z
    .string()
    .describe('Markdown subset (headings, paragraphs, lists, bold, same-site and mailto links)'),
  version_date: z.string().describe('ISO date of the current terms version'),
});
export type PageAnswer = z.infer<typeof PageAnswerSchema>;

/** GET /api/lander.php — members a landing page shows, picked by the site's niche. */
export const LanderQuerySchema = z.object({
  count: z.coerce.number().int().min(1).max(24).default(12),
  domain: z.string().max(253).optional().describe('Development only: answer as this site'),
});
export const LanderAnswerSchema = z.object({
  niche: z.number().int().min(1).max(7),
  prefix: z.enum(NICHE_PREFIXES),
  profiles: z.array(ProfileCardSchema).describe('Members with a photo; fictional ones are flagged'),
});
export type LanderAnswer = z.infer<typeof LanderAnswerSchema>;
