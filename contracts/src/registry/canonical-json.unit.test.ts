import { describe, expect, it } from 'vitest';
import { canonicalBytes, canonicalJson } from './canonical-json.ts';

describe('canonical JSON: the one byte string of a registry document', () => {
  it('given the same object with its keys in any order, then the same text: keys sorted at every depth, no spaces', () => {
    expect(canonicalJson({ b: 1, a: { d: [true, null], c: 'x' } })).toBe('{"a":{"c":"x","d":[true,null]},"b":1}');
    expect(canonicalJson({ a: { c: 'x', d: [true, null] }, b: 1 })).toBe(canonicalJson({ b: 1, a: { d: [true, null], c: 'x' } }));
  });

  it('given strings and numbers, then written as JSON writes them; undefined keys left out; UTF-8 bytes', () => {
    expect(canonicalJson({ grade: 9.8, year: 1963, title: 'Amazing "Spider-Man"\n', gone: undefined })).toBe('{"grade":9.8,"title":"Amazing \\"Spider-Man\\"\\n","year":1963}');
    expect(Array.from(canonicalBytes('é'))).toEqual([0x22, 0xc3, 0xa9, 0x22]);
  });

  it('given a value JSON cannot hold exactly, then refused rather than written some way', () => {
    expect(() => canonicalJson({ n: Number.NaN })).toThrow(TypeError);
    expect(() => canonicalJson({ d: new Date(0) })).toThrow(TypeError);
    expect(() => canonicalJson({ f: () => 1 })).toThrow(TypeError);
  });
});
