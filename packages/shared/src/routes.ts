/**
 * The route table of docs/product.md#screens, shared by the web app (React Router) and the server (which answers
 * paths outside this table with a real 404 status). Paths use React Router's syntax.
 */

/** `staff`: the staff console's own frame (never the member layouts; its code loads only there). */
export type LayoutName = 'default' | 'chat' | 'lander' | 'empty' | 'staff';

export interface RouteDef {
  /** The spec's route name, e.g. `members-id`. */
  name: string;
  path: string;
  layout: LayoutName;
  /** Part of the members area (docs/product.md#members-area): members, members-id, chats, likes, likes-m-id, premium. */
  membersArea?: boolean;
  /** Shows a back button in installed-app mode (docs/product.md#top-bar). */
  backButton?: boolean;
}

/** Niches 1–7 map to these landing prefixes (docs/product.md#landing-pages). */
export const NICHE_PREFIXES = ['plain', 'she', 'bdsm', 'bbw', 'gilf', 'milf', 'gay'] as const;

export const LANDER_NAMES = [
  'alonetonight',
  'collagelanding',
  'gallery',
  'iconslanding',
  'maplanding',
  'socialnetwork',
  'transitionsvideolanding',
  'video',
] as const;

export const STATIC_PAGES = [
  'ban',
  'cookies',
  'faq',
  'privacy',
  'return-policy',
  'service',
  'terms',
] as const;
export type StaticPage = (typeof STATIC_PAGES)[number];

/**
 * `{token}` pages: a single path segment that is a link token (invite or tracking links).
 * Only tokens of this shape match, so that `/anything` still gets a real 404.
 */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

export const ROUTES: readonly RouteDef[] = [
  { name: 'index', path: '/', layout: 'default' },
  { name: 'likes', path: '/likes', layout: 'default', membersArea: true },
  { name: 'likes-type', path: '/likes/:type', layout: 'default', membersArea: true, backButton: true },
  { name: 'likes-m-id', path: '/likes/m/:id', layout: 'default', membersArea: true, backButton: true },
  { name: 'members', path: '/members', layout: 'default', membersArea: true },
  { name: 'members-id', path: '/members/:id', layout: 'default', membersArea: true, backButton: true },
  { name: 'members-id-chat', path: '/members/:id/chat', layout: 'chat' },
  { name: 'members-id-landing', path: '/members/:id/landing', layout: 'lander' },
  { name: 'members-id-signup', path: '/members/:id/signup', layout: 'empty' },
  { name: 'members-id-landing2-slug', path: '/members/:id/landing2/:slug?', layout: 'lander' },
  { name: 'members-id-landing3-slug', path: '/members/:id/landing3/:slug?', layout: 'lander' },
  { name: 'chats', path: '/chats', layout: 'default', membersArea: true },
  { name: 'chats-id', path: '/chats/:id', layout: 'chat', membersArea: true },
  { name: 'credits', path: '/credits', layout: 'default', backButton: true },
  { name: 'credits-repeat-order', path: '/credits/repeat-order', layout: 'default' },
  {
    name: 'credits-id-paymentmethod',
    path: '/credits/:id/:paymentmethod?',
    layout: 'default',
    backButton: true,
  },
  { name: 'premium', path: '/premium', layout: 'default', membersArea: true },
  { name: 'pricing', path: '/pricing', layout: 'default' },
  { name: 'profile', path: '/profile', layout: 'default' },
  { name: 'settings', path: '/settings', layout: 'default' },
  { name: 'notifications', path: '/notifications', layout: 'default' },
  { name: 'complaints', path: '/complaints', layout: 'default' },
  { name: 'signup', path: '/signup', layout: 'empty' },
  { name: 'complete-signup', path: '/complete-signup', layout: 'empty' },
  { name: 'signup-matches', path: '/signup-matches', layout: 'empty' },
  { name: 'login', path: '/login', layout: 'default' },
  // After the password, when the account needs a second factor (decision 023).
  { name: 'second-factor', path: '/second-factor', layout: 'default' },
  { name: 'reset-password', path: '/reset-password', layout: 'default' },
  { name: 'reset-password-do', path: '/reset-password/do', layout: 'default' },
  { name: 'activate-done', path: '/activate/done', layout: 'default' },
  { name: 'activate-error', path: '/activate/error', layout: 'default' },
  { name: 'mail-change-do', path: '/mail-change/do', layout: 'default' },
  { name: 'account-deleted', path: '/account-deleted', layout: 'default' },
  { name: 'directdebit', path: '/directdebit', layout: 'default' },
  { name: 'lang-config', path: '/lang-config', layout: 'empty' },
  { name: 'match-finder', path: '/match-finder', layout: 'default' },
  { name: 'swipe-game', path: '/swipe-game', layout: 'default' },
  { name: 'transactions-id', path: '/transactions/:id?', layout: 'default' },
  // The built-in test payment provider's hosted checkout (payments issue; never a real payment).
  { name: 'test-checkout-id', path: '/test-checkout/:id', layout: 'empty' },
  ...STATIC_PAGES.map(
    (page): RouteDef => ({ name: `pages-${page}`, path: `/pages/${page}`, layout: 'default' }),
  ),
  { name: 'landers-tinderswipe', path: '/landers/tinderswipe', layout: 'lander' },
  ...LANDER_NAMES.map(
    (lander): RouteDef => ({
      name: `landers-${lander}-slug`,
      path: `/landers/${lander}/:slug?`,
      layout: 'lander',
    }),
  ),
  // Last: a single segment is a token page only when it looks like a token (see TOKEN_PATTERN).
  { name: 'token', path: '/:token', layout: 'default' },
];

