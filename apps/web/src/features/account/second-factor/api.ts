import type {
  PasskeyRegistered,
  RecoveryCodes,
  SecondFactorProof,
  SecondFactorSetup,
  SecondFactorStatus,
} from '@amora/shared/api/second-factor';
import { apiFetch } from '../../../api/client';
import { ApiRequestError } from '../../../api/errors';
import type { SessionUser } from '../../session/types';

async function call<T>(path: string, options: Parameters<typeof apiFetch>[1] = {}): Promise<T> {
  const result = await apiFetch<T>(path, { retries: 0, ...options });
  if (result === false) throw new ApiRequestError('authentication_required', 403);
  return result;
}

export const SECOND_FACTOR_KEY = ['second-factor'] as const;

/** The second factor's API (apps/server/src/modules/auth/second-factor-routes.ts). */
export const secondFactorApi = {
  status: () => call<SecondFactorStatus>('/api/second-factor.php'),
  beginSetup: () => call<SecondFactorSetup>('/api/second-factor-setup.php', { method: 'POST', body: {} }),
  confirmSetup: (code: string) =>
    call<RecoveryCodes & { user: SessionUser }>('/api/second-factor-setup.php', {
      method: 'PUT',
      body: { code },
    }),
  verify: (proof: SecondFactorProof) =>
    call<{ user: SessionUser }>('/api/second-factor.php', { method: 'POST', body: proof }),
  disable: (proof: SecondFactorProof) =>
    call<SecondFactorStatus>('/api/second-factor.php', { method: 'DELETE', body: proof }),
  // Passkeys (docs/decisions/029-passkeys.md); the browser ceremony is in passkey.ts.
  passkeyOptions: () =>
    call<{ options: PasskeyCreationOptions }>('/api/passkey-setup.php', { method: 'POST', body: {} }),
  registerPasskey: (response: unknown) =>
    call<PasskeyRegistered & { user: SessionUser }>('/api/passkey-setup.php', {
      method: 'PUT',
      body: { response },
    }),
  passkeyChallenge: () =>
    call<{ options: PasskeyRequestOptions }>('/api/passkey-challenge.php', { method: 'POST', body: {} }),
  removePasskey: (id: number) =>
    call<SecondFactorStatus>('/api/passkey.php', { method: 'DELETE', body: { id } }),
};

/** The server's options for navigator.credentials.create / .get, as @simplewebauthn/browser takes them. */
export type PasskeyCreationOptions = import('@simplewebauthn/browser').PublicKeyCredentialCreationOptionsJSON;
export type PasskeyRequestOptions = import('@simplewebauthn/browser').PublicKeyCredentialRequestOptionsJSON;
