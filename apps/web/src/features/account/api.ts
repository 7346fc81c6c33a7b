import type { SignupChallengeAnswer, SignupRequest } from '@amora/shared/api/account';
import { apiFetch } from '../../api/client';
import { ApiRequestError } from '../../api/errors';
import type { SessionUser } from '../session/types';
import type { Tracking } from './signup/tracking';

/** The accounts API (docs/product.md#accounts). Each call resolves the answer or throws ApiRequestError. */

async function call<T>(path: string, options: Parameters<typeof apiFetch>[1]): Promise<T> {
  const result = await apiFetch<T>(path, options);
  // false: the server said authentication_required and the session was cleared.
  if (result === false) throw new ApiRequestError('authentication_required', 403);
  return result;
}

type UserAnswer = { user: SessionUser };

export const accountApi = {
  signup: (body: SignupRequest, tracking: Tracking) =>
    call<UserAnswer>('/api/signup.php', { method: 'POST', body, query: tracking }),
  signupChallenge: () => call<SignupChallengeAnswer>('/api/signup-challenge.php', {}),
  login: (body: { email: string; password: string }) =>
    call<UserAnswer>('/api/user.php', { method: 'POST', body }),
  logout: () => call<{ user: null }>('/api/logout.php', { retries: 0 }),
  resendActivation: () => call<{ sent: true }>('/api/activation-mail.php', { method: 'POST', body: {} }),
  requestReset: (body: { email: string }) =>
    call<{ sent: true }>('/api/reset-password.php', { method: 'POST', body }),
  setPassword: (body: { token: string; password: string; password_repeat: string }) =>
    call<UserAnswer>('/api/reset-password.php', { method: 'PUT', body }),
  changePassword: (body: { old_password: string; new_password: string }) =>
    call<{ ok: true }>('/api/password.php', { method: 'PUT', body }),
  changeEmail: (body: { email: string; password: string }) =>
    call<{ sent: true }>('/api/email.php', { method: 'PUT', body }),
  confirmMailChange: (token: string) =>
    call<UserAnswer>('/api/mail-change.php', { method: 'POST', body: { token } }),
  savePreferences: (body: {
    notifications_disabled: string[];
    invisible: boolean;
    email_enabled?: true;
    blur_explicit_photos?: boolean;
  }) => call<UserAnswer>('/api/preferences.php', { method: 'PUT', body }),
  deleteAccount: (body: { reason: string; password: string; comment?: string }) =>
    call<{ deleted: true }>('/api/user.php', { method: 'DELETE', body }),
  requestDataExport: () => call<{ expires_at: string }>('/api/data-export.php', { method: 'POST', body: {} }),
  reactivate: (token: string) => call<UserAnswer>('/api/reactivate.php', { method: 'POST', body: { token } }),
};
