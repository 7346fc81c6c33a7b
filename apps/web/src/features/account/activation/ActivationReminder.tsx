import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSession } from '../../../app-state/session/useSession';
import {
  activationReminder,
  isSmartphone,
  readReminderDismissedAt,
  SIGNUP_COMPLETE_PARAM,
  storeReminderDismissal,
} from './activationRules';
import { ResendActivationButton } from './ResendActivationButton';

const ActivationReminderModal = lazy(() => import('./ActivationReminderModal'));

/** The activation reminder (docs/product.md#accounts), in the default layout's alert area. */
export function ActivationReminder() {
  const { t } = useTranslation();
  const user = useSession();
  const [params] = useSearchParams();
  const [dismissedAt, setDismissedAt] = useState(() => readReminderDismissedAt());
  const variant = activationReminder({
    user,
    signupComplete: params.has(SIGNUP_COMPLETE_PARAM),
    smartphone: isSmartphone(),
    dismissedAt,
  });
  if (!variant || !user) return null;
  const dismiss = () => {
    const now = Date.now();
    storeReminderDismissal(now);
    setDismissedAt(now);
  };
  if (variant === 'modal') {
    return (
      <Suspense fallback={null}>
        <ActivationReminderModal email={user.email} onDismiss={dismiss} />
      </Suspense>
    );
  }
  return (
    <div className="alert alert-warning activation-alert mt-3 mb-0" role="status">
      <div className="activation-alert__text">
        <strong>{t('activation.reminderText', { email: user.email })}</strong>
        <span className="d-block small">{t('activation.reminderWhy')}</span>
      </div>
      <div className="activation-alert__actions">
        <ResendActivationButton />
      </div>
      <button type="button" className="btn-close" aria-label={t('activation.dismiss')} onClick={dismiss} />
    </div>
  );
}
