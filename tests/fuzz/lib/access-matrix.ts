import fc from 'fast-check';
import { compareCheckpoints, custodyMessages } from '@certus/contracts';
import { allProjections, allReactors, readCheckpoint, readReactorCheckpoint } from '@certus/projections';
import { validCase, type FuzzCase } from './cases.ts';
import { examples } from './examples.ts';
import { materialize } from './materialize.ts';
import { judge } from './oracle.ts';
import { fuzzOperations, type FuzzOperation } from './operations.ts';
import { STAFF_ROLES, type StaffRole } from '@certus/contracts';
import { PRINCIPALS, readRouteTable, type GuardAnswer, type Principal } from './route-table.ts';
import { Ref, type RefKind, type Template } from './values.ts';
import { describeWire, send, type WireResponse } from './wire.ts';
import type { Actor, ActorName, FuzzWorld, ResolveContext } from './world.ts';
import { writtenHead } from '../../support/written-head.ts';

/**
 * Who may touch whose data, tried on every endpoint that takes an id. The endpoints, their ids and who
 * each route lets in all come from declarations: the id slots are the operation's path parameters and body
 * fields that name someone's object (read from the OpenAPI document by name, as the fuzz reads them), and
 * the expected answer per caller comes from the route's own guards (requireUser / requireRole, read from
 * the router stack) and the document's `bearer`. Member A owns the objects; the callers are nobody, member
 * B (role 'authenticated', with objects of their own) and every staff role (its demo account).
 */

/** Kinds of ids that name an object someone owns (gift card codes and unsubscribe links are bearer secrets by design, census books public). */
const OWNED_KINDS = ['orderId', 'addressId', 'payMethodId', 'comicId', 'memberId'] as const satisfies readonly RefKind[];
type OwnedKind = (typeof OWNED_KINDS)[number];
const ownedKindOf = (kind: RefKind): OwnedKind | undefined => (kind === 'orderIdWithBalance' ? 'orderId' : (OWNED_KINDS as readonly RefKind[]).includes(kind) ? (kind as OwnedKind) : undefined);

export interface IdSlotRequest {
  operation: FuzzOperation;
  kind: OwnedKind;
  template: FuzzCase;
}

export interface Attempt {
  operationId: string;
  method: string;
  path: string;
  kind: OwnedKind | 'none';
  principal: Principal | 'owner';
  expected: string;
  status: number;
  request: string;
  problem?: string;
}

export interface MatrixReport {
  routes: number;
  operations: number;
  idTakingEndpoints: string[];
  attempts: Attempt[];
  leaks: Attempt[];
  /** Other wrong answers: a 5xx, a shapeless 4xx, a guard not answering as declared, an owner's own read refused. */
  wrongAnswers: Attempt[];
  readModelChanges: string[];
}

function refsOf(value: unknown, found: Ref[] = []): Ref[] {
  if (value instanceof Ref) found.push(value);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) refsOf(v, found);
  return found;
}

/** A made-up id of the same shape as `id` (digits for digits, letters for letters), so it reads as "unknown", not "malformed". */
export function unknownTwin(id: string): string {
  const shift = (ch: string, base: string, size: number) => String.fromCharCode(base.charCodeAt(0) + ((ch.charCodeAt(0) - base.charCodeAt(0) + 7) % size));
  return id.replace(/[0-9]/g, (c) => shift(c, '0', 10)).replace(/[a-z]/g, (c) => shift(c, 'a', 26)).replace(/[A-Z]/g, (c) => shift(c, 'A', 26));
}

/** For each operation, one valid request per kind of owned id it takes (sampled with a fixed seed from the same generators as the fuzz). */
export function idSlotRequests(world: FuzzWorld, operations: FuzzOperation[]): IdSlotRequest[] {
  const exampleOf = examples(world.catalogue);
  const found: IdSlotRequest[] = [];
  for (const operation of operations) {
    const samples = fc.sample(validCase(operation, exampleOf[operation.operationId]), { seed: 7, numRuns: 40 });
    const byKind = new Map<OwnedKind, FuzzCase>();
    for (const sample of samples) {
      for (const ref of refsOf([sample.params, sample.query, sample.body])) {
        const kind = ownedKindOf(ref.kind);
        if (kind && !byKind.has(kind)) byKind.set(kind, sample);
      }
    }
    for (const [kind, template] of byKind) found.push({ operation, kind, template });
  }
  return found;
}

/**
 * A certificate imported from before orders were kept online has no custody timeline: its owner's custody read
 * answers 404 with that reason, the documented answer, not a refusal. (Member A's demo comics are all imported.)
 */
function noCustodyKept(slot: IdSlotRequest, response: WireResponse): boolean {
  if (slot.kind !== 'comicId' || !slot.operation.path.endsWith('/custody') || response.status !== 404) return false;
  try {
    return (JSON.parse(response.text) as { message?: unknown }).message === custodyMessages.noTimeline;
  } catch {
    return false;
  }
}

