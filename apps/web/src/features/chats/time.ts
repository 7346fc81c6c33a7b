/** Dates of the chat screens in the member's locale (Intl, no library). */

const DAY_MS = 86_400_000;

/** Calendar days between two instants in local time (0 = same day, 1 = yesterday). */
export function calendarDaysBetween(earlier: Date, later: Date): number {
  const a = new Date(earlier.getFullYear(), earlier.getMonth(), earlier.getDate());
  const b = new Date(later.getFullYear(), later.getMonth(), later.getDate());
  return Math.round((b.getTime() - a.getTime()) / DAY_MS);
}

/**
 * "now", "5 min. ago", "3 hr. ago", "yesterday", "2 days ago", then a short date — the chats
 * list's last-message time.
 */
export function relativeTime(iso: string, now: Date, locale: string): string {
  const date = new Date(iso);
  const rtf = new Intl.RelativeTimeFormat(locale, { numeric: 'auto', style: 'short' });
  const seconds = Math.round((now.getTime() - date.getTime()) / 1000);
  const days = calendarDaysBetween(date, now);
  if (days <= 0) {
    if (seconds < 60) return rtf.format(0, 'second');
    if (seconds < 3600) return rtf.format(-Math.floor(seconds / 60), 'minute');
    return rtf.format(-Math.floor(seconds / 3600), 'hour');
  }
  if (days < 7) return rtf.format(-days, 'day');
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    ...(date.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }),
  }).format(date);
}

/** The day separator of a conversation: "today", "yesterday", "Monday 3 March". */
export function dayLabel(iso: string, now: Date, locale: string): string {
  const date = new Date(iso);
  const days = calendarDaysBetween(date, now);
  if (days >= 0 && days < 2) {
    return new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(-days, 'day');
  }
  return new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    ...(date.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }),
  }).format(date);
}

/** The time of a message: 14:05 / 2:05 PM as the locale writes it. */
export function clockTime(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' }).format(new Date(iso));
}

/** A local day's key, to group messages under their day separator. */
export const dayKey = (iso: string): string => new Date(iso).toDateString();
