// The account feature's public entry: what other features may compose (docs/architecture.md#web-layers).
/** The sign-up steps, for the lander's member sign-up page (landers/MemberSignupPage). */
export { SignupFlow } from './signup/SignupFlow';
