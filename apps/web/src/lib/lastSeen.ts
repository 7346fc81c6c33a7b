/** "5 minutes ago", "3 hours ago", "2 weeks ago" in the member's language (Intl, no library). */
import { intlLanguage } from '../i18n/intl';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How long ago a member was last active, rounded down to the largest sensible unit. Always a
 * number ("1 day ago", not "yesterday"): it follows "last seen" in every catalogue.
 */
export function timeAgo(iso: string, now: Date, language: string): string {
  const rtf = new Intl.RelativeTimeFormat(intlLanguage(language), { numeric: 'always' });
  const ms = Math.max(0, now.getTime() - new Date(iso).getTime());
  if (ms < HOUR) return rtf.format(-Math.max(1, Math.floor(ms / MINUTE)), 'minute');
  if (ms < DAY) return rtf.format(-Math.floor(ms / HOUR), 'hour');
  const days = Math.floor(ms / DAY);
  if (days < 7) return rtf.format(-days, 'day');
  if (days < 30) return rtf.format(-Math.floor(days / 7), 'week');
  if (days < 365) return rtf.format(-Math.floor(days / 30), 'month');
  return rtf.format(-Math.floor(days / 365), 'year');
}
