import type { z } from 'zod';
import type { OperationRow } from './document.ts';

/**
 * Every place a request schema lets a string in, found by walking the zod schemas of the operations table
 * (body, path and query of each row), so a check over them covers the API as it is declared rather than a
 * hand-kept list. Used by the text coverage test: every `string` leaf must be a `text()`.
 */

export type StringLeafKind =
  /** A z.string() (or a string format): the text check must be among its checks. */
  | 'string'
  /** A fixed set of values (enum, literal): refuses anything else, so it needs no text check. */
  | 'closed'
  /** Something that takes any input through (any, unknown, custom, a bare transform, a loose object or record): never acceptable. */
  | 'open';

export interface StringLeaf {
  /** `operationId body.comics[].title`, `operationId params.id`... */
  where: string;
  kind: StringLeafKind;
  schema: z.ZodType;
}

type Def = { type: string } & Record<string, unknown>;
const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Types that never hold a string, whatever they are given. */
const NO_STRINGS = new Set(['number', 'int', 'boolean', 'bigint', 'symbol', 'null', 'undefined', 'void', 'never', 'date', 'nan', 'file']);
/** Wrappers whose one inner schema is what parses the input. */
const WRAPPERS = new Set(['optional', 'nullable', 'nonoptional', 'default', 'prefault', 'catch', 'readonly', 'success']);

/** The string leaves of one schema, `where` prefixed to each path. */
export function stringLeavesOf(schema: z.ZodType, where: string, seen = new Set<z.ZodType>()): StringLeaf[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = defOf(schema);
  const walk = (inner: unknown, at: string) => stringLeavesOf(inner as z.ZodType, at, seen);
  const leaf = (kind: StringLeafKind): StringLeaf[] => [{ where, kind, schema }];
  if (NO_STRINGS.has(def.type)) return [];
  if (WRAPPERS.has(def.type)) return walk(def.innerType, where);
  switch (def.type) {
    case 'string':
      return leaf('string');
    case 'enum':
    case 'literal':
      return leaf('closed');
    case 'object': {
      const shape = def.shape as Record<string, z.ZodType>;
      const fields = Object.entries(shape).flatMap(([key, value]) => walk(value, `${where}.${key}`));
      const catchall = def.catchall as z.ZodType | undefined;
      // A strict object's catchall is `never`; a loose one passes unknown keys (and their strings) through.
      return catchall ? [...fields, ...walk(catchall, `${where}.*`)] : fields;
    }
    case 'record':
      return [
        ...walk(def.keyType, `${where}{key}`),
        ...walk(def.valueType, `${where}{value}`),
        ...(def.mode === 'loose' ? leaf('open') : []),
      ];
    case 'map':
      return [...walk(def.keyType, `${where}{key}`), ...walk(def.valueType, `${where}{value}`)];
    case 'array':
      return walk(def.element, `${where}[]`);
    case 'set':
      return walk(def.valueType, `${where}[]`);
    case 'tuple':
      return [...(def.items as z.ZodType[]).flatMap((item, i) => walk(item, `${where}[${i}]`)), ...(def.rest ? walk(def.rest, `${where}[...]`) : [])];
    case 'union':
      return (def.options as z.ZodType[]).flatMap((option, i) => walk(option, `${where}|${i}`));
    case 'intersection':
      return [...walk(def.left, where), ...walk(def.right, where)];
    case 'lazy':
      return walk((def.getter as () => z.ZodType)(), where);
    case 'pipe':
      // The input meets `in` first, and `out` only sees what `in` let through; but a preprocess (`in` is a
      // bare transform) hands the raw input on, so then `out` is what checks it.
      return defOf(def.in as z.ZodType).type === 'transform' ? walk(def.out, where) : walk(def.in, where);
    default:
      // any, unknown, custom, template_literal, a bare transform, promise, function: input reaches the handler unchecked.
      return leaf('open');
  }
}

/** The string leaves of every request schema of the operations table (binary bodies are bytes, not text). */
export function requestStringLeaves(operations: readonly OperationRow[]): StringLeaf[] {
  return operations.flatMap((row) => [
    ...(row.params ? stringLeavesOf(row.params, `${row.operationId} params`) : []),
    ...(row.query ? stringLeavesOf(row.query, `${row.operationId} query`) : []),
    ...(row.body && !row.body.mediaType?.startsWith('image/') ? stringLeavesOf(row.body.schema, `${row.operationId} body`) : []),
  ]);
}
