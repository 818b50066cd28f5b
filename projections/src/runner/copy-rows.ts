import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { quoteIdent } from './quote-ident.ts';

const ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };
const NEEDS_ESCAPE = /[\\\t\n\r]/;
const ESCAPED = /[\\\t\n\r]/g;

const escaped = (text: string) => (NEEDS_ESCAPE.test(text) ? text.replace(ESCAPED, (c) => ESCAPES[c]!) : text);

/**
 * A value as COPY's text format spells it: \N for null, objects as JSON (jsonb columns), backslash and the
 * separators escaped. No text reaching a projection holds NUL (the boundary refuses it), which COPY cannot carry.
 */
export function copyText(value: unknown): string {
  if (value === null || value === undefined) return '\\N';
  return escaped(typeof value === 'string' ? value : typeof value === 'object' ? JSON.stringify(value) : String(value));
}

/** One column's values as COPY fields. */
export type CopySpelling = (value: unknown) => string;

/**
 * Each of `columns` of `table` spelled from its type, for rows of JSON values (a document projection's) read as
 * json_populate_recordset reads the same values, so that a row copied equals the row inserted: json and jsonb take any
 * value as JSON (a string with its quotes), array columns PostgreSQL's array literal, and JSON null is SQL NULL in every
 * column.
 */
export async function jsonRowSpellings(client: pg.PoolClient, table: string, columns: readonly string[]): Promise<CopySpelling[]> {
  const { rows } = await client.query<{ name: string; category: string; type: string; element: string | null }>(
    `SELECT a.attname AS name, t.typcategory AS category, t.typname AS type, e.typname AS element
       FROM pg_attribute a JOIN pg_type t ON t.oid = a.atttypid LEFT JOIN pg_type e ON e.oid = t.typelem AND t.typcategory = 'A'
      WHERE a.attrelid = to_regclass($1) AND a.attnum > 0 AND NOT a.attisdropped`,
    [quoteIdent(table)],
  );
  const byName = new Map(rows.map((row) => [row.name, row]));
  return columns.map((name) => {
    const column = byName.get(name);
    if (!column) throw new Error(`${table} has no column ${name} to copy into`);
    if (isJson(column.type)) return (value) => (value === null || value === undefined ? '\\N' : escaped(JSON.stringify(value)));
    if (column.category === 'A') {
      // json_populate_recordset takes a JSON array within an array of json as a dimension: no read model has one.
      if (isJson(column.element ?? '')) throw new Error(`${table}.${name}: arrays of json are not copied`);
      return (value) => (value === null || value === undefined ? '\\N' : escaped(arrayLiteral(value, name)));
    }
    return copyText;
  });
}

const isJson = (type: string) => type === 'json' || type === 'jsonb';

/** A JSON array as PostgreSQL's array literal: every element quoted (objects as JSON), null as NULL, arrays within as dimensions. */
function arrayLiteral(value: unknown, column: string): string {
  if (!Array.isArray(value)) throw new Error(`column ${column} takes an array, not ${JSON.stringify(value)}`);
  const element = (e: unknown): string => {
    if (e === null || e === undefined) return 'NULL';
    if (Array.isArray(e)) return arrayLiteral(e, column);
    const text = typeof e === 'object' ? JSON.stringify(e) : String(e);
    return `"${text.replace(/["\\]/g, '\\$&')}"`;
  };
  return `{${value.map(element).join(',')}}`;
}

const FLUSH_AT = 1 << 20;

function* copyLines(columns: readonly string[], rows: Iterable<object>, spellings?: readonly CopySpelling[]): Generator<string> {
  let buffer = '';
  for (const row of rows) {
    const values = row as Readonly<Record<string, unknown>>;
    let line = '';
    for (let i = 0; i < columns.length; i++) line += (i ? '\t' : '') + (spellings ? spellings[i]!(values[columns[i]!]) : copyText(values[columns[i]!]));
    buffer += line + '\n';
    if (buffer.length >= FLUSH_AT) {
      yield buffer;
      buffer = '';
    }
  }
  if (buffer) yield buffer;
}

/**
 * Appends rows (objects holding a value under each of `columns`) to a table with COPY (a rebuild's bulk load: several times the rate of an INSERT of the same rows).
 * Each value is spelled by copyText, or by the column's own spelling when `spellings` are given (jsonRowSpellings).
 * Plain appends: a row whose key is taken fails the whole COPY, and the caller's transaction with it.
 */
export async function copyRows(
  client: pg.PoolClient,
  table: string,
  columns: readonly string[],
  rows: Iterable<object>,
  spellings?: readonly CopySpelling[],
): Promise<void> {
  const into = client.query(copyFrom(`COPY ${quoteIdent(table)} (${columns.map(quoteIdent).join(', ')}) FROM STDIN`));
  await pipeline(Readable.from(copyLines(columns, rows, spellings)), into);
}
