import type { User } from '@amora/shared/api/account';
import type { AnswerOf } from '@amora/shared/contract';
import type { getUser } from '@amora/shared/endpoints';

/** The member of the session (docs/product.md#what-we-keep "User"), typed from the shared schema of GET /api/user.php. */
export type SessionUser = User;

/** GET /api/user.php: the member of the session, or null. */
export type UserAnswer = AnswerOf<typeof getUser>;
