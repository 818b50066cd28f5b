import {
  dropOffSnapshotOf,
  orderFiguresOf,
  orderStreamId,
  plainComicLine,
  priceSubmission,
  type Catalogue,
  type ComicLine,
  type LabelDetails,
  type OrderSubmittedData,
} from '@certus/contracts';
import type { CommandServiceDeps } from '../shared/deps.ts';
import { handleCommand } from '../shared/command-handler.ts';
import { memberIdForEmail } from '../members/member-id.ts';
import { orderDecider, type OrderCommand } from '../orders/order.decider.ts';
import { repriceLine } from '../orders/staff/reprice-line.ts';

/**
 * One order of the demo member part-way through its life, so the member's orders, order page, tracker and
 * comics show something real on a fresh start, and the worker's queue has an order to carry on with. It is
 * made by the real commands through the order decider (priced by the engine with the published catalogue):
 *
 * submitted 8 days ago (collected at the Plano counter) -> received (all 4 books) -> the Hulk found worth
 * $500 (moved to High Value: a balance to pay) -> every book pre-graded -> the Spider-Man pressed -> the
 * Spider-Man and the Hulk graded (with their label details). The Saga copies wait for grading; status Invoicing (a balance is owed).
 *
 * Seeded once: nothing is done when the order's stream exists.
 */
export const DEMO_ORDER_ID = '25-DEMOC03';
const DAY_MS = 24 * 60 * 60 * 1000;

function demoLines(): ComicLine[] {
  return [
    plainComicLine({ uniqueId: 'demo-asm', title: 'The Amazing Spider-Man', issue: '300', year: 1988, publisher: 'Marvel', variant: 'Direct Edition', insuredCents: 15_000, tierId: 'MN', press: 1 }),
    plainComicLine({
      uniqueId: 'demo-hulk',
      title: 'The Incredible Hulk',
      issue: '181',
      year: 1974,
      publisher: 'Marvel',
      insuredCents: 30_000,
      tierId: 'NW',
      signatures: [{ id: 'demo-sig-vsp', type: 'VSP', name: 'Herb Trimpe', date: null, location: null }],
    }),
    plainComicLine({ uniqueId: 'demo-saga', title: 'Saga', issue: '1', year: 2012, publisher: 'Image', insuredCents: 5_000, tierId: 'MN', quantity: 2 }),
  ];
}

/** What the grader read off the two graded books (cover dates May 1988 and November 1974). */
const DEMO_LABEL_DETAILS = {
  spiderMan: { month: 5, keyComments: '1st full appearance of Venom', artStoryCover: 'Story: David Michelinie; Art & Cover: Todd McFarlane', personalCollection: '' },
  hulk: { month: 11, keyComments: '1st full appearance of Wolverine', artStoryCover: 'Story: Len Wein; Art & Cover: Herb Trimpe', personalCollection: '' },
} as const satisfies Record<string, LabelDetails>;

/** The demo order as the submit route would have priced it (a Clubmember, collected at the counter). */
function demoOrder(catalogue: Catalogue, memberId: string, submittedAt: Date): OrderSubmittedData {
  const counter = catalogue.dropOffs.find((d) => !d.isMailIn) ?? catalogue.dropOffs[0]!;
  const pickUp = catalogue.pickUps[0]!;
  const priced = priceSubmission(catalogue, {
    countryCode: 'US',
    collectibleType: 'Comic',
    comics: demoLines(),
    isGradingPressScreen: false,
    member: { membership: 'Clubmember', isWelcomePromo: false, rewardsAvailableCents: 0 },
    promoCode: null,
    promo: null,
    today: submittedAt.toISOString().slice(0, 10),
    hasShippingAddress: false,
    chosenRates: [],
    isInsurance: false,
    usesShippingAccount: false,
    returnShipping: 'pickUp',
    rewardsRequestedCents: 0,
  });
  return {
    orderId: DEMO_ORDER_ID,
    memberId,
    memberEmail: 'member@demo.test',
    memberName: 'Demo Member',
    membership: 'Clubmember',
    submittedAt: submittedAt.toISOString(),
    requestHash: 'demo-seed',
    catalogueVersion: catalogue.version,
    countryCode: 'US',
    collectibleType: 'Comic',
    currency: 'USD',
    ...orderFiguresOf(priced),
    isInsurance: false,
    dropOff: dropOffSnapshotOf(counter),
    shipping: { kind: 'pickup', pickUpId: pickUp.id, name: pickUp.name },
    shippingAccount: null,
    rates: [],
    // A demo order was never charged through a gateway: the payment is shown as taken, with a demo reference.
    payment: { paymentMethodId: 'demo-card', displayName: 'Visa ending 1111', status: 'Charged', amountCents: priced.grandTotalCents, transactionId: 'demo-seed-payment' },
  };
}

