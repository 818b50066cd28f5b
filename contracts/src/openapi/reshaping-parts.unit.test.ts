import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { text } from '../rules/text.ts';
import { operations } from './document.ts';
import { reshapingPartsOf } from './reshaping-parts.ts';

/**
 * Normalising checks (trim, toLowerCase) hand back what they are given when it is already normal, and the
 * server's answers are checked to be (CHECK_RESPONSES, infra/src/http/response-contract.ts): only the parts that
 * change a normal value count here. (The answers of a saved template reuse the cart's line schema, which trims.)
 */
const changesValues = (kind: string) => kind !== 'overwrite';

describe('the answers\' schemas describe their data, they do not reshape it', () => {
  it('given every JSON answer of the operations table, when its schema is walked, then nothing in it transforms, fills in or coerces', () => {
    const jsonAnswers = operations.filter((row) => row.ok.schema && (row.ok.mediaType ?? 'application/json') === 'application/json');
    const found = jsonAnswers.flatMap((row) => reshapingPartsOf(row.ok.schema!, row.operationId)).filter((part) => changesValues(part.kind));
    expect(jsonAnswers.length).toBeGreaterThan(100);
    expect(found.map((part) => `${part.where}: ${part.kind}`)).toEqual([]);
  });

  it('given schemas that transform, fill in, coerce or normalise, when walked, then each part is named with its path', () => {
    const schema = z.object({
      total: z.coerce.number(),
      lines: z.array(z.object({ title: text().trim(), at: z.string().transform((value) => new Date(value)) })),
      page: z.number().default(1),
      status: z.enum(['open', 'closed']).catch('open'),
      note: z.preprocess((value) => value ?? '', z.string()).optional(),
      plain: z.object({ id: z.string(), tags: z.array(z.string()).nullable() }),
    });
    expect(reshapingPartsOf(schema, 'Order').map((part) => `${part.where}: ${part.kind}`)).toEqual([
      'Order.total: coerce',
      'Order.lines[].title: overwrite',
      'Order.lines[].at: transform',
      'Order.page: default',
      'Order.status: catch',
      'Order.note: transform',
    ]);
  });
});
