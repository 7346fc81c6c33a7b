import { LIMITS, PREMIUM_BETTER_CHANCE_PERCENT } from '@amora/shared/constants';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatLocale } from '../../../i18n/useFormatLocale';
import type { DailyLimit } from './useSwipeStack';

/** The reset time in the member's locale (formatLocale): weekday and time, in their time zone. */
export function formatResetTime(iso: string, locale: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  }).format(date);
}

/** Shown over the stack when a free member's likes are used up for the day (docs/product.md#who-may-do-what, #numbers-and-limits). */
export function PremiumOffer({ limit, onDismiss }: { limit: DailyLimit; onDismiss: () => void }) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const heading = useRef<HTMLHeadingElement>(null);
  const time = formatResetTime(limit.resetsAt, locale);

  useEffect(() => heading.current?.focus(), []);

  return (
    <section className="premium-offer" aria-labelledby="premium-offer-title">
      <div className="premium-offer__badge" aria-hidden="true">
        ★
      </div>
      <h2 id="premium-offer-title" className="premium-offer__title" ref={heading} tabIndex={-1}>
        {t('swipe.limitTitle', { count: limit.limit ?? LIMITS.freeSwipeLikesPerDay })}
      </h2>
      {time && <p className="premium-offer__reset">{t('swipe.limitText', { time })}</p>}
      <p className="premium-offer__pitch">
        {t('swipe.premiumPitch', { percent: PREMIUM_BETTER_CHANCE_PERCENT })}
      </p>
      <Link to="/premium" className="btn btn-warning btn-lg premium-offer__cta">
        {t('swipe.getPremium')}
      </Link>
      <button type="button" className="btn btn-link premium-offer__dismiss" onClick={onDismiss}>
        {t('common.continue')}
      </button>
    </section>
  );
}
