import {
  intlLanguage,
  type Language,
  LIMITS,
  PAGE_PLACEHOLDERS,
  type PagePlaceholder,
  TERMS_VERSION_DEFAULT,
} from '@amora/shared';
import { countryName } from '../geo/regionData';
import { type Company, localize, type Site } from '../sites/service';

/** The terms version (docs/product.md#numbers-and-limits): 2023-12-01 12:00 UTC, or the company's `added` date if later. */
export function termsVersionDate(company: Pick<Company, 'added'>): Date {
  return new Date(Math.max(Date.parse(TERMS_VERSION_DEFAULT), company.added.getTime()));
}

/** A date as a reader of `language` writes it ("1 December 2023", "1. desember 2023"). */
export function formatLongDate(date: Date, language: Language): string {
  // English in the day-month order of the sites' countries.
  const locale = language === 'en' ? 'en-GB' : intlLanguage(language);
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

/**
 * The values of every page placeholder for one site, company and language. Values are escaped for
 * the Markdown subset, so a company called "*Best* [Dates]" stays plain text.
 */
export function placeholderValues(
  site: Site,
  company: Company,
  language: Language,
): Record<PagePlaceholder, string> {
  const values: Record<PagePlaceholder, string> = {
    site_name: site.name,
    site_domain: site.domain,
    support_email: site.supportEmail,
    support_phone: site.supportPhone || company.supportPhone,
    company_name: company.name,
    company_address: company.address,
    company_city: company.city,
    company_country: company.country ? countryName(company.country, language) : '',
    company_kvk: company.kvk,
    trade_names: (company.tradenames.length ? company.tradenames : [site.name]).join(', '),
    vat_numbers: company.vatNumbers.join(', '),
    refund_days: String(site.refundDays),
    terms_version_date: formatLongDate(termsVersionDate(company), language),
    min_age: String(LIMITS.minAge),
    reactivation_days: String(LIMITS.accountReactivationDays),
    fictional_plural: localize(site.fictionalPlural, language, site.domainLanguage),
  };
  for (const key of PAGE_PLACEHOLDERS) values[key] = escapeMarkdown(values[key]);
  return values;
}

export function escapeMarkdown(text: string): string {
  return text.replace(/[\\*[\]()]/g, (c) => `\\${c}`);
}

/** Fills `{{name}}` placeholders; an unknown one stays visible so a typo is noticed, not hidden. */
export function fillPlaceholders(text: string, values: Record<string, string>): string {
  return text.replace(/\{\{\s*([a-z_]+)\s*\}\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? values[name]! : whole,
  );
}
