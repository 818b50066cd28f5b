import { createHash } from 'node:crypto';

/** A person of the local demo provider, with the claims it releases (scopes openid, email, profile). */
export interface DevAccount {
  /** The subject identifier; stable for an e-mail address. */
  sub: string;
  email: string;
  emailVerified: boolean;
  givenName?: string;
  familyName?: string;
}

/** An account known before anyone signs in, e.g. a test's person whose e-mail the provider has not verified. */
export interface DevAccountSeed {
  email: string;
  emailVerified?: boolean;
  givenName?: string;
  familyName?: string;
  sub?: string;
}

const normalise = (email: string) => email.trim().toLowerCase();
/** The same address always gets the same subject, across restarts of the provider too. */
export const devSubjectFor = (email: string) => `dev-${createHash('sha256').update(normalise(email)).digest('hex').slice(0, 24)}`;

/**
 * The people of the dev provider, in memory: any e-mail address signs in (no password), verified unless a
 * seed says otherwise. Names typed on the sign-in page replace the ones known.
 */
export class DevAccounts {
  private readonly bySub = new Map<string, DevAccount>();
  private readonly subByEmail = new Map<string, string>();

  constructor(seeds: DevAccountSeed[] = []) {
    for (const seed of seeds) {
      this.save({
        sub: seed.sub ?? devSubjectFor(seed.email),
        email: normalise(seed.email),
        emailVerified: seed.emailVerified ?? true,
        ...(seed.givenName ? { givenName: seed.givenName } : {}),
        ...(seed.familyName ? { familyName: seed.familyName } : {}),
      });
    }
  }

  find(sub: string): DevAccount | undefined {
    return this.bySub.get(sub);
  }

  signIn(email: string, names: { givenName?: string; familyName?: string } = {}): DevAccount {
    const address = normalise(email);
    const known = this.bySub.get(this.subByEmail.get(address) ?? '');
    const account: DevAccount = {
      ...(known ?? { sub: devSubjectFor(address), email: address, emailVerified: true }),
      ...(names.givenName?.trim() ? { givenName: names.givenName.trim() } : {}),
      ...(names.familyName?.trim() ? { familyName: names.familyName.trim() } : {}),
    };
    this.save(account);
    return account;
  }

  private save(account: DevAccount) {
    this.bySub.set(account.sub, account);
    this.subByEmail.set(account.email, account.sub);
  }
}
