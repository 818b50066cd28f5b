import { MerkleTree, fromHex, toHex, type Hash } from './merkle.ts';
import {
  NO_PREVIOUS_ENTRY,
  RegistryExportHeader,
  RegistryExportLine,
  entryLeafHash,
  verifyEntryInclusion,
  verifyTreeHeadSignature,
  type RegistryEntry,
  type SignedTreeHead,
} from './registry-log.ts';

/** One thing wrong with an export, and where: the header, an entry (by its place in the log) or a head (by when it was signed). */
export interface RegistryProblem {
  at: { kind: 'header' } | { kind: 'entry'; seq: number; certificationId?: string } | { kind: 'head'; timestamp: string };
  message: string;
}

export interface RegistryVerification {
  entries: number;
  heads: number;
  problems: RegistryProblem[];
}

const firstIssue = (error: { issues: { path: PropertyKey[]; message: string }[] }) => {
  const issue = error.issues[0]!;
  return `${issue.path.map(String).join('.') || 'the whole'}: ${issue.message}`;
};

/**
 * Checks a registry export (JSON lines: the header, then an entry a line) with nothing but itself: each entry's
 * form and place, each link of the chain, each head's signature under the keys the header names and its root
 * recomputed from the entries, and each entry's proof in its head. Every problem is reported, each naming the entry
 * or the head it was found in; none means the log is whole and is the one the heads were signed over.
 */
export function verifyRegistryExport(text: string, onProgress?: (done: number, total: number) => void): RegistryVerification {
  const lines = text.split('\n');
  if (lines.at(-1) === '') lines.pop();
  const problems: RegistryProblem[] = [];
  const headerLine = lines.shift() ?? '';
  let headerJson: unknown;
  try {
    headerJson = JSON.parse(headerLine);
  } catch {
    return { entries: lines.length, heads: 0, problems: [{ at: { kind: 'header' }, message: 'The first line is not JSON: it should be the header.' }] };
  }
  const header = RegistryExportHeader.safeParse(headerJson);
  if (!header.success) return { entries: lines.length, heads: 0, problems: [{ at: { kind: 'header' }, message: `The header is not a registry export's (${firstIssue(header.error)}).` }] };
  const { heads, keys } = header.data;

  // Each line: an entry in its place, linked to the one before.
  const entries: (RegistryEntry | null)[] = [];
  const proofs = new Map<number, RegistryExportLine['proof']>();
  lines.forEach((line, seq) => {
    onProgress?.(seq + 1, lines.length);
    const atEntry = (certificationId?: string) => ({ kind: 'entry' as const, seq, ...(certificationId ? { certificationId } : {}) });
    let json: unknown;
    try {
      json = JSON.parse(line);
    } catch {
      problems.push({ at: atEntry(), message: `Line ${seq + 2} is not JSON.` });
      entries.push(null);
      return;
    }
    const parsed = RegistryExportLine.safeParse(json);
    if (!parsed.success) {
      const id = (json as { entry?: { certificationId?: unknown } } | null)?.entry?.certificationId;
      problems.push({ at: atEntry(typeof id === 'string' ? id : undefined), message: `The entry is not in the registry's form (${firstIssue(parsed.error)}).` });
      entries.push(null);
      return;
    }
    const { entry, proof } = parsed.data;
    entries.push(entry);
    proofs.set(seq, proof);
    if (entry.seq !== seq) problems.push({ at: atEntry(entry.certificationId), message: `The entry says it is number ${entry.seq}, but it is number ${seq} in the log.` });
    const before = seq === 0 ? NO_PREVIOUS_ENTRY : entries[seq - 1] ? toHex(entryLeafHash(entries[seq - 1]!)) : null;
    if (before !== null && entry.previous !== before) {
      if (seq === 0) problems.push({ at: atEntry(entry.certificationId), message: 'The first entry names an entry before it.' });
      else {
        // A broken link says that one of its two ends was changed, not which: both are named (an entry's proof says more).
        problems.push({ at: { kind: 'entry', seq: seq - 1, certificationId: entries[seq - 1]!.certificationId }, message: `The entry's hash is not the one entry ${seq} names as the entry before it: one of the two was changed.` });
        problems.push({ at: atEntry(entry.certificationId), message: `The entry names a previous entry whose hash is not that of entry ${seq - 1}: one of the two was changed.` });
      }
    }
  });

  // Each head: signed by a key of the registry, over the root of the entries it counts.
  const keyOf = new Map(keys.map((k) => [k.keyId, k.publicKey]));
  const leaves: (Hash | null)[] = entries.map((entry) => (entry ? entryLeafHash(entry) : null));
  const wholeLeaves = leaves.every((leaf) => leaf !== null) ? new MerkleTree(leaves as Hash[]) : null;
  let previous: SignedTreeHead | null = null;
  for (const head of heads) {
    const atHead = { kind: 'head' as const, timestamp: head.timestamp };
    const key = keyOf.get(head.keyId);
    if (!key) problems.push({ at: atHead, message: `The head is signed with key ${head.keyId}, which the header does not list.` });
    else if (!verifyTreeHeadSignature(head, key)) problems.push({ at: atHead, message: `The head's signature does not verify under key ${head.keyId}.` });
    if (head.day !== head.timestamp.slice(0, 10)) problems.push({ at: atHead, message: `The head is dated ${head.day} but was signed at ${head.timestamp}.` });
    if (previous && (head.timestamp <= previous.timestamp || head.treeSize < previous.treeSize)) {
      problems.push({ at: atHead, message: `The head does not follow the one signed at ${previous.timestamp} (signed later, over at least as many entries).` });
    }
    if (head.treeSize > entries.length) problems.push({ at: atHead, message: `The head counts ${head.treeSize} entries; the export has ${entries.length}.` });
    else if (wholeLeaves && toHex(wholeLeaves.rootAt(head.treeSize)) !== head.rootHash) {
      problems.push({ at: atHead, message: `The root of the first ${head.treeSize} entries is not the root the head was signed over: an entry it counts was changed, added or taken out.` });
    }
    previous = head;
  }

  // Each entry: counted by the latest head, and its proof in it.
  const headOfSize = new Map(heads.map((h) => [h.treeSize, h]));
  const latest = heads.at(-1);
  entries.forEach((entry, seq) => {
    if (!entry) return;
    const at = { kind: 'entry' as const, seq, certificationId: entry.certificationId };
    if (!latest || seq >= latest.treeSize) {
      problems.push({ at, message: latest ? `The entry comes after the ${latest.treeSize} the last head (signed at ${latest.timestamp}) counts: no head was signed over it.` : 'No head was signed over the entry.' });
      return;
    }
    const proof = proofs.get(seq)!;
    const head = headOfSize.get(proof.treeSize);
    if (!head) problems.push({ at, message: `The entry's proof is for a tree of ${proof.treeSize} entries, which no head signed.` });
    else if (!fromHex(head.rootHash) || !verifyEntryInclusion(entry, proof, head)) problems.push({ at, message: `The entry is not in the tree the head signed at ${head.timestamp} was signed over: the entry or its proof was changed.` });
  });

  return { entries: entries.length, heads: heads.length, problems };
}

/** A problem as a line of the verifier's report. */
export function describeProblem(problem: RegistryProblem): string {
  const { at } = problem;
  const where = at.kind === 'header' ? 'header' : at.kind === 'head' ? `head signed at ${at.timestamp}` : `entry ${at.seq}${at.certificationId ? ` (${at.certificationId})` : ''}`;
  return `${where}: ${problem.message}`;
}
