import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  COMIC_ID_PATTERN,
  identifierMessages,
  ORDER_ID_PATTERN,
  parseComicId,
  parseOrderId,
  parseOrderTierId,
  parseSearchTarget,
  parseTrackerOrderNumber,
  TIER_ID_PATTERN,
} from './identifiers.ts';
import { ComicId, OrderId } from './identifier-schemas.ts';

const CANONICAL_ORDER = /^[0-9]{2}-[A-Z0-9]{7}$/;
const CANONICAL_COMIC = /^[0-9]{2}-[A-Z0-9]{7}-(?:[A-Z]{2}-)?[0-9]{3}$/;

// Generators of ids as issued (canonical), and of the ways people type them.
const digits = (n: number) => fc.stringMatching(new RegExp(`^[0-9]{${n}}$`));
const anOrderId = fc.stringMatching(/^[0-9]{2}-[A-Z0-9]{7}$/);
const aComicId = fc.oneof(
  fc.stringMatching(/^[0-9]{2}-[A-Z0-9]{7}-[0-9]{3}$/),
  fc.stringMatching(/^[0-9]{2}-[A-Z0-9]{7}-[A-Z]{2}-[0-9]{3}$/),
);
const aTierId = fc.stringMatching(/^[A-Z0-9][A-Z][E-S]?$/);
const spaces = fc.constantFrom('', ' ', '  ', '\t', '\u00a0');
const aDash = fc.constantFrom('-', '\u2010', '\u2011', '\u2012', '\u2013', '\u2014', '\u2212');

/** Re-types a canonical id: random case, spaces around each dash, other dash characters, outer blanks. */
const asTyped = (id: string) =>
  fc
    .tuple(
      fc.array(fc.boolean(), { minLength: id.length, maxLength: id.length }),
      fc.array(fc.tuple(spaces, aDash, spaces), { minLength: 4, maxLength: 4 }),
      spaces,
      spaces,
    )
    .map(([lower, dashes, before, after]) => {
      const cased = [...id].map((c, i) => (lower[i] ? c.toLowerCase() : c)).join('');
      const parts = cased.split('-');
      const joined = parts.reduce((text, part, i) => {
        const [l, d, r] = dashes[i - 1] ?? ['', '-', ''];
        return `${text}${l}${d}${r}${part}`;
      });
      return `${before}${joined}${after}`;
    });

