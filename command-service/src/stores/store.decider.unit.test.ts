import { describe, it } from 'vitest';
import { storeMessages, type RecordedStore, type StoreEvent } from '@certus/contracts';
import { deciderSpec } from '../shared/decider-spec.ts';
import { storeDecider, type PublishWindow } from './store.decider.ts';

const spec = deciderSpec(storeDecider);
const storeId = 'store-1';
const NOW = '2026-11-21T10:00:00.000Z';
const LATER = '2026-11-22T09:30:00.000Z';

const aStore = (overrides: Partial<RecordedStore> = {}): RecordedStore => ({
  name: 'Certus Plano',
  address: { line1: '5400 Legacy Drive', line2: '', city: 'Plano', stateProvince: 'TX', zipPostal: '75024', country: 'US' },
  phone: '(972) 555-0142',
  website: '',
  hours: ['Mon-Fri 9 am - 5 pm'],
  services: ['drop-off', 'pick-up'],
  latitude: 33.0752,
  longitude: -96.7843,
  locationSource: 'postal-code',
  shopType: 'certus',
  ...overrides,
});
const always: PublishWindow = { publishFrom: NOW, publishUntil: null };
const december: PublishWindow = { publishFrom: '2026-12-01T00:00:00.000Z', publishUntil: '2027-01-01T00:00:00.000Z' };

const published = (store = aStore(), window = always, at = NOW): StoreEvent => ({ type: 'StorePublished', data: { storeId, store, ...window, publishedAt: at } });
const revised = (store: RecordedStore, window = always): StoreEvent => ({ type: 'StoreRevised', data: { storeId, store, ...window, revisedAt: LATER } });
const withdrawn = (at = LATER): StoreEvent => ({ type: 'StoreWithdrawn', data: { storeId, withdrawnAt: at } });

describe('store decider: publish', () => {
  it('given no store, when an editor publishes one, then StorePublished carries the record and its window', () => {
    spec.given([]).when({ type: 'PublishStore', storeId, store: aStore(), window: december, now: NOW }).then([published(aStore(), december)]);
  });

  it('given a published store, when the same publication comes again (a retry), then nothing new is recorded', () => {
    spec.given([published()]).when({ type: 'PublishStore', storeId, store: aStore(), window: always, now: LATER }).then([]);
  });

  it('given a published store, when another publication comes under its id, then it is refused: changes are revisions', () => {
    spec
      .given([published()])
      .when({ type: 'PublishStore', storeId, store: aStore({ name: 'Certus Frisco' }), window: always, now: LATER })
      .thenThrows(storeMessages.alreadyPublished);
  });

  it('given a withdrawn store, when an editor publishes it again, then it is published again with the new record', () => {
    const moved = aStore({ phone: '(972) 555-0199' });
    spec.given([published(), withdrawn()]).when({ type: 'PublishStore', storeId, store: moved, window: always, now: LATER }).then([published(moved, always, LATER)]);
  });

  it('given a window whose end is not after its start, when publishing, then it is refused on publishUntil', () => {
    spec
      .given([])
      .when({ type: 'PublishStore', storeId, store: aStore(), window: { publishFrom: NOW, publishUntil: NOW }, now: NOW })
      .thenThrows(storeMessages.untilBeforeFrom);
  });
});

describe('store decider: revise', () => {
  it('given a published store, when an editor changes its details, then StoreRevised carries the whole new record', () => {
    const changed = aStore({ hours: ['Mon-Sat 10 am - 7 pm'], services: ['drop-off', 'pressing'] });
    spec.given([published()]).when({ type: 'ReviseStore', storeId, store: changed, window: always, now: LATER }).then([revised(changed)]);
  });

  it('given a published store, when only its window changes, then StoreRevised records the new window', () => {
    spec.given([published()]).when({ type: 'ReviseStore', storeId, store: aStore(), window: december, now: LATER }).then([revised(aStore(), december)]);
  });

  it('given a published store, when it is saved unchanged, then nothing is recorded', () => {
    spec.given([published(), revised(aStore({ name: 'Certus Plano HQ' }))]).when({ type: 'ReviseStore', storeId, store: aStore({ name: 'Certus Plano HQ' }), window: always, now: LATER }).then([]);
  });

  it('given no store, when revising it, then it is not found', () => {
    spec.given([]).when({ type: 'ReviseStore', storeId, store: aStore(), window: always, now: LATER }).thenThrows(storeMessages.notFound);
  });

  it('given a withdrawn store, when revising it, then it is refused: it must be published again first', () => {
    spec.given([published(), withdrawn()]).when({ type: 'ReviseStore', storeId, store: aStore(), window: always, now: LATER }).thenThrows(storeMessages.withdrawnCannotChange);
  });

  it('given a published store, when revising with a window that ends before it starts, then it is refused', () => {
    spec
      .given([published()])
      .when({ type: 'ReviseStore', storeId, store: aStore(), window: { publishFrom: LATER, publishUntil: NOW }, now: LATER })
      .thenThrows(storeMessages.untilBeforeFrom);
  });
});

describe('store decider: withdraw', () => {
  it('given a published store, when an editor withdraws it, then StoreWithdrawn', () => {
    spec.given([published()]).when({ type: 'WithdrawStore', storeId, now: LATER }).then([withdrawn()]);
  });

  it('given a store scheduled for later, when withdrawn before its window opens, then StoreWithdrawn', () => {
    spec.given([published(aStore(), december)]).when({ type: 'WithdrawStore', storeId, now: NOW }).then([withdrawn(NOW)]);
  });

  it('given a withdrawn store, when withdrawn again (a retry), then nothing new is recorded', () => {
    spec.given([published(), withdrawn()]).when({ type: 'WithdrawStore', storeId, now: LATER }).then([]);
  });

  it('given no store, when withdrawing it, then it is not found', () => {
    spec.given([]).when({ type: 'WithdrawStore', storeId, now: LATER }).thenThrows(storeMessages.notFound);
  });
});
