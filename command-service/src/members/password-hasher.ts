import { hash, verify } from '@node-rs/argon2';

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** With no stored hash (unknown account) it still does the work, so both answers take as long. */
  verify(storedHash: string | undefined, password: string): Promise<boolean>;
}

/** argon2id with the library's defaults (m=19 MiB, t=2, p=1: OWASP's recommended minimum). */
export function argon2Passwords(): PasswordHasher {
  let dummyHash: Promise<string> | undefined;
  return {
    hash: (password) => hash(password),
    verify: async (storedHash, password) => {
      if (storedHash === undefined) {
        dummyHash ??= hash('certus-dummy-password-for-timing');
        await verify(await dummyHash, password).catch(() => false);
        return false;
      }
      try {
        return await verify(storedHash, password);
      } catch {
        return false;
      }
    },
  };
}
