import type { z } from 'zod';

/**
 * The places where parsing with a schema would hand back something other than what it was given: a transform, a
 * default or a catch that fills in, a coercion, a check that rewrites (trim, toLowerCase). An answer's schema has
 * none: it describes what the server sends, so that the browser's parse of an answer (RTK Query's responseSchema,
 * in development and the site's unit tests) checks it and changes nothing, that the built site, which skips it, sees
 * the same value, and the server's own check of its answers (CHECK_RESPONSES) can ask for an answer
 * that parses to itself.
 */
export interface ReshapingPart {
  /** `OrderDetail.lines[].amount`... */
  where: string;
  /** transform, default, prefault, catch, coerce, overwrite. */
  kind: string;
}

type Def = { type: string; checks?: unknown[] } & Record<string, unknown>;
const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;

/** Wrappers that add nothing to their one inner schema's output. */
const PLAIN_WRAPPERS = new Set(['optional', 'nullable', 'nonoptional', 'readonly']);
/** Wrappers that put a value of their own in place of a missing or failing one. */
const FILLING_WRAPPERS = new Set(['default', 'prefault', 'catch']);

/** The reshaping parts of one schema, `where` prefixed to each path. */
export function reshapingPartsOf(schema: z.ZodType, where: string, seen = new Set<unknown>()): ReshapingPart[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = defOf(schema);
  const walk = (inner: unknown, at: string) => reshapingPartsOf(inner as z.ZodType, at, seen);
  const own: ReshapingPart[] = [];
  if (def.coerce === true) own.push({ where, kind: 'coerce' });
  for (const check of def.checks ?? []) {
    if (defOf(check).check === 'overwrite') own.push({ where, kind: 'overwrite' });
  }
  if (PLAIN_WRAPPERS.has(def.type)) return [...own, ...walk(def.innerType, where)];
  if (FILLING_WRAPPERS.has(def.type)) return [...own, { where, kind: def.type }, ...walk(def.innerType, where)];
  switch (def.type) {
    case 'transform':
      return [...own, { where, kind: 'transform' }];
    case 'pipe':
      return [...own, ...walk(def.in, where), ...walk(def.out, where)];
    case 'object': {
      const shape = def.shape as Record<string, z.ZodType>;
      const fields = Object.entries(shape).flatMap(([key, value]) => walk(value, `${where}.${key}`));
      return [...own, ...fields, ...(def.catchall ? walk(def.catchall, `${where}.*`) : [])];
    }
    case 'record':
    case 'map':
      return [...own, ...walk(def.keyType, `${where}{key}`), ...walk(def.valueType, `${where}{value}`)];
    case 'array':
      return [...own, ...walk(def.element, `${where}[]`)];
    case 'set':
      return [...own, ...walk(def.valueType, `${where}[]`)];
    case 'tuple':
      return [
        ...own,
        ...(def.items as z.ZodType[]).flatMap((item, i) => walk(item, `${where}[${i}]`)),
        ...(def.rest ? walk(def.rest, `${where}[...]`) : []),
      ];
    case 'union':
      return [...own, ...(def.options as z.ZodType[]).flatMap((option, i) => walk(option, `${where}|${i}`))];
    case 'intersection':
      return [...own, ...walk(def.left, where), ...walk(def.right, where)];
    case 'lazy':
      return [...own, ...walk((def.getter as () => z.ZodType)(), where)];
    default:
      return own;
  }
}
