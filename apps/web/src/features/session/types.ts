import type { User } from '@amora/shared/api/account';

/** The member of the session (docs/product.md#what-we-keep "User"), typed from the shared schema of GET /api/user.php. */
export type SessionUser = User;

export interface UserAnswer {
  user: SessionUser | null;
}