describe('parseOrderId', () => {
  it.each([
    ['12-A1B2C3D', '12-A1B2C3D'],
    ['00-1234567', '00-1234567'],
    ['98-ZZZZZZZ', '98-ZZZZZZZ'],
    ['12-a1b2c3d', '12-A1B2C3D'],
    ['  12-A1B2C3D  ', '12-A1B2C3D'],
    ['12 - A1B2C3D', '12-A1B2C3D'],
    ['12 -a1b2c3d', '12-A1B2C3D'],
    ['12\u2013A1B2C3D', '12-A1B2C3D'],
    ['#12-A1B2C3D', '12-A1B2C3D'],
    ['# 12-A1B2C3D', '12-A1B2C3D'],
    ['1234567', '00-1234567'],
    [' 0012345 ', '00-0012345'],
  ])('given %j typed, when parsed, then the order id is %j', (text, expected) => {
    expect(parseOrderId(text)).toBe(expected);
  });

  it.each([
    ['', 'nothing'],
    ['   ', 'blanks'],
    ['#', 'a lone hash'],
    ['1-A1B2C3D', 'one leading digit'],
    ['123-A1B2C3D', 'three leading digits'],
    ['AB-A1B2C3D', 'letters where the digits go'],
    ['12-A1B2C3', 'six characters after the dash'],
    ['12-A1B2C3DE', 'eight characters after the dash'],
    ['12A1B2C3D', 'no dash'],
    ['12 A1B2C3D', 'a space instead of the dash'],
    ['12_A1B2C3D', 'an underscore instead of the dash'],
    ['12--A1B2C3D', 'two dashes'],
    ['12-A1B2C_D', 'an underscore among the 7 characters (spec 5 words it \\w; issued ids are alphanumeric)'],
    ['12-A1B2C3D-001', 'a comic id'],
    ['12-A1B2C3D-MN', 'a tier of the order'],
    ['order 12-A1B2C3D', 'words around the id'],
    ['12-A1B2 C3D', 'a space inside the 7 characters'],
    ['123456', 'six digits'],
    ['12345678', 'eight digits'],
    ['123 4567', 'seven digits with a space'],
    ['\uff11\uff12-A1B2C3D', 'full-width digits'],
    ['\u0661\u0662-A1B2C3D', 'Arabic-Indic digits'],
    ['12-A1B2C\u00df', "'ß', which upper-cases to two letters"],
    ['12-A1B2C3\u017f', "the long 's', which upper-cases to 'S'"],
    ['12-A1B2C3\u212a', "the Kelvin sign, which lower-cases to 'k'"],
    ['12-\u0391\u0392\u0393\u0394\u0395\u0396\u0397', 'Greek capitals'],
  ])('given %j (%s), when parsed, then it is not an order id', (text) => {
    expect(parseOrderId(text)).toBeNull();
  });

  it('given any issued order id typed in any case with any spacing and dash, when parsed, then it is that id', () => {
    fc.assert(fc.property(anOrderId.chain((id) => asTyped(id).map((typed) => [id, typed] as const)), ([id, typed]) => parseOrderId(typed) === id));
  });

  it('given any 7 digits, when parsed, then the order id is 00- and the digits', () => {
    fc.assert(fc.property(digits(7), (number) => parseOrderId(number) === `00-${number}`));
  });

  it('given any text at all, when parsed, then the result is null or a canonical order id that parses to itself', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.stringMatching(/^\s*[0-9]{2}\s*-\s*\w{7}\s*$/)), (text) => {
        const id = parseOrderId(text);
        return id === null || (CANONICAL_ORDER.test(id) && parseOrderId(id) === id);
      }),
    );
  });
});

describe('parseComicId', () => {
  it.each([
    ['12-A1B2C3D-001', '12-A1B2C3D-001'],
    ['12-A1B2C3D-999', '12-A1B2C3D-999'],
    ['12-a1b2c3d-001', '12-A1B2C3D-001'],
    ['12-A1B2C3D-MN-001', '12-A1B2C3D-MN-001'],
    ['12-a1b2c3d-mn-042', '12-A1B2C3D-MN-042'],
    [' 12 - A1B2C3D - 001 ', '12-A1B2C3D-001'],
    ['12\u2014A1B2C3D\u2014WS\u2014010', '12-A1B2C3D-WS-010'],
    ['#12-A1B2C3D-001', '12-A1B2C3D-001'],
  ])('given %j typed, when parsed, then the comic id is %j', (text, expected) => {
    expect(parseComicId(text)).toBe(expected);
  });

  it.each([
    ['12-A1B2C3D', 'an order id'],
    ['12-A1B2C3D-01', 'two digits at the end'],
    ['12-A1B2C3D-0001', 'four digits at the end'],
    ['12-A1B2C3D-', 'a trailing dash'],
    ['12-A1B2C3D001', 'no dash before the 3 digits'],
    ['12-A1B2C3D-MN001', 'no dash after the tier segment'],
    ['12-A1B2C3D-M1-001', 'a digit in the 2-letter tier segment'],
    ['12-A1B2C3D-MNP-001', 'a 3-letter tier segment'],
    ['12-A1B2C3D-M-001', 'a 1-letter tier segment'],
    ['12-A1B2C3-001', 'six characters in the order part'],
    ['1234567-001', 'a 7-digit legacy order number (only order lookups add 00-)'],
    ['12-A1B2C3D-00\u0661', 'an Arabic-Indic digit'],
    ['12-A1B2C3D-\u00dfN-001', "'ß' in the tier segment"],
    ['12-A1B2C3D-001 x', 'trailing words'],
  ])('given %j (%s), when parsed, then it is not a comic id', (text) => {
    expect(parseComicId(text)).toBeNull();
  });

  it('given any issued comic id typed in any case with any spacing and dash, when parsed, then it is that id', () => {
    fc.assert(fc.property(aComicId.chain((id) => asTyped(id).map((typed) => [id, typed] as const)), ([id, typed]) => parseComicId(typed) === id));
  });

  it('given any comic id, when its order part is parsed, then it is an order id, and the whole is not', () => {
    fc.assert(
      fc.property(aComicId, (id) => parseOrderId(id.slice(0, 10)) === id.slice(0, 10) && parseOrderId(id) === null),
    );
  });

  it('given any text at all, when parsed, then the result is null or a canonical comic id that parses to itself', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.stringMatching(/^[0-9]{2}-\w{7}-(\w{2}-)?[0-9]{2,4}$/)), (text) => {
        const id = parseComicId(text);
        return id === null || (CANONICAL_COMIC.test(id) && parseComicId(id) === id);
      }),
    );
  });
});

