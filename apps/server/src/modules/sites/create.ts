import { COUNTRY_CURRENCY, type Language } from '@amora/shared';
import { CompanyInfoSchema, SiteSettingsSchema } from '@amora/shared/api/staff';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { companies, sites } from '../../db/schema';
import { FICTIONAL_PLURAL, FICTIONAL_SINGULAR, FICTIONAL_WARNING } from './fictional-texts';
import { seedSitePayments } from './packages';
import { normaliseHost } from './service';

export type NewSite = Omit<typeof sites.$inferInsert, 'companyId'>;
export type NewCompany = typeof companies.$inferInsert;

/** The profile fields a new site shows, and searches by (the staff console changes them). */
export const PROFILE_FIELDS = [
  'gender',
  'sexuality',
  'age',
  'hair_colour',
  'eye_colour',
  'body_type',
  'relationship_status',
  'tattoos',
  'interests',
  'signup_reason',
  'region',
  'about',
];

/** Settings every new site starts with, the demo sites too; the staff console changes them later. */
export const SITE_DEFAULTS = {
  cdnPrefix: '',
  niche: 1,
  signups: 'all' as const,
  loggedOutSearch: true,
  loggedOutSearchTrafficsource: false,
  messageCredits: 10,
  photoCredits: 20,
  giftCredits: 30,
  messageLength: 1000,
  visibleProfileFields: PROFILE_FIELDS,
  visibleProfileNotes: ['about'],
  searchFields: ['gender', 'country', 'countryregion', 'min_age', 'max_age'],
  fictionalIcon: '🎭',
  fictionalWarning: FICTIONAL_WARNING,
  fictionalSingular: FICTIONAL_SINGULAR,
  fictionalPlural: FICTIONAL_PLURAL,
  refundDays: 14,
  memberResell: false,
  enableSiteEntryPopup: true,
} satisfies Partial<NewSite>;

/** The countries a site in this language serves unless told otherwise. */
export const LANGUAGE_COUNTRIES: Record<Language, string[]> = {
  da: ['DK'],
  de: ['DE', 'AT', 'CH'],
  en: ['GB', 'IE', 'US', 'CA', 'AU', 'NZ'],
  es: ['ES'],
  fi: ['FI'],
  fr: ['FR', 'BE', 'CH'],
  it: ['IT'],
  nl: ['NL', 'BE'],
  no: ['NO'],
  pl: ['PL'],
  sv: ['SE'],
};

/** A domain names a site once, as its domain or as another site's alias. */
export class DomainTakenError extends Error {
  constructor(
    readonly domain: string,
    readonly site: { id: number; name: string; domain: string },
  ) {
    super(
      site.domain === domain
        ? `A site with the domain ${domain} exists already (id ${site.id}, ${site.name}); nothing was changed`
        : `${domain} is an alias of the site ${site.domain} (id ${site.id}, ${site.name}); nothing was changed`,
    );
  }
}

/**
 * Creates a site with its company, its credit packages in the currencies of its countries, the
 * welcome code and the time bonus: the demo seed and `npm run site:create` both. Refuses a domain
 * or alias another site already answers for (DomainTakenError). `demoCodes`: also the demo's plain
 * discount code.
 */
export async function createSite(
  db: Db | Tx,
  input: { company: NewCompany; site: NewSite; demoCodes?: boolean },
): Promise<{ siteId: number; companyId: number }> {
  const run = async (tx: Tx) => {
    // Two site:create runs (or a seed) at once must not both pass the domain check.
    await tx.execute(sql`select pg_advisory_xact_lock(7412)`);
    const names = [input.site.domain, ...(input.site.aliases ?? [])].map((n) => normaliseHost(n));
    const existing = await tx
      .select({ id: sites.id, name: sites.name, domain: sites.domain, aliases: sites.aliases })
      .from(sites);
    for (const name of names) {
      const taken = existing.find((s) => s.domain === name || s.aliases.includes(name));
      if (taken) throw new DomainTakenError(name, taken);
    }
    const [company] = await tx.insert(companies).values(input.company).returning({ id: companies.id });
    const [site] = await tx
      .insert(sites)
      .values({ ...input.site, companyId: company!.id })
      .returning({ id: sites.id, countries: sites.countries });
    await seedSitePayments(tx, site!.id, site!.countries, { demoCodes: input.demoCodes ?? false });
    return { siteId: site!.id, companyId: company!.id };
  };
  // Inside the caller's transaction this is a savepoint: a refusal undoes only this site.
  return db.transaction(run);
}

/** What `npm run site:create` accepts: the staff console's own rules for these settings. */
export const SiteCreateInputSchema = z.object({
  domain: SiteSettingsSchema.shape.domain,
  name: SiteSettingsSchema.shape.name,
  language: SiteSettingsSchema.shape.domain_language,
  countries: SiteSettingsSchema.shape.countries.optional(),
  aliases: SiteSettingsSchema.shape.aliases.optional(),
  support_email: SiteSettingsSchema.shape.support_email.optional(),
  support_phone: SiteSettingsSchema.shape.support_phone.optional(),
  company: CompanyInfoSchema.shape.name.optional(),
  company_country: CompanyInfoSchema.shape.country.optional(),
  /** Off: the site is closed to search engines while being set up (decision 026). */
  indexing: z.boolean().optional(),
});
export type SiteCreateInput = z.infer<typeof SiteCreateInputSchema>;

/** The site and company rows `input` describes, with the defaults filled in. */
export function newSiteFromInput(input: SiteCreateInput): { company: NewCompany; site: NewSite } {
  const domain = normaliseHost(input.domain);
  const countries = input.countries ?? LANGUAGE_COUNTRIES[input.language];
  return {
    company: {
      name: input.company ?? input.name,
      country: input.company_country ?? countries[0] ?? '',
      tradenames: [input.name],
      supportPhone: input.support_phone ?? '',
    },
    site: {
      ...SITE_DEFAULTS,
      domain,
      aliases: (input.aliases ?? []).map((a) => normaliseHost(a)).filter((a) => a && a !== domain),
      name: input.name,
      domainLanguage: input.language,
      countries,
      supportEmail: input.support_email ?? `support@${domain}`,
      supportPhone: input.support_phone ?? '',
      minimumMessageCosts: Object.fromEntries(
        countries.map((c) => [
          c,
          { costs: SITE_DEFAULTS.messageCredits, currency: COUNTRY_CURRENCY[c] ?? 'EUR' },
        ]),
      ),
      indexTitle: { [input.language]: input.name },
      searchEngineIndexing: input.indexing ?? true,
    },
  };
}