/**
 * The staff console (decision 012): `/staff` and `/staff/<section>`. Kept out of ROUTES so the member
 * app's route table does not carry it; the web mounts it as one lazy route, the server answers 200.
 */
export const STAFF_PATH = /^\/staff(\/[a-z-]+)?\/?$/;

export function routeByName(name: string): RouteDef {
  const route = ROUTES.find((r) => r.name === name);
  if (!route) throw new Error(`Unknown route name: ${name}`);
  return route;
}

/** Fills a route's parameters: `routePath('members-id', {id: 5})` → `/members/5`. */
export function routePath(name: string, params: Record<string, string | number | undefined> = {}): string {
  const path = routeByName(name)
    .path.split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment;
      const optional = segment.endsWith('?');
      const key = segment.slice(1, optional ? -1 : undefined);
      const value = params[key];
      if (value === undefined || value === '') {
        if (optional) return null;
        throw new Error(`Missing parameter ${key} for route ${name}`);
      }
      return encodeURIComponent(String(value));
    })
    .filter((s) => s !== null)
    .join('/');
  return path || '/';
}

function segmentsMatch(pattern: string, pathname: string): Record<string, string> | null {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  const params: Record<string, string> = {};
  let i = 0;
  for (const segment of want) {
    const optional = segment.endsWith('?');
    const value = have[i];
    if (segment.startsWith(':')) {
      if (value === undefined) {
        if (optional) continue;
        return null;
      }
      params[segment.slice(1, optional ? -1 : undefined)] = decodeURIComponent(value);
      i++;
    } else {
      if (value !== segment) return null;
      i++;
    }
  }
  return i === have.length ? params : null;
}

/**
 * The route a browser path belongs to, or null for an unknown path (→ 404).
 * Static routes win over parameterised ones, as in React Router's ranking.
 */
export function matchRoute(pathname: string): { route: RouteDef; params: Record<string, string> } | null {
  let clean = pathname.replace(/\/+$/, '') || '/';
  try {
    clean = decodeURI(clean);
  } catch {
    return null;
  }
  const candidates: { route: RouteDef; params: Record<string, string>; score: number }[] = [];
  for (const route of ROUTES) {
    const params = segmentsMatch(route.path, clean);
    if (!params) continue;
    if (route.name === 'token' && !TOKEN_PATTERN.test(params.token ?? '')) continue;
    const score = route.path.split('/').filter((s) => s && !s.startsWith(':')).length;
    candidates.push({ route, params, score });
  }
  candidates.sort((a, b) => b.score - a.score);
  const best = candidates[0];
  if (!best) return null;
  // Numeric ids only where the spec's ids are numeric.
  if (
    'id' in best.params &&
    /^(members|likes-m|chats)/.test(best.route.name) &&
    !/^\d+$/.test(best.params.id!)
  ) {
    return null;
  }
  return { route: best.route, params: best.params };
}