describe('parseOrderTierId', () => {
  it.each([
    ['12-A1B2C3D-MN', { orderId: '12-A1B2C3D', tierId: 'MN' }],
    ['12-a1b2c3d-mnp', { orderId: '12-A1B2C3D', tierId: 'MNP' }],
    ['12-A1B2C3D-WSE', { orderId: '12-A1B2C3D', tierId: 'WSE' }],
    ['12-A1B2C3D-1N', { orderId: '12-A1B2C3D', tierId: '1N' }],
    ['12-A1B2C3D-ZES', { orderId: '12-A1B2C3D', tierId: 'ZES' }],
  ])('given %j, when parsed, then it is the tier of an order %j', (text, expected) => {
    expect(parseOrderTierId(text)).toEqual(expected);
  });

  it.each([
    ['12-A1B2C3D-M1', 'a digit second'],
    ['12-A1B2C3D-MND', 'a third letter before E'],
    ['12-A1B2C3D-MNT', 'a third letter after S'],
    ['12-A1B2C3D-M', 'one character'],
    ['12-A1B2C3D-MNPE', 'four characters'],
    ['12-A1B2C3D-001', 'a comic serial'],
  ])('given %j (%s), when parsed, then it is not a tier id', (text) => {
    expect(parseOrderTierId(text)).toBeNull();
  });

  it('given any order id and tier id, when joined and parsed, then both come back', () => {
    fc.assert(
      fc.property(anOrderId, aTierId, (orderId, tierId) => {
        const parsed = parseOrderTierId(`${orderId}-${tierId}`.toLowerCase());
        return parsed?.orderId === orderId && parsed.tierId === tierId;
      }),
    );
  });
});

