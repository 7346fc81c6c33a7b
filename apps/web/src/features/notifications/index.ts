// The notifications feature's public entry: what other features may compose
// (docs/architecture.md#web-layers).
/** The push switch, for the notification settings (account/settings/NotificationSettings). */
export { PushControl } from './PushControl';