/** Appends the demo order's history once, each step through the decider under a fixed command id. */
export async function seedDemoOrder(deps: Pick<CommandServiceDeps, 'store' | 'clock' | 'catalogue'>): Promise<void> {
  const streamId = orderStreamId(DEMO_ORDER_ID);
  if ((await deps.store.readStream(streamId)).length > 0) return;
  const catalogue = await deps.catalogue.current();
  const memberId = memberIdForEmail('member@demo.test');
  const by = memberIdForEmail('worker@demo.test');
  const now = deps.clock.now().getTime();
  const daysAgo = (days: number, hour = 0) => new Date(now - days * DAY_MS + hour * 3_600_000).toISOString();
  const order = demoOrder(catalogue, memberId, new Date(now - 8 * DAY_MS));
  const hulk = repriceLine(catalogue, order, { lines: order.comics.map((l) => ({ insuredCents: l.insuredCents, tierCode: l.tierCode, tierLabel: l.tierLabel })) }, { lineIndex: 1, insuredCents: 50_000, tierId: 'HV' });

  const steps: Array<[string, OrderCommand]> = [
    ['submit', { type: 'SubmitOrder', order }],
    ['receive', { type: 'ReceiveOrder', books: [1, 2, 3, 4].map((bookNo) => ({ bookNo, arrived: true })), note: 'Demo box: all four books arrived.', by, at: daysAgo(5) }],
    ['declared-value', { type: 'CorrectDeclaredValue', ...hulk, reason: 'Recent sales put this copy at $500.', by, at: daysAgo(5, 2) }],
    ...[1, 2, 3, 4].map((bookNo): [string, OrderCommand] => [`pregrade:${bookNo}`, { type: 'PreGradeBook', bookNo, note: bookNo === 1 ? 'Spine roll and a soft bend: pressing will help.' : '', by, at: daysAgo(4, bookNo) }]),
    ['press:1', { type: 'PressBook', bookNo: 1, by, at: daysAgo(3) }],
    [
      'grade:1',
      { type: 'GradeBook', bookNo: 1, grade: 9.6, category: 'Certified', graderNotes: 'Pressed: the bend is gone.', signatures: [], labelDetails: DEMO_LABEL_DETAILS.spiderMan, by, at: daysAgo(2) },
    ],
    [
      'grade:2',
      {
        type: 'GradeBook',
        bookNo: 2,
        grade: 8,
        category: 'Verified',
        graderNotes: 'Light spine stress.',
        signatures: [{ signatureId: 'demo-sig-vsp', verdict: 'Verified' }],
        labelDetails: DEMO_LABEL_DETAILS.hulk,
        by,
        at: daysAgo(2, 1),
      },
    ],
  ];
  for (const [step, command] of steps) {
    const commandId = `demo-seed:order:${DEMO_ORDER_ID}:${step}`;
    await handleCommand(deps.store, streamId, orderDecider, command, {
      commandId,
      metadata: { correlationId: 'demo-seed', causationId: commandId, commandId, actor: { userId: step === 'submit' ? memberId : by, role: step === 'submit' ? 'authenticated' : 'worker' } },
    });
  }
}
