// The ban feature's public entry: what other features may compose (docs/architecture.md#web-layers).
/** Why an account is banned, for the static page that explains it (pages/StaticPage). */
export { BanNotice } from './BanNotice';
