import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { acceptableText, text, textMessages } from '../rules/text.ts';
import { operations, type OperationRow } from './document.ts';
import { requestStringLeaves, stringLeavesOf, type StringLeaf } from './request-strings.ts';

const NUL_PROBE = 'a\u0000b';
const SURROGATE_PROBE = '\ud800';

const carriesTextCheck = (leaf: StringLeaf) =>
  ((leaf.schema as unknown as { _zod: { def: { checks?: unknown[] } } })._zod.def.checks ?? []).includes(acceptableText);

const messagesFor = (schema: z.ZodType, input: string) => schema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];

/** What is wrong with a leaf, or null: the failures list names each leaf, so a new plain z.string() is easy to find. */
function leafProblem(leaf: StringLeaf): string | null {
  if (leaf.kind === 'open') return `${leaf.where}: takes any input through unchecked`;
  if (leaf.kind === 'closed') {
    return leaf.schema.safeParse(NUL_PROBE).success || leaf.schema.safeParse(SURROGATE_PROBE).success ? `${leaf.where}: accepts a probe` : null;
  }
  if (!carriesTextCheck(leaf)) return `${leaf.where}: a string that is not a text()`;
  if (!messagesFor(leaf.schema, NUL_PROBE).includes(textMessages.nul)) return `${leaf.where}: "a\\u0000b" is not refused as NUL`;
  if (!messagesFor(leaf.schema, SURROGATE_PROBE).includes(textMessages.unpairedSurrogate)) return `${leaf.where}: "\\ud800" is not refused`;
  return null;
}

describe('every string a request schema takes is a text()', () => {
  const leaves = requestStringLeaves(operations);

  it('given the operations table, when its body, path and query schemas are walked, then string leaves are found in every kind of request part', () => {
    expect(leaves.filter((l) => l.kind === 'string').length).toBeGreaterThan(150);
    for (const part of [' body.', ' params.', ' query.']) expect(leaves.some((l) => l.where.includes(part)), part).toBe(true);
  });

  it('given every string leaf, when probed with a NUL and with a lone surrogate, then each refuses both with the text messages', () => {
    expect(leaves.map(leafProblem).filter((problem) => problem !== null)).toEqual([]);
  });

  it('given a row that declares a plain z.string(), a loose object or z.unknown(), when walked, then each is reported', () => {
    const careless: OperationRow = {
      method: 'post',
      path: '/careless/{id}',
      operationId: 'careless',
      tag: 'Test',
      summary: 'A row as someone might add it',
      params: z.object({ id: text() }),
      query: z.looseObject({ q: text().optional() }),
      body: { schema: z.object({ title: z.string().trim().min(1), lines: z.array(z.object({ note: text(), extra: z.unknown() })) }) },
      ok: { description: 'ok' },
    };
    expect(requestStringLeaves([careless]).map(leafProblem).filter(Boolean)).toEqual([
      'careless query.*: takes any input through unchecked',
      'careless body.title: a string that is not a text()',
      'careless body.lines[].extra: takes any input through unchecked',
    ]);
  });

  it('given schemas built the ways the contracts build them, when walked, then the input-facing string of each is found', () => {
    const where = (schema: z.ZodType) => stringLeavesOf(schema, 'x').map((l) => `${l.where}:${l.kind}`);
    expect(where(z.preprocess((v) => v, z.string().optional()))).toEqual(['x:string']);
    expect(where(z.string().transform((v) => v.length).pipe(z.number()))).toEqual(['x:string']);
    expect(where(z.record(z.string(), z.enum(['a'])))).toEqual(['x{key}:string', 'x{value}:closed']);
    expect(where(z.discriminatedUnion('kind', [z.object({ kind: z.literal('a'), v: z.string() })]))).toEqual(['x|0.kind:closed', 'x|0.v:string']);
    expect(where(z.object({ n: z.number(), b: z.boolean().default(false) }))).toEqual([]);
  });
});
