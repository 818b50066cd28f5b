import { sha256 } from '@noble/hashes/sha2';

/**
 * The Merkle tree of the certificate registry, as Certificate Transparency defines it (RFC 9162, section 2.1): the
 * tree head a day's entries come to, the inclusion proof of an entry, the consistency proof between two tree heads,
 * and their verification. Pure and synchronous (SHA-256 in JavaScript), so the server that proves, the offline
 * verifier and the browser that checks a certificate's proof run this one module.
 *
 * Hashes are 32-byte Uint8Arrays. A leaf's hash is SHA-256(0x00 || entry); an inner node's, SHA-256(0x01 || left ||
 * right): the prefixes keep a leaf from passing for a node (second-preimage resistance, RFC 9162 2.1.1).
 */

export type Hash = Uint8Array;

const LEAF_PREFIX = Uint8Array.of(0x00);
const NODE_PREFIX = Uint8Array.of(0x01);

function concat(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** The hash of a leaf: an entry's bytes as the registry logged them. */
export const leafHash = (entry: Uint8Array): Hash => sha256(concat(LEAF_PREFIX, entry));

/** The hash of an inner node from its two children. */
export const nodeHash = (left: Hash, right: Hash): Hash => sha256(concat(NODE_PREFIX, left, right));

/** The hash of the empty tree: SHA-256 of nothing. */
export const emptyTreeHash = (): Hash => sha256(new Uint8Array(0));

export const sameHash = (a: Hash, b: Hash): boolean => a.length === b.length && a.every((byte, i) => byte === b[i]);

/** The largest power of two smaller than n (n > 1): where the tree of n leaves splits (RFC 9162 2.1.1). */
export function splitPoint(n: number): number {
  let k = 1;
  while (k * 2 < n) k *= 2;
  return k;
}

/**
 * The tree over some leaf hashes (the log's first n entries), with the hash of every complete subtree computed once
 * (MTH of D[start:end] for the ranges the recursion visits), so that a head, a proof or several proofs over the
 * same leaves cost O(n) hashes in all.
 */
export class MerkleTree {
  private readonly memo = new Map<string, Hash>();

  constructor(private readonly leaves: readonly Hash[]) {}

  get size(): number {
    return this.leaves.length;
  }

  /** MTH(D[n]): the tree head's root hash. */
  root(): Hash {
    return this.leaves.length === 0 ? emptyTreeHash() : this.rangeHash(0, this.leaves.length);
  }

  /** MTH(D[0:size]): the root of the tree the log had when it held its first `size` entries. */
  rootAt(size: number): Hash {
    this.checkSize(size);
    return size === 0 ? emptyTreeHash() : this.rangeHash(0, size);
  }

  /** PATH(index, D[size]): the inclusion proof of leaf `index` in the tree of the first `size` leaves (RFC 9162 2.1.3.1). */
  inclusionProof(index: number, size: number = this.leaves.length): Hash[] {
    this.checkSize(size);
    if (!Number.isInteger(index) || index < 0 || index >= size) throw new RangeError(`leaf ${index} is not in a tree of ${size}`);
    const path: Hash[] = [];
    this.path(index, 0, size, path);
    return path;
  }

  /** PROOF(first, D[second]): the consistency proof from the tree of `first` leaves to that of `second` (RFC 9162 2.1.4.1). */
  consistencyProof(first: number, second: number = this.leaves.length): Hash[] {
    this.checkSize(second);
    if (!Number.isInteger(first) || first < 0 || first > second) throw new RangeError(`a tree of ${first} cannot come before one of ${second}`);
    const proof: Hash[] = [];
    if (first > 0 && first < second) this.subproof(first, 0, second, true, proof);
    return proof;
  }

  private checkSize(size: number): void {
    if (!Number.isInteger(size) || size < 0 || size > this.leaves.length) throw new RangeError(`no tree of ${size} leaves: the log holds ${this.leaves.length}`);
  }

  /** MTH(D[start:end]), end > start. */
  private rangeHash(start: number, end: number): Hash {
    if (end - start === 1) return this.leaves[start]!;
    const key = `${start}:${end}`;
    const known = this.memo.get(key);
    if (known) return known;
    const k = splitPoint(end - start);
    const hash = nodeHash(this.rangeHash(start, start + k), this.rangeHash(start + k, end));
    this.memo.set(key, hash);
    return hash;
  }

  /** PATH(m, D[start:end]) appended to `out`, m relative to start. */
  private path(m: number, start: number, end: number, out: Hash[]): void {
    const n = end - start;
    if (n === 1) return;
    const k = splitPoint(n);
    if (m < k) {
      this.path(m, start, start + k, out);
      out.push(this.rangeHash(start + k, end));
    } else {
      this.path(m - k, start + k, end, out);
      out.push(this.rangeHash(start, start + k));
    }
  }

  /** SUBPROOF(m, D[start:end], b) appended to `out`. */
  private subproof(m: number, start: number, end: number, whole: boolean, out: Hash[]): void {
    const n = end - start;
    if (m === n) {
      if (!whole) out.push(this.rangeHash(start, end));
      return;
    }
    const k = splitPoint(n);
    if (m <= k) {
      this.subproof(m, start, start + k, whole, out);
      out.push(this.rangeHash(start + k, end));
    } else {
      this.subproof(m - k, start + k, end, false, out);
      out.push(this.rangeHash(start, start + k));
    }
  }
}

const isSet = (n: number) => (n & 1) === 1;

/** RFC 9162's "right-shift both fn and sn equally until either LSB(fn) is set or fn is 0". */
function shiftToSetBit(fn: number, sn: number): [number, number] {
  while (!isSet(fn) && fn !== 0) {
    fn >>= 1;
    sn >>= 1;
  }
  return [fn, sn];
}

/**
 * Whether `proof` shows the leaf of hash `leaf` at `index` in the tree of `size` leaves whose root is `root`
 * (RFC 9162 2.1.3.2). Sizes are below 2^31 here (bit operations on numbers).
 */
export function verifyInclusion(leaf: Hash, index: number, size: number, proof: readonly Hash[], root: Hash): boolean {
  if (!Number.isInteger(index) || !Number.isInteger(size) || index < 0 || index >= size || size >= 2 ** 31) return false;
  let fn = index;
  let sn = size - 1;
  let r = leaf;
  for (const p of proof) {
    if (sn === 0) return false;
    if (isSet(fn) || fn === sn) {
      r = nodeHash(p, r);
      [fn, sn] = shiftToSetBit(fn, sn);
    } else {
      r = nodeHash(r, p);
    }
    fn >>= 1;
    sn >>= 1;
  }
  return sn === 0 && sameHash(r, root);
}

/**
 * Whether `proof` shows that the tree of `second` leaves with root `secondRoot` extends the tree of `first` leaves
 * with root `firstRoot`: the log only appended (RFC 9162 2.1.4.2). Equal sizes need an empty proof and equal roots;
 * the empty tree is extended by every tree.
 */
export function verifyConsistency(first: number, second: number, proof: readonly Hash[], firstRoot: Hash, secondRoot: Hash): boolean {
  if (!Number.isInteger(first) || !Number.isInteger(second) || first < 0 || first > second || second >= 2 ** 31) return false;
  if (first === second) return proof.length === 0 && sameHash(firstRoot, secondRoot);
  if (first === 0) return proof.length === 0 && sameHash(firstRoot, emptyTreeHash());
  if (proof.length === 0) return false;
  const path = (first & (first - 1)) === 0 ? [firstRoot, ...proof] : [...proof];
  let fn = first - 1;
  let sn = second - 1;
  while (isSet(fn)) {
    fn >>= 1;
    sn >>= 1;
  }
  let fr = path[0]!;
  let sr = path[0]!;
  for (const c of path.slice(1)) {
    if (sn === 0) return false;
    if (isSet(fn) || fn === sn) {
      fr = nodeHash(c, fr);
      sr = nodeHash(c, sr);
      [fn, sn] = shiftToSetBit(fn, sn);
    } else {
      sr = nodeHash(sr, c);
    }
    fn >>= 1;
    sn >>= 1;
  }
  return sameHash(fr, firstRoot) && sameHash(sr, secondRoot) && sn === 0;
}

/** Lower-case hexadecimal, as the registry's documents and the API write hashes. */
export const toHex = (bytes: Uint8Array): string => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

/** The bytes of a hexadecimal string (of even length, 0-9 a-f in either case), or null when it is not one. */
export function fromHex(hex: string): Uint8Array | null {
  if (hex.length % 2 !== 0 || !/^[0-9a-fA-F]*$/.test(hex)) return null;
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = Number.parseInt(hex.slice(2 * i, 2 * i + 2), 16);
  return out;
}
