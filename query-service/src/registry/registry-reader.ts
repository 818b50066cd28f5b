import type pg from 'pg';
import { REGISTRY_FORMAT_VERSION, REGISTRY_LOG_NAME, RegistryEntry, SignedTreeHead, type InclusionProof, type RegistryExportHeader } from '@certus/contracts';
import { MerkleTree, fromHex, toHex, type Hash } from '@certus/contracts/registry/merkle';
import { inclusionProofOf } from '@certus/contracts/registry/registry-log';

/** The registry's entries do not come to the root their signed head names: the read model is not the log that was signed. */
export class RegistryDriftError extends Error {}

export interface RegistryKeyInfo {
  keyId: string;
  publicKey: string;
}

/**
 * Reads the certificate registry (certificate-registry read model): its signed heads, an entry's proof in the latest
 * head, the consistency of two tree sizes, the export. The Merkle tree of the latest head is kept in this process and
 * made again when a newer head is published; each time it is made, its root is checked against the head's, so a
 * changed entry in the read model is an error here, never a proof that does not verify in a collector's browser.
 */
export class RegistryReader {
  private tree: { head: SignedTreeHead; tree: MerkleTree } | null = null;

  constructor(
    private readonly pool: pg.Pool,
    readonly keys: readonly RegistryKeyInfo[],
  ) {}

  async latestHead(): Promise<SignedTreeHead | null> {
    const { rows } = await this.pool.query<{ head: unknown }>('SELECT head FROM registry_heads ORDER BY head_no DESC LIMIT 1');
    return rows[0] ? SignedTreeHead.parse(rows[0].head) : null;
  }

  /** Each day's last head (the daily publication), oldest first; or every head of one day. */
  async heads(day?: string): Promise<SignedTreeHead[]> {
    const { rows } = day
      ? await this.pool.query<{ head: unknown }>('SELECT head FROM registry_heads WHERE day = $1 ORDER BY head_no', [day])
      : await this.pool.query<{ head: unknown }>('SELECT DISTINCT ON (day) head FROM registry_heads ORDER BY day, head_no DESC');
    return rows.map((r) => SignedTreeHead.parse(r.head));
  }

  /** Every head, in the order they were signed (the export's). */
  private async allHeads(): Promise<SignedTreeHead[]> {
    const { rows } = await this.pool.query<{ head: unknown }>('SELECT head FROM registry_heads ORDER BY head_no');
    return rows.map((r) => SignedTreeHead.parse(r.head));
  }

  /** The latest head and the tree of the entries it counts (null: no head yet). */
  private async latestTree(): Promise<{ head: SignedTreeHead; tree: MerkleTree } | null> {
    const head = await this.latestHead();
    if (!head) return null;
    // A later head over the same entries (a day's head of a quiet day) proves with the same tree.
    if (this.tree?.head.treeSize === head.treeSize && this.tree.head.rootHash === head.rootHash) return (this.tree = { head, tree: this.tree.tree });
    const { rows } = await this.pool.query<{ leaf_hash: string }>('SELECT leaf_hash FROM registry_entries WHERE seq < $1 ORDER BY seq', [head.treeSize]);
    const tree = new MerkleTree(rows.map((r) => fromHex(r.leaf_hash) as Hash));
    if (tree.size !== head.treeSize || toHex(tree.root()) !== head.rootHash) {
      throw new RegistryDriftError(`the registry's first ${head.treeSize} entries (${tree.size} found) do not come to the root of the head signed at ${head.timestamp}`);
    }
    this.tree = { head, tree };
    return this.tree;
  }

  /**
   * A certificate's entries (certified, and any later ones), each with its proof in the latest head, or null for one
   * logged since (it is in the next head). Null when the registry has no entry for it.
   */
  async certificateProof(certificationId: string): Promise<{ head: SignedTreeHead | null; entries: { entry: RegistryEntry; proof: InclusionProof | null }[] } | null> {
    const { rows } = await this.pool.query<{ seq: string; entry: string }>('SELECT seq, entry FROM registry_entries WHERE certification_id = $1 ORDER BY seq', [certificationId]);
    if (rows.length === 0) return null;
    const latest = await this.latestTree();
    return {
      head: latest?.head ?? null,
      entries: rows.map((row) => {
        const entry = RegistryEntry.parse(JSON.parse(row.entry));
        const counted = latest && entry.seq < latest.head.treeSize;
        return { entry, proof: counted ? inclusionProofOf(latest.tree, entry.seq, latest.head.treeSize) : null };
      }),
    };
  }

  /** The consistency proof between two tree sizes up to the latest head's (RFC 9162 2.1.4). */
  async consistency(first: number, second: number): Promise<{ head: SignedTreeHead; proof: string[] } | 'no-head' | 'beyond'> {
    const latest = await this.latestTree();
    if (!latest) return 'no-head';
    if (second > latest.head.treeSize || first > second) return 'beyond';
    return { head: latest.head, proof: latest.tree.consistencyProof(first, second).map(toHex) };
  }

  /**
   * The export as JSON lines (contracts RegistryExportHeader, then an entry a line with its proof in the latest head):
   * the tree made and checked first, then written a few thousand lines at a time. Null when no head has been signed.
   */
  async openExport(): Promise<{ head: SignedTreeHead; writeTo(write: (chunk: string) => Promise<void> | void): Promise<number> } | null> {
    const latest = await this.latestTree();
    if (!latest) return null;
    const heads = (await this.allHeads()).filter((h) => h.treeSize <= latest.head.treeSize);
    return {
      head: latest.head,
      writeTo: async (write) => {
        const header: RegistryExportHeader = { log: REGISTRY_LOG_NAME, version: REGISTRY_FORMAT_VERSION, keys: [...this.keys], heads };
        await write(`${JSON.stringify(header)}\n`);
        const PAGE = 2_000;
        for (let from = 0; from < latest.head.treeSize; from += PAGE) {
          const { rows } = await this.pool.query<{ entry: string }>('SELECT entry FROM registry_entries WHERE seq >= $1 AND seq < $2 ORDER BY seq', [from, Math.min(from + PAGE, latest.head.treeSize)]);
          // The entry as logged, byte for byte (its canonical JSON), with its proof.
          await write(rows.map((row, i) => `{"entry":${row.entry},"proof":${JSON.stringify(inclusionProofOf(latest.tree, from + i, latest.head.treeSize))}}\n`).join(''));
        }
        return latest.head.treeSize;
      },
    };
  }
}
