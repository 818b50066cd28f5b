import { describe, expect, it } from 'vitest';
import { ORDER_ID_PATTERN } from '@certus/contracts';
import { sequentialSecrets } from '@certus/infra';
import { derivedOrderId, randomOrderId } from './order-id.ts';
import { canonicalJson, requestHashOf } from './request-hash.ts';

const now = new Date('2025-05-01T10:00:00Z');

describe('order id', () => {
  it('given a member and an Idempotency-Key, when the id is derived twice, then it is the same id in the spec format', () => {
    const id = derivedOrderId('member-1', 'key-0001', now);
    expect(id).toBe(derivedOrderId('member-1', 'key-0001', now));
    expect(id).toMatch(new RegExp(ORDER_ID_PATTERN));
    expect(id).toMatch(/^25-[0-9A-Z]{7}$/);
  });

  it('given another member, key or attempt, when the id is derived, then it differs', () => {
    const id = derivedOrderId('member-1', 'key-0001', now);
    expect(derivedOrderId('member-2', 'key-0001', now)).not.toBe(id);
    expect(derivedOrderId('member-1', 'key-0002', now)).not.toBe(id);
    expect(derivedOrderId('member-1', 'key-0001', now, 1)).not.toBe(id);
  });

  it('given no key, when ids are drawn, then each draw is a new id in the spec format', () => {
    const secrets = sequentialSecrets();
    const a = randomOrderId(secrets, now);
    const b = randomOrderId(secrets, now);
    expect(a).not.toBe(b);
    expect(b).toMatch(/^25-[0-9A-Z]{7}$/);
  });
});

describe('request hash', () => {
  it('given the same body with keys in another order, when hashed, then the hash is the same', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { z: 1, y: 2 }], c: null } })).toBe('{"a":{"c":null,"d":[1,{"y":2,"z":1}]},"b":1}');
    expect(requestHashOf({ a: 1, b: { x: 1, y: 2 } })).toBe(requestHashOf({ b: { y: 2, x: 1 }, a: 1 }));
  });

  it('given a changed value, when hashed, then the hash differs', () => {
    expect(requestHashOf({ a: 1 })).not.toBe(requestHashOf({ a: 2 }));
  });
});
