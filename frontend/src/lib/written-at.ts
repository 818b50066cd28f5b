import { compareCheckpoints, parseWrittenAt, writtenAtToken } from '@certus/contracts';

/**
 * The newest position this browser's own commands reached (see WRITTEN_AT_HEADER in contracts). Reads send
 * it so the query side answers with read models that already include what the member just did.
 */
export class WrittenAtTracker {
  private latestToken: string | null = null;

  get latest(): string | null {
    return this.latestToken;
  }

  /** Keeps the later of the known position and a command's answer; anything unparseable is ignored. */
  record(token: unknown): void {
    const next = typeof token === 'string' ? parseWrittenAt(token) : null;
    if (!next) return;
    const current = parseWrittenAt(this.latestToken);
    if (!current || compareCheckpoints(next, current) > 0) this.latestToken = writtenAtToken(next);
  }
}
