import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCountdown } from './countdown';
import { useTimeBonus, useWelcomeCode } from './timeBonus';

/**
 * The members-area banner (docs/product.md#who-may-do-what): the time bonus with its one-second
 * countdown, or else the welcome bonus. Both link to /credits. One slim line in the member dock
 * ("25% time bonus", the modal's title); loaded lazily by its slot.
 */
export default function DiscountBanner() {
  const { t } = useTranslation();
  const running = useTimeBonus();
  const welcome = useWelcomeCode(running === null);
  if (running) {
    return (
      <Link to="/credits" className="discount-banner discount-banner--time" data-testid="time-bonus-banner">
        <span className="discount-banner__text">
          {t('timeBonus.modalTitle', { percent: running.bonus.value_percentage })}
        </span>
        <span
          className="discount-banner__clock"
          role="timer"
          aria-live="off"
          aria-label={t('timeBonus.timeLeft')}
        >
          {formatCountdown(running.secondsLeft)}
        </span>
        <span className="discount-banner__cta">{t('timeBonus.cta')}</span>
      </Link>
    );
  }
  if (welcome) {
    return (
      <Link to="/credits" className="discount-banner discount-banner--welcome" data-testid="welcome-banner">
        <span className="discount-banner__text">
          {t('timeBonus.welcome', { percent: welcome.value_percentage })}
        </span>
        <span className="discount-banner__cta">{t('timeBonus.cta')}</span>
      </Link>
    );
  }
  return null;
}
