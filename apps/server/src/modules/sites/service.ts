import { isLanguage, type Language, type Settings, TERMS_VERSION_DEFAULT } from '@amora/shared';
import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, type LocalizedText, sites } from '../../db/schema';
import { FICTIONAL_PLURAL, FICTIONAL_SINGULAR, FICTIONAL_WARNING } from './fictional-texts';

export type Site = typeof sites.$inferSelect;
export type Company = typeof companies.$inferSelect;

/**
 * Sites change rarely and are read on every request, so each node keeps them for a few seconds.
 * Short enough that a staff change reaches every node without a restart.
 */
const CACHE_MS = 5_000;

export class SiteService {
  private cache: { at: number; sites: Site[]; companies: Map<number, Company> } | null = null;

  constructor(private readonly db: Db) {}

  private async load() {
    if (this.cache && Date.now() - this.cache.at < CACHE_MS) return this.cache;
    const [siteRows, companyRows] = await Promise.all([
      this.db.select().from(sites).orderBy(asc(sites.id)),
      this.db.select().from(companies),
    ]);
    this.cache = { at: Date.now(), sites: siteRows, companies: new Map(companyRows.map((c) => [c.id, c])) };
    return this.cache;
  }

  async all(): Promise<Site[]> {
    return (await this.load()).sites;
  }

  invalidate(): void {
    this.cache = null;
  }

  /**
   * The site answering for `host` (port ignored, case-insensitive), matched on domain or alias.
   * With `fallback` (development and tests) an unknown host gets the first site; in production it
   * gets none, so no host name reaches a site it was not given to (decision 022).
   */
  async forHost(host: string | undefined, fallback = false): Promise<Site | null> {
    const all = await this.all();
    const name = normaliseHost(host);
    return (
      all.find((s) => s.domain === name || s.aliases.includes(name)) ?? (fallback ? all[0] : null) ?? null
    );
  }

  async company(site: Site): Promise<Company> {
    const company = (await this.load()).companies.get(site.companyId);
    if (!company) throw new Error(`Site ${site.id} has no company`);
    return company;
  }
}

export function normaliseHost(host: string | undefined): string {
  if (!host) return '';
  const lower = host.trim().toLowerCase();
  // IPv6 literal "[::1]:3000" keeps its brackets; otherwise drop the port.
  if (lower.startsWith('[')) return lower.slice(0, lower.indexOf(']') + 1);
  return lower.split(':')[0] ?? '';
}

/** The text in `language`, else in the site's language, else English, else any. */
export function localize(text: LocalizedText, language: string, fallback: string): string {
  return text[language] ?? text[fallback] ?? text.en ?? Object.values(text)[0] ?? '';
}

/**
 * The site's mark of a staff-run profile in `language`: its icon, label and warning. A site
 * without its own text says the default, so the mark is never blank (decision 028).
 */
export function fictionalTexts(
  site: Site,
  language: Language,
): { icon: string; label: string; warning: string } {
  const text = (own: LocalizedText, fallback: LocalizedText) =>
    localize(own, language, site.domainLanguage) || localize(fallback, language, 'en');
  return {
    icon: site.fictionalIcon,
    label: text(site.fictionalSingular, FICTIONAL_SINGULAR),
    warning: text(site.fictionalWarning, FICTIONAL_WARNING),
  };
}

/** Language for localised answers: explicit choice → locale cookie → the site's language. */
export function pickLanguage(site: Site, ...candidates: (string | undefined)[]): Language {
  for (const candidate of candidates) if (isLanguage(candidate)) return candidate;
  return isLanguage(site.domainLanguage) ? site.domainLanguage : 'en';
}

export function presentSettings(
  site: Site,
  company: Company,
  context: { language: Language; geoipCountry: string | null; pushPublicKey: string },
): Settings {
  const { language } = context;
  const text = (value: LocalizedText) => localize(value, language, site.domainLanguage);
  const geoip = context.geoipCountry;
  const fictional = fictionalTexts(site, language);
  const termsDate = new Date(
    Math.max(Date.parse(TERMS_VERSION_DEFAULT), company.added.getTime()),
  ).toISOString();
  return {
    id: site.id,
    name: site.name,
    domain: site.domain,
    domain_language: pickLanguage(site),
    language,
    cdn_prefix: site.cdnPrefix,
    description: text(site.description),
    index_title: text(site.indexTitle),
    countries: site.countries,
    niche: site.niche,
    signups: site.signups,
    logged_out_search: site.loggedOutSearch,
    logged_out_search_trafficsource: site.loggedOutSearchTrafficsource,
    geoip_country: geoip,
    // The visitor's own country when the site serves it, else the site's main country.
    geoip_selected_country: geoip && site.countries.includes(geoip) ? geoip : (site.countries[0] ?? 'US'),
    minimum_message_costs: site.minimumMessageCosts,
    message_credits: site.messageCredits,
    photo_credits: site.photoCredits,
    gift_credits: site.giftCredits,
    signup_credits: site.signupCredits,
    message_length: site.messageLength,
    visible_profile_fields: site.visibleProfileFields,
    visible_profile_notes: site.visibleProfileNotes,
    search_fields: site.searchFields,
    support_email: site.supportEmail,
    support_phone: site.supportPhone || company.supportPhone,
    push_public_key: context.pushPublicKey,
    fictional_icon: fictional.icon,
    fictional_warning: fictional.warning,
    fictional_singular: fictional.label,
    fictional_plural: text(site.fictionalPlural) || localize(FICTIONAL_PLURAL, language, 'en'),
    refund_days: site.refundDays,
    member_resell: site.memberResell,
    enable_site_entry_popup: site.enableSiteEntryPopup,
    entry_warning_countries: site.entryWarningCountries,
    terms_date: termsDate,
    cam_promo:
      site.camPromoEnabled && site.camPromoUrl ? { url: site.camPromoUrl, image: site.camPromoImage } : null,
  };
}
