/**
 * npm run admin -- <command>: what an operator does by hand (issue [7/7]), against DATABASE_URL (or the running
 * embedded server of npm start). Each change is an event whose actor is the operator (operator:<login>@<host>).
 *
 *   create-staff --email E --first-name F --last-name L --role worker|editor|auditor [--password-stdin]
 *       a staff account, active at once; its password read from standard input, or made up and shown once
 *   grant-role --email E --role worker|editor|auditor
 *   revoke-role --email E          the account keeps signing in as a member; its tokens lose the role on refresh
 *   leaders                        which process runs each projection, reactor, the payment reconciler and the
 *                                  registry's head signer (none: nothing runs it)
 *
 * Exit status: 0 done, 1 refused (the reason is printed), 2 wrong usage.
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import { DomainError, STAFF_ROLES, isMemberRole, type StaffRole } from '@certus/contracts';
import { PostgresEventStore, ValidationFailed, applicationNameOf, createPool, cryptoSecrets, databaseUrl, leaderLockHolders, randomIds, systemClock } from '@certus/infra';
import { createStaffAccount, grantStaffRole, revokeStaffRole, type Operator, type StaffAccountDeps } from '@certus/command-service/admin/staff-accounts';
import { argon2Passwords } from '@certus/command-service/members/password-hasher';
import { PAYMENT_RECONCILER_LOCK } from '@certus/command-service/payments/payment-reconciler';
import { MAIL_REACTOR_NAMES, REGISTRY_HEAD_SIGNER_LOCK, allProjections, allReactors, leaderLockKey, reactorLeaderLockKey } from '@certus/projections';

const USAGE = `usage: npm run admin -- create-staff --email E --first-name F --last-name L --role ${STAFF_ROLES.join('|')} [--password-stdin]
       npm run admin -- grant-role --email E --role ${STAFF_ROLES.join('|')}
       npm run admin -- revoke-role --email E
       npm run admin -- leaders`;

class UsageError extends Error {}

const { positionals, values } = parseArgs({
  allowPositionals: true,
  strict: false,
  options: {
    email: { type: 'string' },
    'first-name': { type: 'string' },
    'last-name': { type: 'string' },
    role: { type: 'string' },
    'password-stdin': { type: 'boolean', default: false },
  },
});

const text = (name: string) => {
  const value = values[name];
  if (typeof value !== 'string' || value.trim() === '') throw new UsageError(`--${name} is required.`);
  return value;
};
const staffRole = (): StaffRole => {
  const role = text('role');
  if (!isMemberRole(role) || role === 'authenticated') throw new UsageError(`--role must be one of ${STAFF_ROLES.join(', ')}.`);
  return role;
};

async function readStandardInput(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8').replace(/\r?\n$/, '');
}

const operator: Operator = { login: os.userInfo().username, host: os.hostname() };
const pool = createPool(databaseUrl(), 4, applicationNameOf('admin'));
let exitCode = 0;
try {
  await PostgresEventStore.ensureSchema(pool);
  const deps: StaffAccountDeps = { store: new PostgresEventStore(pool, systemClock, randomIds), clock: systemClock, ids: randomIds, secrets: cryptoSecrets, passwords: argon2Passwords() };
  const [command] = positionals;
  switch (command) {
    case 'create-staff': {
      const email = text('email');
      const made = values['password-stdin'] ? null : cryptoSecrets.token(18);
      const password = made ?? (await readStandardInput());
      const role = staffRole();
      await createStaffAccount(deps, { email, firstname: text('first-name'), lastname: text('last-name'), role, password }, operator);
      console.log(`Created ${email}, active, role ${role}.`);
      if (made) console.log(`Password (shown once; give it to them privately, and have them change it under My Account): ${made}`);
      break;
    }
    case 'grant-role': {
      const email = text('email');
      const role = staffRole();
      console.log((await grantStaffRole(deps, email, role, operator)) ? `${email} now has the role ${role}.` : `${email} already had the role ${role}; nothing recorded.`);
      break;
    }
    case 'revoke-role': {
      const email = text('email');
      console.log(
        (await revokeStaffRole(deps, email, operator))
          ? `${email} is a member again. Tokens issued before keep the role until they expire (ACCESS_TOKEN_TTL_SECONDS).`
          : `${email} had no staff role; nothing recorded.`,
      );
      break;
    }
    case 'leaders': {
      const keys = new Map<string, string>([
        ...allProjections.map((p) => [leaderLockKey(p.name), `projection ${p.name}`] as const),
        ...[...allReactors(deps.store).map((r) => r.name), ...MAIL_REACTOR_NAMES].map((name) => [reactorLeaderLockKey(name), `reactor ${name}`] as const),
        [PAYMENT_RECONCILER_LOCK, 'payment reconciler'],
        [REGISTRY_HEAD_SIGNER_LOCK, 'registry head signer'],
      ]);
      const holders = new Map((await leaderLockHolders(pool, [...keys.keys()])).map((h) => [h.lockKey, h]));
      const width = Math.max(...[...keys.values()].map((label) => label.length));
      for (const [key, label] of keys) {
        const holder = holders.get(key);
        console.log(`${label.padEnd(width)}  ${holder ? `${holder.applicationName || '(unnamed connection)'} from ${holder.clientAddress ?? 'a local socket'}, connected ${holder.connectedAt}` : 'none: nothing runs it'}`);
      }
      break;
    }
    default:
      throw new UsageError(command ? `Unknown command "${command}".` : 'Which command?');
  }
} catch (error) {
  exitCode = error instanceof UsageError ? 2 : 1;
  if (error instanceof UsageError) console.error(`${error.message}\n${USAGE}`);
  else if (error instanceof ValidationFailed) console.error(Object.values(error.body.modelState ?? {}).flat().join('\n') || error.message);
  else if (error instanceof DomainError) console.error(error.message + (positionals[0] === 'create-staff' && error.field === 'email' ? ' To make that account staff: npm run admin -- grant-role.' : ''));
  else throw error;
} finally {
  await pool.end();
}
// Said outright: a library loaded on the way (the event store's listener, argon2's threads) may keep the process
// up, or leave its exit status at 0.
process.exit(exitCode);
