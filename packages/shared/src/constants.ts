/** Business constants of docs/product.md#numbers-and-limits, one place for server and web. */
export const LIMITS = {
  freePhotos: 3,
  premiumPhotos: 25,
  freeChatsStarted: 2,
  freeSwipeLikesPerDay: 4,
  accountReactivationDays: 14,
  minAge: 18,
} as const;

export const TIME_BONUS = {
  code: 'TIMEBONUS25',
  percentage: 25,
  windowSeconds: 14_400,
  tickMs: 1_000,
  popupDelayMs: 40_000,
} as const;

export const WELCOME_DISCOUNT_PERCENTAGE = 25;
export const PREMIUM_BETTER_CHANCE_PERCENT = 46;

export const BADGES = {
  unreadCap: 99,
  lowCredits: 10,
} as const;

export const POLLING = {
  intervalMs: 60_000,
  intervalWithPushMs: 300_000,
  startDelayMs: 5_000,
  likesReloadAfterAutoLikeMs: 500,
} as const;

export const FETCH = {
  retries: 5,
  minDelayMs: 200,
} as const;

export const PROGRESS_BAR = {
  throttleMs: 200,
  durationMs: 5_000,
  hideAfterMs: 500,
} as const;

/**
 * A member counts as online this long after their last sign of life: longer than the session's
 * 5-minute activity touch plus the 60 s user.php poll, so an open page never flickers to away.
 * The server's `online` and every screen's green dot follow this one rule.
 */
export const PRESENCE_ONLINE_MS = 7 * 60_000;

export const GEOLOCATION_MAX_AGE_MS = 3_600_000;
export const AUTH_COOKIE = 'amora_session';
export const AUTH_COOKIE_DAYS = 30;

/** Entry warning on the chat and lander layouts only for these countries (docs/product.md#numbers-and-limits). */
export const ENTRY_WARNING_STRICT_COUNTRIES = ['NL', 'DE'] as const;
/** A failed lazy chunk reloads the page at most once per this period (docs/product.md#when-something-fails). */
export const CHUNK_RELOAD_PERIOD_MS = 60_000;

/** Terms version date default (docs/product.md#numbers-and-limits). */
export const TERMS_VERSION_DEFAULT = '2023-12-01T12:00:00Z';

/** Header that marks a request as coming from our client (docs/product.md#the-calls-the-web-makes); the CSRF defence of docs/architecture.md#sessions-and-the-client-header. */
export const CLIENT_HEADER = 'x-request-type';
export const CLIENT_HEADER_VALUE = 'client';

/**
 * The theme's colours outside the web app's stylesheet (web manifest, browser theme colour, mails,
 * the unsubscribe page): the same pink as `$pink` in apps/web/src/styles/_theme.scss, which carries
 * white text at 4.95:1 (WCAG AA, decision 031).
 */
export const THEME_COLORS = {
  pink: '#d81b60',
  lightPink: '#ff5e8a',
  purple: '#7b2cbf',
  background: '#fff7fa',
} as const;
