/**
 * How positions in the global log compare, and the read-your-writes token built from them. Free of zod:
 * the site's API layer loads this on every first visit (the Checkpoint schema lives in envelope.ts).
 */

/** A position in the global log, ordered by (txId, position); see Checkpoint in envelope.ts. */
export interface LogPosition {
  txId: string;
  position: string;
}

export function compareCheckpoints(a: LogPosition, b: LogPosition): number {
  const tx = BigInt(a.txId) - BigInt(b.txId);
  if (tx !== 0n) return tx < 0n ? -1 : 1;
  const pos = BigInt(a.position) - BigInt(b.position);
  return pos === 0n ? 0 : pos < 0n ? -1 : 1;
}

/**
 * Read-your-writes (spec: read models are eventually consistent). A command answers where its last event
 * landed as one opaque token, "txId.position"; the browser sends the newest token it holds with its reads
 * (header X-Certus-Written-At) and the query side waits, briefly, until the projections have passed it.
 */
export const WRITTEN_AT_HEADER = 'X-Certus-Written-At';
export const writtenAtToken = (checkpoint: LogPosition) => `${checkpoint.txId}.${checkpoint.position}`;
export function parseWrittenAt(token: string | null | undefined): LogPosition | null {
  const match = /^(\d{1,20})\.(\d{1,20})$/.exec(token ?? '');
  return match ? { txId: match[1]!, position: match[2]! } : null;
}