describe('parseSearchTarget', () => {
  it.each([
    ['12-A1B2C3D-001', { kind: 'comic', id: '12-A1B2C3D-001' }],
    ['12-a1b2c3d-gn-001', { kind: 'comic', id: '12-A1B2C3D-GN-001' }],
    [' 12 - A1B2C3D - 001 ', { kind: 'comic', id: '12-A1B2C3D-001' }],
    ['12-A1B2C3D', { kind: 'order', id: '12-A1B2C3D' }],
    ['12-a1b2c3d', { kind: 'order', id: '12-A1B2C3D' }],
    ['1234567', { kind: 'order', id: '00-1234567' }],
    ['12-A1B2C3D-MNE', { kind: 'order', id: '12-A1B2C3D' }],
    ['#12-A1B2C3D', { kind: 'order', id: '12-A1B2C3D' }],
  ])('given %j, when searched, then it opens %j', (text, expected) => {
    expect(parseSearchTarget(text)).toEqual(expected);
  });

  it.each(['', '   ', 'spider-man', 'Amazing Spider-Man #300', '12-A1B2C3', '12-A1B2C3D-01', '12345678', '12-A1B2C3D-M1'])(
    'given %j, when searched, then nothing opens',
    (text) => {
      expect(parseSearchTarget(text)).toBeNull();
    },
  );

  it('given any comic id, when searched, then the comic opens, not the order its id begins with', () => {
    fc.assert(fc.property(aComicId, (id) => {
      const target = parseSearchTarget(id);
      return target?.kind === 'comic' && target.id === id;
    }));
  });

  it('given any text, when searched, then the target is null or a canonical id of its kind', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.stringMatching(/^[0-9]{2}-\w{7}(-\w{2,3})?(-[0-9]{3})?$/)), (text) => {
        const target = parseSearchTarget(text);
        if (target === null) return true;
        return target.kind === 'comic' ? CANONICAL_COMIC.test(target.id) : CANONICAL_ORDER.test(target.id);
      }),
    );
  });
});

describe('parseTrackerOrderNumber', () => {
  it.each([
    ['12-A1B2C3D', '12-A1B2C3D'],
    [' 12-a1b2c3d ', '12-A1B2C3D'],
    ['00-1234567', '00-1234567'],
  ])('given %j, when parsed for the tracker, then it tracks order %j', (text, orderId) => {
    expect(parseTrackerOrderNumber(text)).toEqual({ ok: true, orderId });
  });

  it.each([
    ['', identifierMessages.trackerTooShort],
    ['1234567', identifierMessages.trackerTooShort],
    ['12-A1B2C', identifierMessages.trackerTooShort],
    ['  12-A1B2C  ', identifierMessages.trackerTooShort],
    ['12 - A1B2', identifierMessages.trackerTooShort],
    ['12-A1B2C3', identifierMessages.trackerInvalid],
    ['123456789', identifierMessages.trackerInvalid],
    ['12-A1B2C3D-001', identifierMessages.trackerInvalid],
    ['12A1B2C3D', identifierMessages.trackerInvalid],
  ])('given %j, when parsed for the tracker, then it is refused with %j', (text, error) => {
    expect(parseTrackerOrderNumber(text)).toEqual({ ok: false, error });
  });

  it('given the messages, then they read as the spec asks', () => {
    expect(identifierMessages.trackerTooShort).toBe('Order number must be at least 9 characters');
    expect(identifierMessages.trackerInvalid).toBe('Invalid order number');
  });
});

describe('patterns and schemas for route parameters', () => {
  it('given the pattern sources, when every canonical id is tested, then the pattern of its kind accepts it and the other refuses it', () => {
    const order = new RegExp(ORDER_ID_PATTERN);
    const comic = new RegExp(COMIC_ID_PATTERN);
    fc.assert(fc.property(anOrderId, (id) => order.test(id) && !comic.test(id)));
    fc.assert(fc.property(aComicId, (id) => comic.test(id) && !order.test(id)));
    fc.assert(fc.property(aTierId, (id) => new RegExp(TIER_ID_PATTERN).test(id)));
  });

  it('given any text a parser accepts, when its result is checked by the schema, then the schema accepts it', () => {
    fc.assert(
      fc.property(fc.oneof(anOrderId.chain(asTyped), digits(7)), (text) => OrderId.safeParse(parseOrderId(text)).success),
    );
    fc.assert(fc.property(aComicId.chain(asTyped), (text) => ComicId.safeParse(parseComicId(text)).success));
  });

  it('given a malformed id, when checked by the schema, then it is refused', () => {
    expect(OrderId.safeParse('12-A1B2C3').success).toBe(false);
    expect(ComicId.safeParse('12-A1B2C3D-MN1-001').success).toBe(false);
  });
});
