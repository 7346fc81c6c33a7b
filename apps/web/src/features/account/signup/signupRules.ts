import type { Settings } from '@amora/shared/api/site';
import type { Tracking } from './tracking';

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