interface Owner {
  actor: Actor;
  ids: Record<OwnedKind, string[]>;
}

function ownerOf(world: FuzzWorld): Owner {
  const a = world.actor('memberA');
  const mine = <T extends { memberId: string | null }>(list: T[]) => list.filter((x) => x.memberId === a.memberId);
  return {
    actor: a,
    ids: {
      orderId: mine(world.objects.orders).map((o) => o.orderId),
      addressId: mine(world.objects.addresses).map((x) => x.id),
      payMethodId: mine(world.objects.payMethods).map((x) => x.id),
      comicId: mine(world.objects.comics).map((x) => x.id),
      memberId: [a.memberId],
    },
  };
}

/** Everything in the read models about member A: each table's rows that name A's id or one of A's orders. */
async function readModelsOf(world: FuzzWorld, owner: Owner): Promise<Map<string, string>> {
  const pool = world.platform.pool;
  const { rows: columns } = await pool.query<{ table_name: string; column_name: string }>(
    `SELECT table_name, column_name FROM information_schema.columns
     WHERE table_schema = 'public' AND column_name IN ('member_id', 'purchaser_member_id', 'order_id')
       AND table_name NOT LIKE '%checkpoint%'`,
  );
  const snapshot = new Map<string, string>();
  for (const { table_name: table, column_name: column } of columns) {
    const value = column === 'order_id' ? owner.ids.orderId : [owner.actor.memberId];
    const { rows } = await pool.query(`SELECT to_jsonb(t)::text AS row FROM "${table}" t WHERE "${column}" = ANY($1) ORDER BY 1`, [value]);
    snapshot.set(`${table}.${column}`, rows.map((r) => r.row).join('\n'));
  }
  return snapshot;
}

/**
 * Waits until every projection and reactor has read the whole log and nothing new came in meanwhile (reactors
 * append events of their own), so that a change seen after the attempts is theirs and not left over from set-up.
 */
