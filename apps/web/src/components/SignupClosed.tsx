import type { Settings } from '@amora/shared/api/site';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { readTracking, type Tracking } from '../app-state/signup/tracking';
import { useSettings } from '../app-state/site/useSettings';

/* The landers apply the same rule to their own address (features/landers/cta.ts closedReason): one
 * shared module would be a chunk of its own in every first view's preload list. */

export type SignupClosedReason = 'partners' | 'invitation';

/**
 * Why this visitor cannot sign up here, by the server's rule (auth service assertSignupsOpen,
 * docs/product.md#who-may-do-what), or null when they can: a site open only through traffic
 * sources needs the landing's network or ref, one open by invitation an invitation link's token.
 */
export function signupClosedReason(
  settings: Pick<Settings, 'signups'>,
  tracking: Pick<Tracking, 'network' | 'ref' | 'invite'>,
): SignupClosedReason | null {
  if (settings.signups === 'all') return null;
  if (settings.signups === 'with_trafficsource') return tracking.network || tracking.ref ? null : 'partners';
  return tracking.invite ? null : 'invitation';
}

/** The catalogue text of each reason. */
export const SIGNUP_CLOSED_TEXT = {
  partners: 'lander.partnersOnly',
  invitation: 'lander.inviteOnly',
} as const;

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
