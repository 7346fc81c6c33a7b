// The members feature's public entry: what other features may compose (docs/architecture.md#web-layers).
/** Reporting a member, for a conversation's explicit photo (chats/ExplicitPhoto). */
export { default as ReportDialog } from './ReportDialog';
