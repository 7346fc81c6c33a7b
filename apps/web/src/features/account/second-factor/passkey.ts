import type { SecondFactorProof } from '@amora/shared/api/second-factor';
import { ApiRequestError } from '../../../api/errors';
import { secondFactorApi } from './api';

/**
 * The browser's passkey ceremonies (docs/decisions/029-passkeys.md). @simplewebauthn/browser is
 * imported only here and only when a passkey button is pressed, so no screen's first load
 * carries it (the bundle budget).
 */
const webauthn = () => import('@simplewebauthn/browser');

/** Registers a new passkey: the server's options, the browser's prompt, the server's check. */
export async function addPasskey() {
  const { startRegistration } = await webauthn();
  const { options } = await secondFactorApi.passkeyOptions();
  return secondFactorApi.registerPasskey(await startRegistration({ optionsJSON: options }));
}

/** A passkey's answer to a fresh challenge: the proof for the second-factor step. */
export async function passkeyProof(): Promise<SecondFactorProof> {
  const { startAuthentication } = await webauthn();
  const { options } = await secondFactorApi.passkeyChallenge();
  return { passkey: (await startAuthentication({ optionsJSON: options })) as SecondFactorProof['passkey'] };
}

/** The message code (errors.<code>) for a failed ceremony or a refused answer. */
export function passkeyErrorCode(error: unknown): string {
  if (error instanceof ApiRequestError) return error.code;
  const name = error instanceof Error ? error.name : '';
  const code = typeof error === 'object' && error && 'code' in error ? String(error.code) : '';
  // Closed, timed out, or no passkey of this account on the device.
  if (name === 'NotAllowedError' || name === 'AbortError' || code === 'ERROR_CEREMONY_ABORTED') {
    return 'passkey_cancelled';
  }
  // An IP address or an insecure origin, or a browser without WebAuthn.
  if (
    name === 'SecurityError' ||
    code === 'ERROR_INVALID_DOMAIN' ||
    code === 'ERROR_INVALID_RP_ID' ||
    typeof window.PublicKeyCredential === 'undefined'
  ) {
    return 'passkey_unsupported';
  }
  // This authenticator holds a passkey of the account already.
  if (name === 'InvalidStateError') return 'passkey_invalid';
  return 'generic';
}
