import type { z } from 'zod';

/** An OpenAPI Example Object of an operation's 2xx answer: a summary of the case it shows, and the body. */
export interface AnswerExample {
  summary: string;
  value: unknown;
}

/**
 * An example answer typed by the schema it illustrates, so that renaming a field of the contract fails to compile
 * here. Formats, patterns and ranges are not types: examples.unit.test.ts parses every example of the document with
 * the same schema.
 */
export const answerExample = <S extends z.ZodType>(_schema: S, summary: string, value: z.input<S>): AnswerExample => ({ summary, value });
