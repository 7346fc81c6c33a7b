import type { SiteSettings, StaffSite } from '@amora/shared/api/staff';
import { GIFTS } from '@amora/shared/data/gifts';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, sites } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { HttpError, notFound } from '../../lib/errors';
import type { SiteService } from '../sites/service';
import { audit } from './audit';
import type { Staff } from './roles';

type SiteRow = typeof sites.$inferSelect;
type CompanyRow = typeof companies.$inferSelect;

/** API field → column of `sites`; every setting of docs/product.md#what-we-keep plus the ones added since (see the decision records). */
const SITE_COLUMNS = {
  name: 'name',
  domain: 'domain',
  aliases: 'aliases',
  domain_language: 'domainLanguage',
  cdn_prefix: 'cdnPrefix',
  description: 'description',
  index_title: 'indexTitle',
  countries: 'countries',
  niche: 'niche',
  signups: 'signups',
  logged_out_search: 'loggedOutSearch',
  logged_out_search_trafficsource: 'loggedOutSearchTrafficsource',
  minimum_message_costs: 'minimumMessageCosts',
  message_credits: 'messageCredits',
  photo_credits: 'photoCredits',
  gift_credits: 'giftCredits',
  signup_credits: 'signupCredits',
  message_length: 'messageLength',
  visible_profile_fields: 'visibleProfileFields',
  visible_profile_notes: 'visibleProfileNotes',
  search_fields: 'searchFields',
  support_email: 'supportEmail',
  support_phone: 'supportPhone',
  fictional_icon: 'fictionalIcon',
  fictional_warning: 'fictionalWarning',
  fictional_singular: 'fictionalSingular',
  fictional_plural: 'fictionalPlural',
  refund_days: 'refundDays',
  member_resell: 'memberResell',
  enable_site_entry_popup: 'enableSiteEntryPopup',
  entry_warning_countries: 'entryWarningCountries',
  chat_history_days: 'chatHistoryDays',
  free_messages: 'freeMessages',
  photo_moderation: 'photoModeration',
  disabled_gifts: 'disabledGifts',
  search_engine_indexing: 'searchEngineIndexing',
  report_hide_threshold: 'reportHideThreshold',
  refuse_disposable_email: 'refuseDisposableEmail',
  signup_challenge_after: 'signupChallengeAfter',
  scam_patterns: 'scamPatterns',
  scam_patterns_builtin: 'scamPatternsBuiltin',
  screen_explicit_main: 'screenExplicitMain',
  screen_no_face: 'screenNoFace',
  cam_promo_enabled: 'camPromoEnabled',
  cam_promo_url: 'camPromoUrl',
  cam_promo_image: 'camPromoImage',
} as const satisfies Record<keyof SiteSettings, keyof SiteRow>;

const COMPANY_COLUMNS = {
  name: 'name',
  address: 'address',
  kvk: 'kvk',
  city: 'city',
  country: 'country',
  tradenames: 'tradenames',
  vat_numbers: 'vatNumbers',
  support_phone: 'supportPhone',
  delete_discount: 'deleteDiscount',
} as const satisfies Record<string, keyof CompanyRow>;

function settingsOf(site: SiteRow): SiteSettings {
  return Object.fromEntries(
    Object.entries(SITE_COLUMNS).map(([field, column]) => [field, site[column]]),
  ) as SiteSettings;
}

function companyOf(company: CompanyRow) {
  return {
    id: company.id,
    ...(Object.fromEntries(
      Object.entries(COMPANY_COLUMNS).map(([field, column]) => [field, company[column]]),
    ) as Omit<StaffSite['company'], 'id'>),
  };
}

/** Picks the given API fields and renames them to columns; also answers what they were. */
function changesOf<T extends Record<string, string>>(
  columns: T,
  input: Record<string, unknown>,
  row: Record<string, unknown>,
) {
  const set: Record<string, unknown> = {};
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(columns)) {
    if (input[field] === undefined) continue;
    set[column] = input[field];
    before[field] = row[column];
    after[field] = input[field];
  }
  return { set, before, after };
}

/**
 * Site settings and company info. Changes reach every node within the sites cache period
 * (5 s; this node at once), so nothing needs a restart.
 */
export class StaffSiteService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly cache: SiteService,
  ) {}

  async list(): Promise<{ sites: StaffSite[]; gifts: { slug: string; name: string }[] }> {
    const [siteRows, companyRows] = await Promise.all([
      this.db.select().from(sites).orderBy(asc(sites.id)),
      this.db.select().from(companies),
    ]);
    const byId = new Map(companyRows.map((c) => [c.id, c]));
    return {
      sites: siteRows.map((site) => ({
        id: site.id,
        company_id: site.companyId,
        settings: settingsOf(site),
        company: companyOf(byId.get(site.companyId)!),
      })),
      gifts: GIFTS.map((g) => ({ slug: g.slug, name: g.names.en })),
    };
  }

  async updateSite(staff: Staff, input: Partial<SiteSettings> & { id: number }): Promise<void> {
    const [row] = await this.db.select().from(sites).where(eq(sites.id, input.id));
    if (!row) throw notFound('No such site');
    if (input.disabled_gifts?.some((slug) => !GIFTS.some((g) => g.slug === slug))) {
      throw new HttpError(400, 'validation_failed', 'Unknown gift', {
        fields: { disabled_gifts: 'invalid_value' },
      });
    }
    if (input.domain && input.domain !== row.domain) {
      const [taken] = await this.db
        .select({ id: sites.id })
        .from(sites)
        .where(eq(sites.domain, input.domain));
      if (taken) throw new HttpError(409, 'domain_taken', 'Another site has this domain');
    }
    const { set, before, after } = changesOf(SITE_COLUMNS, input, row);
    if (Object.keys(set).length === 0) return;
    const now = this.clock.now();
    await this.db.transaction(async (tx) => {
      await tx
        .update(sites)
        .set({ ...set, updatedAt: now })
        .where(eq(sites.id, row.id));
      await audit(tx, staff, 'site.update', { type: 'site', id: row.id }, before, after, now);
    });
    this.cache.invalidate();
  }

  async updateCompany(staff: Staff, input: Record<string, unknown> & { id: number }): Promise<void> {
    const [row] = await this.db.select().from(companies).where(eq(companies.id, input.id));
    if (!row) throw notFound('No such company');
    const { set, before, after } = changesOf(COMPANY_COLUMNS, input, row);
    if (Object.keys(set).length === 0) return;
    await this.db.transaction(async (tx) => {
      await tx.update(companies).set(set).where(eq(companies.id, row.id));
      await audit(
        tx,
        staff,
        'company.update',
        { type: 'company', id: row.id },
        before,
        after,
        this.clock.now(),
      );
    });
    this.cache.invalidate();
  }
}
