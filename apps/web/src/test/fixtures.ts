import type { ProfileCard } from '@amora/shared/api/profile';
import type { CompanyInfo, Settings } from '@amora/shared/api/site';
import type { AnswerOf } from '@amora/shared/contract';
import { getCompanyinfo, getLander, getSettings, getUser } from '@amora/shared/endpoints';
import { vi } from 'vitest';
import { pathOf } from '../api/endpoint';

export const settingsFixture: Settings = {
  id: 1,
  name: 'Amora Demo',
  domain: 'localhost',
  domain_language: 'en',
  language: 'en',
  cdn_prefix: '',
  description: 'Dating for adults',
  index_title: 'Dating near you',
  countries: ['US', 'GB'],
  niche: 1,
  signups: 'all',
  logged_out_search: true,
  logged_out_search_trafficsource: false,
  geoip_country: 'US',
  geoip_selected_country: 'US',
  minimum_message_costs: {},
  message_credits: 10,
  photo_credits: 20,
  gift_credits: 30,
  signup_credits: 0,
  message_length: 1000,
  visible_profile_fields: [],
  visible_profile_notes: [],
  search_fields: [],
  support_email: 'support@example.test',
  support_phone: '+1 555 0100',
  push_public_key: '',
  fictional_icon: '🎭',
  fictional_warning: 'Fictional profiles are operated by our staff.',
  fictional_singular: 'fictional profile',
  fictional_plural: 'fictional profiles',
  refund_days: 14,
  member_resell: false,
  enable_site_entry_popup: true,
  entry_warning_countries: [],
  terms_date: '2023-12-01T12:00:00Z',
  cam_promo: null,
};

export const companyFixture: CompanyInfo = {
  name: 'Amora Media B.V.',
  address: 'Keizersgracht 1',
  kvk: '12345678',
  city: 'Amsterdam',
  country: 'NL',
  tradenames: [],
  vat_numbers: [],
  support_phone: '',
  delete_discount: 0,
  added: '2024-01-01T00:00:00Z',
};

/** Stubs fetch with the shell's three calls and the landers' members; returns the mock. */
export function stubApi(settings: Partial<Settings> = {}) {
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const answers: Record<string, object> = {
      [pathOf(getSettings)]: { ...settingsFixture, ...settings } satisfies AnswerOf<typeof getSettings>,
      [pathOf(getUser)]: { user: null } satisfies AnswerOf<typeof getUser>,
      [pathOf(getCompanyinfo)]: { company: companyFixture } satisfies AnswerOf<typeof getCompanyinfo>,
      [pathOf(getLander)]: { niche: 1, prefix: 'plain', profiles: [] } satisfies AnswerOf<typeof getLander>,
    };
    const body = answers[String(input).split('?')[0] ?? ''] ?? { error: 'not_found', message: 'x' };
    return new Response(JSON.stringify(body), { status: 'error' in body ? 404 : 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** A member's card: Anna, Bea, Cleo… by id, with a photo. */
const CARD_NAMES = ['Anna', 'Bea', 'Cleo', 'Dana', 'Eva', 'Fay', 'Gina', 'Hanna'];

export const cardFixture = (id: number, extra: Partial<ProfileCard> = {}): ProfileCard => ({
  id,
  name: CARD_NAMES[(id - 1) % CARD_NAMES.length] ?? `Member ${id}`,
  age: 25 + (id % 10),
  gender: 'female',
  country: 'NL',
  region: 'Utrecht',
  main_image: { filename: `/photos/${id}.webp`, thumb_filename: `/photos/${id}-t.webp`, match: '' },
  fictional: false,
  online: false,
  last_seen: null,
  ...extra,
});
