import { registryKeyOf } from '@certus/contracts/registry/registry-log';

/**
 * npm run registry:public-key -- <signing key hex>: prints the public key of a registry signing key (REGISTRY_SIGNING_KEY)
 * and the id its heads name it by, for REGISTRY_PUBLIC_KEY and for anyone who checks the registry. Without an argument,
 * reads REGISTRY_SIGNING_KEY.
 */
const seed = process.argv[2] ?? process.env.REGISTRY_SIGNING_KEY;
if (!seed) {
  console.error('usage: npm run registry:public-key -- <REGISTRY_SIGNING_KEY>   (32 bytes in hex; or set REGISTRY_SIGNING_KEY)');
  process.exit(2);
}
try {
  const key = registryKeyOf({ registrySigningKey: seed, registryKeyId: process.env.REGISTRY_KEY_ID || undefined })!;
  console.log(`REGISTRY_PUBLIC_KEY=${key.publicKey}\nkey id: ${key.keyId}`);
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}
