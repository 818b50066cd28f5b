import * as ed from '@noble/ed25519';
import { sha512 } from '@noble/hashes/sha2';
import { canonicalBytes } from './canonical-json.ts';
import { MerkleTree, fromHex, leafHash, toHex, verifyInclusion, type Hash } from './merkle.ts';
import { NO_PREVIOUS_ENTRY, REGISTRY_FORMAT_VERSION, REGISTRY_LOG_NAME, RegistryEntry, TreeHead, type InclusionProof, type SignedTreeHead } from './registry-schemas.ts';

export * from './registry-schemas.ts';

// Ed25519 here is synchronous, with @noble/hashes' SHA-512: the browser checks a proof without waiting on WebCrypto.
ed.etc.sha512Sync = (...messages) => sha512(ed.etc.concatBytes(...messages));

/**
 * The certificate registry's log (issue [5/7]): every certification, re-certification and revocation, in the order
 * the registry logged them, each naming the hash of the one before (a chain), all of them the leaves of a Merkle tree
 * (merkle.ts) whose head is signed each day. What anyone can check offline, with nothing but an export and the
 * registry's public key: every link, every proof, every signature.
 *
 * An entry holds the certificate and nothing about its owner: no member, no order, no personal collection's name.
 */




/** The bytes of an entry as the log hashes them: its canonical JSON. */
export const entryBytes = (entry: RegistryEntry): Uint8Array => canonicalBytes(entry);
export const entryLeafHash = (entry: RegistryEntry): Hash => leafHash(entryBytes(entry));

/** The entry that follows `previous` in the log (null: the first), for a certificate's record. */
export function nextRegistryEntry(previous: RegistryEntry | null, record: Omit<RegistryEntry, 'seq' | 'previous'>): RegistryEntry {
  return RegistryEntry.parse({
    ...record,
    seq: previous ? previous.seq + 1 : 0,
    previous: previous ? toHex(entryLeafHash(previous)) : NO_PREVIOUS_ENTRY,
  });
}


/** What is signed: the head, named as this log's and this format's, so a signature cannot be taken for another's. */
export const treeHeadMessage = (head: TreeHead): Uint8Array =>
  canonicalBytes({ log: REGISTRY_LOG_NAME, version: REGISTRY_FORMAT_VERSION, ...TreeHead.parse(head) });

/** The public key of a 32-byte Ed25519 private key (its seed), both in hexadecimal. */
export const registryPublicKey = (privateKeyHex: string): string => toHex(ed.getPublicKey(keyBytes(privateKeyHex, 'private key')));

/** The id a key goes by when none is configured: `registry-` and the start of its public key. */
export const defaultRegistryKeyId = (publicKeyHex: string): string => `registry-${publicKeyHex.slice(0, 12)}`;

/**
 * The registry's key as configured: the signing key (a signer), else the public key alone (a reader), with its id.
 * Null when neither is set; a malformed key is refused with a message naming the variable.
 */
export function registryKeyOf(config: { registrySigningKey?: string | undefined; registryPublicKey?: string | undefined; registryKeyId?: string | undefined }): { keyId: string; publicKey: string; privateKey?: string } | null {
  const hex64 = /^[0-9a-fA-F]{64}$/;
  if (config.registrySigningKey !== undefined && !hex64.test(config.registrySigningKey)) throw new Error('REGISTRY_SIGNING_KEY must be 32 bytes in hexadecimal (openssl rand -hex 32).');
  if (config.registryPublicKey !== undefined && !hex64.test(config.registryPublicKey)) throw new Error('REGISTRY_PUBLIC_KEY must be 32 bytes in hexadecimal (the public key of REGISTRY_SIGNING_KEY).');
  const privateKey = config.registrySigningKey?.toLowerCase();
  const publicKey = privateKey ? registryPublicKey(privateKey) : config.registryPublicKey?.toLowerCase();
  if (!publicKey) return null;
  if (privateKey && config.registryPublicKey && config.registryPublicKey.toLowerCase() !== publicKey) throw new Error('REGISTRY_PUBLIC_KEY is not the public key of REGISTRY_SIGNING_KEY.');
  return { keyId: config.registryKeyId ?? defaultRegistryKeyId(publicKey), publicKey, ...(privateKey ? { privateKey } : {}) };
}

export function signTreeHead(head: TreeHead, privateKeyHex: string): SignedTreeHead {
  const signature = ed.sign(treeHeadMessage(head), keyBytes(privateKeyHex, 'private key'));
  return { ...TreeHead.parse(head), signature: toHex(signature) };
}

/** Whether the head was signed by the key (a 32-byte Ed25519 public key in hexadecimal). */
export function verifyTreeHeadSignature(head: SignedTreeHead, publicKeyHex: string): boolean {
  const { signature, ...unsigned } = head;
  const signatureBytes = fromHex(signature);
  const key = fromHex(publicKeyHex);
  if (!signatureBytes || signatureBytes.length !== 64 || !key || key.length !== 32) return false;
  try {
    return ed.verify(signatureBytes, treeHeadMessage(unsigned), key);
  } catch {
    return false;
  }
}

function keyBytes(hex: string, what: string): Uint8Array {
  const bytes = fromHex(hex);
  if (!bytes || bytes.length !== 32) throw new Error(`the registry's ${what} must be 32 bytes in hexadecimal`);
  return bytes;
}


export function inclusionProofOf(tree: MerkleTree, leafIndex: number, treeSize: number): InclusionProof {
  return { leafIndex, treeSize, path: tree.inclusionProof(leafIndex, treeSize).map(toHex) };
}

/** Whether the proof shows the entry in the tree of the head (of the proof's size). */
export function verifyEntryInclusion(entry: RegistryEntry, proof: InclusionProof, head: Pick<TreeHead, 'treeSize' | 'rootHash'>): boolean {
  const root = fromHex(head.rootHash);
  const path = proof.path.map(fromHex);
  if (!root || path.some((p) => p === null) || proof.treeSize !== head.treeSize || proof.leafIndex !== entry.seq) return false;
  return verifyInclusion(entryLeafHash(entry), proof.leafIndex, proof.treeSize, path as Hash[], root);
}

