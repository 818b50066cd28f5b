import type { AddressInfo } from 'node:net';
import { PostgresEventStore, PostgresTestGatewayLedger, TestPaymentGateway, createLogger, createPool, createServiceApp, loadPlatformConfig, randomIds, systemClock, type PaymentGateway } from '@certus/infra';
import { commandRouter, composeCommandService } from '@certus/command-service';
import { TEST_JWT_SECRET, TEST_PUBLIC_ORIGIN } from './test-platform.ts';

/**
 * The command service in a process of its own, for the payment crash tests: it kills itself with SIGKILL (no
 * clean-up, no flush: as a power cut would) at the point of a payment that CRASH names, on the first gateway
 * call of that kind:
 * - before-charge / after-charge: just before the gateway is asked to charge, or right after it answered;
 * - before-refund / after-refund: the same around a refund.
 * Env: DATABASE_URL and SMTP_URL of the test platform it stands beside. Prints "listening <port>" when ready.
 */
type Crash = 'before-charge' | 'after-charge' | 'before-refund' | 'after-refund';
const crash = process.env.CRASH as Crash;
const die = (): never => {
  process.kill(process.pid, 'SIGKILL');
  throw new Error('unreachable');
};

const pool = createPool(process.env.DATABASE_URL!, 10);
const store = new PostgresEventStore(pool, systemClock, randomIds);
const real = new TestPaymentGateway(systemClock, randomIds, await PostgresTestGatewayLedger.create(pool));
const crashing: PaymentGateway = {
  name: real.name,
  storeCard: (card) => real.storeCard(card),
  storeBankAccount: (account) => real.storeBankAccount(account),
  findCharge: (key) => real.findCharge(key),
  async charge(request) {
    if (crash === 'before-charge') die();
    const answer = await real.charge(request);
    if (crash === 'after-charge') die();
    return answer;
  },
  async refund(request) {
    if (crash === 'before-refund') die();
    const answer = await real.refund(request);
    if (crash === 'after-refund') die();
    return answer;
  },
};

const logger = createLogger('crash-child', 'silent');
const config = loadPlatformConfig(0, {});
const deps = await composeCommandService({
  config: {
    ...config,
    publicOrigin: TEST_PUBLIC_ORIGIN,
    rateLimits: { tokenPerMinute: 100_000, accountPerMinute: 100_000 },
    jwtSecret: TEST_JWT_SECRET,
    altchaHmacKey: 'test-altcha-key',
    smtpUrl: process.env.SMTP_URL!,
  },
  pool,
  store,
  logger,
  payments: crashing,
});
const app = createServiceApp({ logger, ids: randomIds, tokens: deps.tokens, publicOrigin: TEST_PUBLIC_ORIGIN, routers: [commandRouter(deps)] });
const server = app.listen(0, '127.0.0.1', () => console.log(`listening ${(server.address() as AddressInfo).port}`));
