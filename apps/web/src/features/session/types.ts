/**
 * The member of the session (spec §3 "User"). The accounts issue replaces this with the shared
 * Zod schema of GET /api/user.php; the shell only needs to know whether someone is logged in.
 */
export interface SessionUser {
  status: string;
  credits: number;
  paid_user: boolean;
  language: string;
  profile: { name: string; country: string; status: string; main_image: unknown };
}

export interface UserAnswer {
  user: SessionUser | null;
}
