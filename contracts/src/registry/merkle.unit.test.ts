import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MerkleTree, emptyTreeHash, fromHex, leafHash, nodeHash, splitPoint, toHex, verifyConsistency, verifyInclusion, type Hash } from './merkle.ts';

// The reference data every Certificate Transparency implementation is checked against (RFC 6962's reference
// implementation's tests): eight entries, the root of each tree size, and some proofs over them.
const hex = (h: string) => fromHex(h)!;
const ENTRIES = ['', '00', '10', '2021', '3031', '40414243', '5051525354555657', '606162636465666768696a6b6c6d6e6f'].map(hex);
const ROOTS = [
  'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
  '6e340b9cffb37a989ca544e6bb780a2c78901d3fb33738768511a30617afa01d',
  'fac54203e7cc696cf0dfcb42c92a1d9dbaf70ad9e621f4bd8d98662f00e3c125',
  'aeb6bcfe274b70a14fb067a5e5578264db0fa9b51af5e0ba159158f329e06e77',
  'd37ee418976dd95753c1c73862b9398fa2a2cf9b4ff0fdfe8b30cd95209614b7',
  '4e3bbb1f7b478dcfe71fb631631519a3bca12c9aefca1612bfce4c13a86264d4',
  '76e67dadbcdf1e10e1b74ddc608abd2f98dfb16fbce75277b5232a127f2087ef',
  'ddb89be403809e325750d3d263cd78929c2942b7942a34b77e122c9594a74c8c',
  '5dc9da79a70659a9ad559cb701ded9a2ab9d823aad2f4960cfe370eff4604328',
];
const INCLUSION = [
  { index: 0, size: 8, proof: ['96a296d224f285c67bee93c30f8a309157f0daa35dc5b87e410b78630a09cfc7', '5f083f0a1a33ca076a95279832580db3e0ef4584bdff1f54c8a360f50de3031e', '6b47aaf29ee3c2af9af889bc1fb9254dabd31177f16232dd6aab035ca39bf6e4'] },
  { index: 5, size: 8, proof: ['bc1a0643b12e4d2d7c77918f44e0f4f79a838b6cf9ec5b5c283e1f4d88599e6b', 'ca854ea128ed050b41b35ffc1b87b8eb2bde461e9e3b5596ece6b9d5975a0ae0', 'd37ee418976dd95753c1c73862b9398fa2a2cf9b4ff0fdfe8b30cd95209614b7'] },
];
const CONSISTENCY = [
  { first: 1, second: 1, proof: [] as string[] },
  { first: 1, second: 8, proof: ['96a296d224f285c67bee93c30f8a309157f0daa35dc5b87e410b78630a09cfc7', '5f083f0a1a33ca076a95279832580db3e0ef4584bdff1f54c8a360f50de3031e', '6b47aaf29ee3c2af9af889bc1fb9254dabd31177f16232dd6aab035ca39bf6e4'] },
  { first: 6, second: 8, proof: ['0ebc5d3437fbe2db158b9f126a1d118e308181031d0a949f8dededebc558ef6a', 'ca854ea128ed050b41b35ffc1b87b8eb2bde461e9e3b5596ece6b9d5975a0ae0', 'd37ee418976dd95753c1c73862b9398fa2a2cf9b4ff0fdfe8b30cd95209614b7'] },
  { first: 2, second: 5, proof: ['5f083f0a1a33ca076a95279832580db3e0ef4584bdff1f54c8a360f50de3031e', 'bc1a0643b12e4d2d7c77918f44e0f4f79a838b6cf9ec5b5c283e1f4d88599e6b'] },
];
const reference = new MerkleTree(ENTRIES.map(leafHash));

/** MTH straight from RFC 9162's definition, with no shared work: the oracle for the tree's own. */
function definitionalRoot(leaves: readonly Hash[]): Hash {
  if (leaves.length === 0) return emptyTreeHash();
  if (leaves.length === 1) return leaves[0]!;
  const k = splitPoint(leaves.length);
  return nodeHash(definitionalRoot(leaves.slice(0, k)), definitionalRoot(leaves.slice(k)));
}

/** A copy of `hash` with one bit flipped. */
const flipped = (hash: Hash, bit: number): Hash => {
  const copy = Uint8Array.from(hash);
  copy[(bit >> 3) % copy.length]! ^= 1 << (bit & 7);
  return copy;
};

const leavesArb = (min: number) => fc.array(fc.uint8Array({ maxLength: 12 }), { minLength: min, maxLength: 70 }).map((entries) => entries.map(leafHash));

