import type { BodyOf } from '@amora/shared/contract';
import {
  deleteUser,
  getLogout,
  getSignupChallenge,
  postActivationMail,
  postDataExport,
  postMailChange,
  postReactivate,
  postResetPassword,
  postSignup,
  postUser,
  putEmail,
  putPassword,
  putPreferences,
  putResetPassword,
} from '@amora/shared/endpoints';
import { call } from '../../api/endpoint';
import type { Tracking } from '../../app-state/signup/tracking';

/** The accounts API (docs/product.md#accounts). Each call resolves the answer or throws ApiRequestError. */
export const accountApi = {
  signup: (body: BodyOf<typeof postSignup>, tracking: Tracking) =>
    call(postSignup, { body, query: tracking }),
  signupChallenge: () => call(getSignupChallenge),
  login: (body: BodyOf<typeof postUser>) => call(postUser, { body }),
  logout: () => call(getLogout, { retries: 0 }),
  resendActivation: () => call(postActivationMail, { body: {} }),
  requestReset: (body: BodyOf<typeof postResetPassword>) => call(postResetPassword, { body }),
  setPassword: (body: BodyOf<typeof putResetPassword>) => call(putResetPassword, { body }),
  changePassword: (body: BodyOf<typeof putPassword>) => call(putPassword, { body }),
  changeEmail: (body: BodyOf<typeof putEmail>) => call(putEmail, { body }),
  confirmMailChange: (token: string) => call(postMailChange, { body: { token } }),
  savePreferences: (body: BodyOf<typeof putPreferences>) => call(putPreferences, { body }),
  deleteAccount: (body: BodyOf<typeof deleteUser>) => call(deleteUser, { body }),
  requestDataExport: () => call(postDataExport, { body: {} }),
  reactivate: (token: string) => call(postReactivate, { body: { token } }),
};
