import type { Actor, MemberRole } from '@certus/contracts';

/** What the auth middleware learns from a valid access token. */
export interface AuthenticatedUser {
  userId: string;
  email: string;
  role: MemberRole;
  sessionId: string;
  displayName: string;
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      correlationId: string;
      user?: AuthenticatedUser;
    }
    interface Response {
      /** An error that came after the answer's headers had left (a streamed download): the request log names it. */
      err?: Error;
    }
  }
}

export function actorOf(user: AuthenticatedUser | undefined): Actor {
  return user ? { userId: user.userId, role: user.role } : { userId: null, role: 'anonymous' };
}
