import type { SecondFactorProof } from '@amora/shared/api/second-factor';
import type { AnswerOf, BodyOf } from '@amora/shared/contract';
import {
  deletePasskey,
  deleteSecondFactor,
  getSecondFactor,
  postPasskeyChallenge,
  postPasskeySetup,
  postSecondFactor,
  postSecondFactorSetup,
  putPasskeySetup,
  putSecondFactorSetup,
} from '@amora/shared/endpoints';
import { call } from '../../../api/endpoint';

/**
 * The contract passes the server's WebAuthn options through as a loose object; they are the JSON
 * that @simplewebauthn/browser takes, typed as that library has them.
 */
const asOptions = <T>(answer: AnswerOf<typeof postPasskeySetup>) => answer as unknown as { options: T };

export const SECOND_FACTOR_KEY = ['second-factor'] as const;

/** The second factor's API (apps/server/src/modules/auth/second-factor-routes.ts); no call is retried. */
export const secondFactorApi = {
  status: () => call(getSecondFactor, { retries: 0 }),
  beginSetup: () => call(postSecondFactorSetup, { body: {} }),
  confirmSetup: (code: string) => call(putSecondFactorSetup, { body: { code } }),
  verify: (proof: SecondFactorProof) => call(postSecondFactor, { body: proof }),
  disable: (proof: SecondFactorProof) => call(deleteSecondFactor, { body: proof }),
  // Passkeys (docs/decisions/029-passkeys.md); the browser ceremony is in passkey.ts.
  passkeyOptions: () => call(postPasskeySetup, { body: {} }).then(asOptions<PasskeyCreationOptions>),
  /** `response`: @simplewebauthn/browser's RegistrationResponseJSON, which the server checks. */
  registerPasskey: (response: unknown) =>
    call(putPasskeySetup, { body: { response: response as BodyOf<typeof putPasskeySetup>['response'] } }),
  passkeyChallenge: () => call(postPasskeyChallenge, { body: {} }).then(asOptions<PasskeyRequestOptions>),
  removePasskey: (id: number) => call(deletePasskey, { body: { id } }),
};

/** The server's options for navigator.credentials.create / .get, as @simplewebauthn/browser takes them. */
export type PasskeyCreationOptions = import('@simplewebauthn/browser').PublicKeyCredentialCreationOptionsJSON;
export type PasskeyRequestOptions = import('@simplewebauthn/browser').PublicKeyCredentialRequestOptionsJSON;
