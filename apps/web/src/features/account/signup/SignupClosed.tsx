import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSettings } from '../../site/useSettings';
import { SIGNUP_CLOSED_TEXT, type SignupClosedReason, signupClosedReason } from './signupRules';
import { readTracking } from './tracking';

/** Why this visitor cannot sign up (with the tracking the tab kept), null while the settings load. */
export function useSignupClosed(): SignupClosedReason | null {
  const settings = useSettings();
  return settings ? signupClosedReason(settings, readTracking()) : null;
}

/** Shown instead of the sign-up form, before anyone types: why, and the way in for members. */
export function SignupClosed({ reason }: { reason: SignupClosedReason }) {
  const { t } = useTranslation();
  return (
    <div className="signup-closed text-center" role="status">
      <p className="mb-3">{t(SIGNUP_CLOSED_TEXT[reason])}</p>
      <Link to="/login" className="btn btn-primary px-4">
        {t('common.login')}
      </Link>
    </div>
  );
}