describe('the registry Merkle tree (RFC 9162 2.1)', () => {
  it('given the reference entries, when the tree of each size is taken, then its root is the reference root', () => {
    for (let size = 0; size <= 8; size++) expect(toHex(reference.rootAt(size))).toBe(ROOTS[size]);
    expect(toHex(reference.root())).toBe(ROOTS[8]);
  });

  it('given the reference entries, then the inclusion and consistency proofs are the reference ones, and verify', () => {
    for (const { index, size, proof } of INCLUSION) {
      expect(reference.inclusionProof(index, size).map(toHex)).toEqual(proof);
      expect(verifyInclusion(leafHash(ENTRIES[index]!), index, size, proof.map(hex), hex(ROOTS[size]!))).toBe(true);
    }
    for (const { first, second, proof } of CONSISTENCY) {
      expect(reference.consistencyProof(first, second).map(toHex)).toEqual(proof);
      expect(verifyConsistency(first, second, proof.map(hex), hex(ROOTS[first]!), hex(ROOTS[second]!))).toBe(true);
    }
  });

  it('given any leaves, then the root is the one the definition gives', () => {
    fc.assert(
      fc.property(leavesArb(0), (leaves) => {
        expect(toHex(new MerkleTree(leaves).root())).toBe(toHex(definitionalRoot(leaves)));
      }),
      { numRuns: 200 },
    );
  });

  it('given any tree and any leaf in any earlier size, then its inclusion proof verifies, and fails for another leaf, index, size or root', () => {
    fc.assert(
      fc.property(leavesArb(1), fc.nat(), fc.nat(), fc.nat(), (leaves, a, b, bit) => {
        const tree = new MerkleTree(leaves);
        const size = (a % leaves.length) + 1;
        const index = b % size;
        const proof = tree.inclusionProof(index, size);
        const root = tree.rootAt(size);
        expect(verifyInclusion(leaves[index]!, index, size, proof, root)).toBe(true);
        expect(verifyInclusion(flipped(leaves[index]!, bit), index, size, proof, root)).toBe(false);
        expect(verifyInclusion(leaves[index]!, index, size, proof, flipped(root, bit))).toBe(false);
        if (proof.length > 0) {
          const tampered = proof.map((h, i) => (i === bit % proof.length ? flipped(h, bit) : h));
          expect(verifyInclusion(leaves[index]!, index, size, tampered, root)).toBe(false);
          expect(verifyInclusion(leaves[index]!, index, size, proof.slice(1), root)).toBe(false);
        }
        expect(verifyInclusion(leaves[index]!, index, size, [...proof, root], root)).toBe(false);
        expect(verifyInclusion(leaves[index]!, size, size, proof, root)).toBe(false);
      }),
      { numRuns: 300 },
    );
  });

  it('given any two sizes of one log, then the consistency proof verifies between their roots, and fails for a changed root or proof', () => {
    fc.assert(
      fc.property(leavesArb(1), fc.nat(), fc.nat(), fc.nat(), (leaves, a, b, bit) => {
        const tree = new MerkleTree(leaves);
        const second = (a % leaves.length) + 1;
        const first = b % (second + 1);
        const proof = tree.consistencyProof(first, second);
        const [firstRoot, secondRoot] = [tree.rootAt(first), tree.rootAt(second)];
        expect(verifyConsistency(first, second, proof, firstRoot, secondRoot)).toBe(true);
        // The empty tree is extended by every tree: a proof from it says nothing of the later root.
        if (first > 0) {
          expect(verifyConsistency(first, second, proof, flipped(firstRoot, bit), secondRoot)).toBe(false);
          expect(verifyConsistency(first, second, proof, firstRoot, flipped(secondRoot, bit))).toBe(false);
        }
        if (proof.length > 0) {
          const tampered = proof.map((h, i) => (i === bit % proof.length ? flipped(h, bit) : h));
          expect(verifyConsistency(first, second, tampered, firstRoot, secondRoot)).toBe(false);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('given a log rewritten (one entry changed), then no consistency proof of the new log verifies against the old root', () => {
    fc.assert(
      fc.property(leavesArb(2), fc.nat(), fc.nat(), (leaves, a, b) => {
        const first = (a % (leaves.length - 1)) + 1;
        const changed = leaves.map((leaf, i) => (i === b % first ? flipped(leaf, b) : leaf));
        const oldRoot = new MerkleTree(leaves).rootAt(first);
        const rewritten = new MerkleTree(changed);
        expect(verifyConsistency(first, changed.length, rewritten.consistencyProof(first), oldRoot, rewritten.root())).toBe(false);
      }),
      { numRuns: 200 },
    );
  });

  it('given sizes out of range, then no proof is made and none verifies', () => {
    expect(() => reference.inclusionProof(8, 8)).toThrow(RangeError);
    expect(() => reference.inclusionProof(0, 9)).toThrow(RangeError);
    expect(() => reference.consistencyProof(9, 8)).toThrow(RangeError);
    expect(verifyInclusion(leafHash(ENTRIES[0]!), -1, 8, [], reference.root())).toBe(false);
    expect(verifyConsistency(8, 6, [], reference.root(), reference.rootAt(6))).toBe(false);
    expect(verifyConsistency(6, 8, [], reference.rootAt(6), reference.root())).toBe(false);
  });

  it('hex: written lower-case, read in either case, refused when not hexadecimal', () => {
    expect(toHex(Uint8Array.of(0, 15, 255))).toBe('000fff');
    expect(fromHex('000FfF')).toEqual(Uint8Array.of(0, 15, 255));
    expect(fromHex('abc')).toBeNull();
    expect(fromHex('zz')).toBeNull();
  });
});
