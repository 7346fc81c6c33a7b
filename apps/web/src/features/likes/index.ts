// The likes feature's public entry: what other features may compose (docs/architecture.md#web-layers).
/** The like button, for a member's profile page (members/MemberPage). */
export { LikeButton } from './LikeButton';
