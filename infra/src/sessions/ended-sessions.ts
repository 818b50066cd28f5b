import { PasswordChanged, PasswordReset, SessionRevoked } from '@certus/contracts';
import type { Clock } from '../runtime/clock.ts';

/** The events that end sessions, as the log names them. */
export const SESSION_END_EVENT_TYPES = ['SessionRevoked', 'PasswordChanged', 'PasswordReset'] as const;

/** What an access token says about itself that decides whether its session still lives. */
export interface TokenSession {
  userId: string;
  sessionId: string;
  /** When the token was issued, in milliseconds. */
  issuedAtMs: number;
}

/** Held past the token lifetime by this much, for clocks of two hosts that disagree a little. */
const CLOCK_SKEW_MARGIN_MS = 60_000;

/**
 * The sessions that ended within the last access-token lifetime, so that a token of one is refused at
 * once rather than when it expires (logout, a reused refresh token, a password change or reset).
 *
 * - SessionRevoked ends one session: every token of it is refused.
 * - PasswordChanged and PasswordReset end every session of the member that began before them, except,
 *   for a change, the session that made it. Tokens carry no session start, so the test is the token's
 *   issue time: a session that began before the change could only get a token after it by refreshing,
 *   and a refresh after a change revokes the session instead (sessions/token.ts).
 *
 * Entries are dropped once every token they could refuse has expired anyway, so memory stays bounded by
 * the sessions ended in one token lifetime. Fed by the log (watch-session-ends.ts) and, in the process
 * that ended a session, by the request itself before it answers.
 */
export class EndedSessions {
  /** sessionId -> when it ended (ms). Insertion order is roughly time order, which pruning relies on. */
  private readonly sessions = new Map<string, number>();
  /** memberId -> the newest credential change and the session it kept, if any. */
  private readonly credentials = new Map<string, { changedAtMs: number; keptSessionId: string | null }>();

  constructor(
    private readonly clock: Clock,
    private readonly tokenTtlMs: number,
  ) {}

  /** True when the token's session has ended (its signature and expiry are checked elsewhere). */
  hasEnded(token: TokenSession): boolean {
    if (this.sessions.has(token.sessionId)) return true;
    const change = this.credentials.get(token.userId);
    return change !== undefined && change.keptSessionId !== token.sessionId && token.issuedAtMs < change.changedAtMs;
  }

  /** Takes note of any session-ending event among these; other events are ignored. Idempotent. */
  record(events: readonly { type: string; data: unknown }[]): void {
    for (const event of events) this.recordOne(event);
    this.prune();
  }

  private recordOne(event: { type: string; data: unknown }): void {
    switch (event.type) {
      case 'SessionRevoked': {
        const { data } = SessionRevoked.parse(event);
        if (!this.sessions.has(data.sessionId)) this.sessions.set(data.sessionId, Date.parse(data.revokedAt));
        return;
      }
      case 'PasswordChanged': {
        const { data } = PasswordChanged.parse(event);
        return this.recordCredentialChange(data.memberId, Date.parse(data.changedAt), data.sessionId);
      }
      case 'PasswordReset': {
        const { data } = PasswordReset.parse(event);
        return this.recordCredentialChange(data.memberId, Date.parse(data.resetAt), null);
      }
      default:
        return;
    }
  }

  private recordCredentialChange(memberId: string, changedAtMs: number, keptSessionId: string | null): void {
    const known = this.credentials.get(memberId);
    if (known && known.changedAtMs >= changedAtMs) return;
    // Re-inserted so the map stays in time order for pruning.
    this.credentials.delete(memberId);
    this.credentials.set(memberId, { changedAtMs, keptSessionId });
  }

  /** Forgets what no unexpired token can be refused for any more. */
  prune(): void {
    const horizon = this.clock.now().getTime() - this.tokenTtlMs - CLOCK_SKEW_MARGIN_MS;
    for (const [sessionId, endedAtMs] of this.sessions) {
      if (endedAtMs >= horizon) break;
      this.sessions.delete(sessionId);
    }
    for (const [memberId, change] of this.credentials) {
      if (change.changedAtMs >= horizon) break;
      this.credentials.delete(memberId);
    }
  }

  /** How many entries are held (for tests and metrics). */
  get size(): number {
    return this.sessions.size + this.credentials.size;
  }

  /** How far back the log must be read at start to know every session end that still matters. */
  get lookbackMs(): number {
    return this.tokenTtlMs + CLOCK_SKEW_MARGIN_MS;
  }
}
