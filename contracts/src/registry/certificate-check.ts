import type { CertificateRegistryRecord, RegistryKeys } from '../http/registry.ts';
import type { RegistryEntry, SignedTreeHead } from './registry-schemas.ts';
import { verifyEntryInclusion, verifyTreeHeadSignature } from './registry-log.ts';

/** What a certificate shows of itself, to be held against what the registry logged. */
export interface CertificateFacts {
  certificationId: string;
  title: string;
  issue: string;
  year: number;
  publisher: string;
  grade: number;
  category: string;
  /** Whether the page says the certificate was revoked (absent: it says nothing of it, so it shows it in force). */
  revoked?: boolean;
}

/** A revoked entry's why and when. */
export type LoggedRevocation = NonNullable<RegistryEntry['revocation']>;

export type RegistryVerdict =
  /** The latest entry is in the signed tree, under a key the registry publishes, and says what the certificate says. */
  | { kind: 'verified'; entry: RegistryEntry; head: SignedTreeHead }
  /**
   * The latest entry is a revocation, proved in the signed tree as `verified` is, and the page says revoked too: the
   * registry confirms that this certificate no longer stands (when, and why).
   */
  | { kind: 'revoked'; entry: RegistryEntry; head: SignedTreeHead; revocation: LoggedRevocation }
  /** Logged, not yet under a signed head (it is in the next); a revocation too (`entry.kind` is then 'revoked'). */
  | { kind: 'pending'; entry: RegistryEntry }
  /** Logged and proved, but the registry's record says otherwise than the page (which field, and what it says). */
  | { kind: 'differs'; entry: RegistryEntry; head: SignedTreeHead; field: 'grade' | 'category' | 'book'; logged: string }
  /**
   * Logged and proved, but the page and the registry disagree on whether the certificate stands: the registry's latest
   * entry is a revocation the page does not show ('revoked'), or the page says revoked and the registry's latest entry
   * is a certification ('in-force').
   */
  | { kind: 'differs'; entry: RegistryEntry; head: SignedTreeHead; field: 'revocation'; logged: 'revoked' | 'in-force' }
  /** A proof or a signature does not check. */
  | { kind: 'failed'; why: 'signature' | 'unknown-key' | 'proof' | 'other-certificate' };

/** The entry's revocation when it is one (a `revoked` entry always carries it: registry-schemas.ts). */
const revocationOf = (entry: RegistryEntry): LoggedRevocation | null => (entry.kind === 'revoked' && entry.revocation ? entry.revocation : null);

/**
 * The browser's own check of a certificate against the registry (issue [5/7]): the head's signature under the key the
 * registry lists for its key id, every entry's inclusion proof in that head, and the latest entry against the page.
 * Nothing is taken on trust from the answer but the key (and a collector who kept the key can check that too).
 * Whether the certificate stands is held against the page first: a revocation is what a buyer most needs to know.
 */
export function checkCertificateInRegistry(record: CertificateRegistryRecord, keys: RegistryKeys, shown: CertificateFacts): RegistryVerdict {
  if (record.entries.some(({ entry }) => entry.certificationId !== shown.certificationId) || record.entries.length === 0) return { kind: 'failed', why: 'other-certificate' };
  const latest = record.entries.at(-1)!;
  const proved = record.entries.filter((e) => e.proof !== null);
  if (proved.length > 0 || record.head) {
    const head = record.head;
    if (!head) return { kind: 'failed', why: 'proof' };
    const key = keys.keys.find((k) => k.keyId === head.keyId);
    if (!key) return { kind: 'failed', why: 'unknown-key' };
    if (!verifyTreeHeadSignature(head, key.publicKey)) return { kind: 'failed', why: 'signature' };
    if (!proved.every(({ entry, proof }) => verifyEntryInclusion(entry, proof!, head))) return { kind: 'failed', why: 'proof' };
  }
  if (latest.proof === null) return { kind: 'pending', entry: latest.entry };
  const { entry } = latest;
  const head = record.head!;
  const revocation = revocationOf(entry);
  const shownRevoked = shown.revoked === true;
  if (revocation && !shownRevoked) return { kind: 'differs', entry, head, field: 'revocation', logged: 'revoked' };
  if (!revocation && shownRevoked) return { kind: 'differs', entry, head, field: 'revocation', logged: 'in-force' };
  // A revoked entry carries the certificate it revoked: the page still shows that label, and it must be the one.
  if (entry.grade !== shown.grade) return { kind: 'differs', entry, head, field: 'grade', logged: String(entry.grade) };
  if (entry.category !== shown.category) return { kind: 'differs', entry, head, field: 'category', logged: entry.category };
  const { book } = entry;
  if (book.title !== shown.title || book.issue !== shown.issue || book.year !== shown.year || book.publisher !== shown.publisher) {
    return { kind: 'differs', entry, head, field: 'book', logged: `${book.title} #${book.issue} (${book.year}, ${book.publisher})` };
  }
  return revocation ? { kind: 'revoked', entry, head, revocation } : { kind: 'verified', entry, head };
}