async function settled(world: FuzzWorld) {
  const { pool, store } = world.platform;
  const reactors = allReactors(store).map((r) => r.name);
  const deadline = Date.now() + 15_000; // a bound on a busy machine, not a timing assertion
  for (;;) {
    const head = await writtenHead(pool);
    const positions = [...(await Promise.all(allProjections.map((p) => readCheckpoint(pool, p.name)))), ...(await Promise.all(reactors.map((r) => readReactorCheckpoint(pool, r))))];
    const caughtUp = positions.every((p) => compareCheckpoints(p, head) >= 0);
    if (caughtUp && compareCheckpoints(await writtenHead(pool), head) === 0) return;
    if (Date.now() > deadline) throw new Error('the projections and reactors did not catch up with the log');
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Events appended after `position` whose stream or data names one of A's ids. */
async function eventsTouching(world: FuzzWorld, owner: Owner, position: string): Promise<string[]> {
  const needles = [owner.actor.memberId, ...owner.ids.orderId, ...owner.ids.addressId, ...owner.ids.payMethodId, ...owner.ids.comicId];
  const { rows } = await world.platform.pool.query<{ stream_id: string; type: string; data: string }>(
    'SELECT stream_id, type, data::text AS data FROM events WHERE global_position > $1 ORDER BY global_position',
    [position],
  );
  return rows.filter((r) => needles.some((n) => r.stream_id.includes(n) || r.data.includes(n))).map((r) => `${r.type} in ${r.stream_id}`);
}

async function headPosition(world: FuzzWorld): Promise<string> {
  const { rows } = await world.platform.pool.query<{ p: string | null }>('SELECT max(global_position)::text AS p FROM events');
  return rows[0]!.p ?? '0';
}

/** A body without what differs on every answer (correlation ids, read positions). */
function comparable(response: WireResponse): string {
  try {
    const body = JSON.parse(response.text) as unknown;
    return `${response.status} ${JSON.stringify(body, (key, value: unknown) => (key === 'correlationId' || key === 'position' ? undefined : value))}`;
  } catch {
    return `${response.status} ${response.text}`;
  }
}

/** Who tries as each principal: member B for members, each staff role's demo account for its role. */
const principalActor = (principal: Exclude<Principal, 'anonymous'>): ActorName => (principal === 'authenticated' ? 'memberB' : principal);

export async function runAccessMatrix(world: FuzzWorld): Promise<MatrixReport> {
  await world.refreshObjects();
  const table = readRouteTable(world.platform.app as never);
  const operations = fuzzOperations(table);
  const slots = idSlotRequests(world, operations);
  const owner = ownerOf(world);
  const report: MatrixReport = {
    routes: table.routes.length,
    operations: operations.length,
    idTakingEndpoints: [...new Set(slots.map((s) => `${s.operation.method} ${s.operation.path}`))],
    attempts: [],
    leaks: [],
    wrongAnswers: [],
    readModelChanges: [],
  };

  /** Sends the slot's request as `caller`, with A's id (or its unknown twin) where the slot is and the caller's own ids elsewhere. */
  const attempt = async (slot: IdSlotRequest, caller: Actor | undefined, which: 'A' | 'unknown') => {
    const fuzzCase: FuzzCase = { ...slot.template, auth: caller ? { kind: 'actor', actor: caller.name } : { kind: 'none' } };
    const resolver = (ref: Ref, context: ResolveContext): Template => {
      const kind = ownedKindOf(ref.kind);
      if (kind !== slot.kind) return world.resolve(new Ref(ref.kind, 'own', ref.pick), context);
      const ids = owner.ids[kind];
      const id = ids[ref.pick % Math.max(1, ids.length)] ?? 'none';
      // The order's own figures (its balance, book numbers) follow the order named, as for any request.
      if (kind === 'orderId') context.order = world.objects.orders.find((o) => o.orderId === id);
      return which === 'A' ? id : unknownTwin(id);
    };
    const { wire } = materialize(fuzzCase, world, resolver);
    const response = await send(world.baseUrl, wire);
    return { wire, response };
  };

  const record = (slot: IdSlotRequest | { operation: FuzzOperation; kind: 'none' }, principal: Attempt['principal'], expected: string, wire: Parameters<typeof describeWire>[0], response: WireResponse, problem?: string, leak = false) => {
    const entry: Attempt = {
      operationId: slot.operation.operationId,
      method: wire.method,
      path: slot.operation.path,
      kind: slot.kind,
      principal,
      expected,
      status: response.status,
      request: describeWire(wire),
      ...(problem ? { problem } : {}),
    };
    report.attempts.push(entry);
    const verdict = judge(wire.method, wire.path, response);
    const cause = verdict.ok ? undefined : world.logs.causeOf(String(response.headers['x-correlation-id'] ?? ''));
    if (!verdict.ok) report.wrongAnswers.push({ ...entry, problem: `${verdict.problem} ${response.status}${cause ? ` (${cause})` : ''}${problem ? `; ${problem}` : ''}` });
    else if (problem) (leak ? report.leaks : report.wrongAnswers).push(entry);
  };

  const guardExpectation = (answer: GuardAnswer) => (answer === 'pass' ? 'past the guard (2xx or 4xx)' : `${answer} from the route's guard`);
  // Let in: a valid token is never answered 401 (a 403 may still come from the handler, e.g. someone else's e-mail). Kept out: exactly the guard's answer.
  const checkGuard = (answer: GuardAnswer, status: number) => (answer === 'pass' ? status === 401 : status !== answer);

  // Phase 0: the owner's own reads of each id work (otherwise nothing below proves anything).
  for (const slot of slots.filter((s) => s.operation.method === 'GET' && s.operation.bearer && s.operation.access.authenticated === 'pass')) {
    const { wire, response } = await attempt(slot, owner.actor, 'A');
    const read = response.status >= 200 && response.status < 300 || noCustodyKept(slot, response);
    record(slot, 'owner', '2xx: the owner reads their own', wire, response, read ? undefined : `the owner's own read answered ${response.status}`);
  }

  // Phase 1: nobody, member B and each staff role through member routes try A's ids; A's events and read models must not move.
  await settled(world);
  const before = await readModelsOf(world, owner);
  const memberRoutes = slots.filter((s) => s.operation.bearer);
  const staffOnly = (s: IdSlotRequest, role: StaffRole) => s.operation.access[role] === 'pass' && s.operation.access.authenticated !== 'pass';
  for (const slot of memberRoutes) {
    for (const principal of PRINCIPALS) {
      if (principal !== 'anonymous' && principal !== 'authenticated' && staffOnly(slot, principal)) continue; // phase 3
      const caller = principal === 'anonymous' ? undefined : world.actor(principalActor(principal));
      const mark = await headPosition(world);
      const guard = slot.operation.access[principal];
      const { wire, response } = await attempt(slot, caller, 'A');
      const touched = await eventsTouching(world, owner, mark);
      let problem: string | undefined;
      let leak = false;
      if (checkGuard(guard, response.status)) problem = `expected ${guardExpectation(guard)}, got ${response.status}`;
      if (touched.length) {
        problem = `changed member A's data: ${touched.join(', ')}`;
        leak = true;
      }
      const changed = wire.method !== 'GET' && response.status < 300;
      if (principal === 'authenticated' && guard === 'pass' && !leak && !changed) {
        // Someone else's id must answer exactly as an unknown one (a write that went through is judged by the events it appended, above).
        const twin = await attempt(slot, caller, 'unknown');
        if (comparable(twin.response) !== comparable(response)) {
          problem = `answers differently for member A's id than for an unknown one: ${comparable(response).slice(0, 160)} vs ${comparable(twin.response).slice(0, 160)}`;
          leak = true;
        }
      }
      record(slot, principal, principal === 'authenticated' && guard === 'pass' ? 'as for an unknown id, and A unchanged' : guardExpectation(guard), wire, response, problem, leak);
    }
  }
  // The bearer operations that take no id of A's: nobody is refused, and member B's reads (lists) never show anything of A's.
  const exampleOf = examples(world.catalogue);
  for (const operation of operations.filter((o) => o.bearer && !slots.some((s) => s.operation === o))) {
    const sample = fc.sample(validCase(operation, exampleOf[operation.operationId]), { seed: 7, numRuns: 1 })[0]!;
    const nobody = materialize({ ...sample, auth: { kind: 'none' } }, world).wire;
    const refused = await send(world.baseUrl, nobody);
    record({ operation, kind: 'none' }, 'anonymous', guardExpectation(operation.access.anonymous), nobody, refused, checkGuard(operation.access.anonymous, refused.status) ? `got ${refused.status}` : undefined);
    if (operation.method !== 'GET') continue;
    const { wire } = materialize({ ...sample, auth: { kind: 'actor', actor: 'memberB' } }, world);
    const response = await send(world.baseUrl, wire);
    const needles = [owner.actor.memberId, owner.actor.email, ...owner.ids.orderId, ...owner.ids.addressId, ...owner.ids.payMethodId, ...owner.ids.comicId];
    const shown = operation.access.authenticated === 'pass' ? needles.filter((n) => response.text.includes(n)) : [];
    record({ operation, kind: 'none' }, 'authenticated', "none of member A's ids in member B's list", wire, response, shown.length ? `member B's list shows ${shown.join(', ')}` : undefined, shown.length > 0);
  }
  await settled(world);
  const after = await readModelsOf(world, owner);
  for (const [key, rows] of before) if (after.get(key) !== rows) report.readModelChanges.push(key);
  if (report.readModelChanges.length) report.leaks.push(...report.readModelChanges.map((key) => ({ operationId: '(read models)', method: '', path: key, kind: 'none' as const, principal: 'authenticated' as const, expected: 'unchanged', status: 0, request: '', problem: `member A's rows in ${key} changed` })));

  // Phase 2: public routes with ids: member B learns nothing that nobody would.
  for (const slot of slots.filter((s) => !s.operation.bearer)) {
    const anonymous = await attempt(slot, undefined, 'A');
    record(slot, 'anonymous', 'anything but a 5xx (public)', anonymous.wire, anonymous.response);
    const b = await attempt(slot, world.actor('memberB'), 'A');
    const same = comparable(b.response) === comparable(anonymous.response);
    record(slot, 'authenticated', 'exactly what nobody gets', b.wire, b.response, same ? undefined : `member B gets more than nobody: ${comparable(b.response).slice(0, 160)}`, !same);
    for (const role of STAFF_ROLES) {
      const staff = await attempt(slot, world.actor(role), 'A');
      record(slot, role, 'anything but a 5xx (public)', staff.wire, staff.response);
    }
  }

  // Phase 3: each staff role on its own routes, with A's ids: let in (2xx or a 4xx of the step), never a 5xx.
  for (const role of STAFF_ROLES) {
    for (const slot of slots.filter((s) => staffOnly(s, role))) {
      const { wire, response } = await attempt(slot, world.actor(role), 'A');
      record(slot, role, guardExpectation('pass'), wire, response, checkGuard('pass', response.status) ? `the ${role} was refused: ${response.status}` : undefined);
    }
  }
  return report;
}

export function formatMatrix(report: MatrixReport): string {
  const byPrincipal = new Map<string, number>();
  for (const a of report.attempts) byPrincipal.set(a.principal, (byPrincipal.get(a.principal) ?? 0) + 1);
  const lines = [
    'Access matrix',
    `  routes mounted               ${report.routes} (documented operations: ${report.operations})`,
    `  id-taking endpoints          ${report.idTakingEndpoints.length}`,
    ...report.idTakingEndpoints.map((e) => `      ${e}`),
    `  attempts                     ${report.attempts.length} (${[...byPrincipal].map(([p, n]) => `${p} ${n}`).join(', ')})`,
    `  cross-member leaks found     ${report.leaks.length}`,
    `  other wrong answers          ${report.wrongAnswers.length}`,
  ];
  for (const a of [...report.leaks, ...report.wrongAnswers]) {
    lines.push('', `● ${a.principal} on ${a.method} ${a.path} (${a.kind}): expected ${a.expected}; ${a.problem ?? `got ${a.status}`}`, ...a.request.split('\n').map((l) => `      ${l}`));
  }
  return lines.join('\n');
}
