import type pg from 'pg';

/** How to answer one search: read it, and tell which rows of the census it is read from (see CensusAnswerCache). */
export interface CensusRead {
  read(): Promise<unknown>;
  /** Text that changes whenever the rows the answer is read from do (population-search.ts searchedRowsVersion). */
  rowsVersion(): Promise<string>;
}

/**
 * The census generation (migration 029): how many events have changed the census, and the transaction that wrote the
 * row, which changes as well when a rebuild swaps in tables read afresh (after a change of the projection's code)
 * at the same count.
 */
export interface CensusGeneration {
  censusEvents: number;
  writtenBy: string;
}

const sameGeneration = (a: CensusGeneration, b: CensusGeneration) => a.censusEvents === b.censusEvents && a.writtenBy === b.writtenBy;

interface KeptAnswer {
  /** The census generation it is known to be the answer of. */
  generation: CensusGeneration;
  rowsVersion: string;
  text: string;
}

/**
 * Census answers kept in memory (issue [6/7]: the population search at 500 a second at 32 in flight), as the JSON
 * text sent. Each search first reads the census generation (CensusGeneration):
 * - an answer kept under that generation is sent as it is;
 * - one kept under an earlier generation is checked: a certification changes one title's books, so the answer still
 *   holds when the rows it was read from are unchanged (their rowsVersion); it is then kept under the new generation.
 *   Collectors' searches of other titles keep their answers while certifications arrive all day;
 * - otherwise the answer is read, its rowsVersion taken just before, so a change that lands in between is seen at
 *   the next check.
 * Requests for the same answer while it is being read wait for that one read; the least recently used answers go
 * first once they pass `maxBytes`. Each process has its own cache; the generation and the rows are read from the
 * database, so every process agrees on them.
 */
export class CensusAnswerCache {
  private readonly answers = new Map<string, KeptAnswer>();
  private readonly reading = new Map<string, Promise<string>>();
  private bytes = 0;
  private hits = 0;
  private checkedHits = 0;
  private misses = 0;

  constructor(
    private readonly readGeneration: () => Promise<CensusGeneration | null>,
    readonly maxBytes = DEFAULT_MAX_BYTES,
  ) {}

  /** The answer for `key` as JSON text: kept from an earlier read of the same rows, or read now. */
  async answer(key: string, search: CensusRead): Promise<string> {
    const generation = await this.readGeneration();
    // No census yet has no generation to keep answers under.
    if (generation === null) return JSON.stringify(await search.read());
    const kept = this.answers.get(key);
    if (kept && sameGeneration(kept.generation, generation)) {
      this.hits++;
      return this.used(key, kept).text;
    }
    const readingKey = `${generation.censusEvents}:${generation.writtenBy}|${key}`;
    const pending = this.reading.get(readingKey);
    if (pending) {
      this.misses++; // served by another request's read: counted as read, not as kept
      return pending;
    }
    const reading = this.check(key, kept, generation, search).finally(() => this.reading.delete(readingKey));
    this.reading.set(readingKey, reading);
    return reading;
  }

  /** Forgets every answer kept (a benchmark's run from empty; an operator's wish after a restore). */
  clear(): void {
    this.answers.clear();
    this.bytes = 0;
  }

  /**
   * Answers sent from the cache (`hits`; `checkedHits` of them after checking their rows, the census having moved
   * on), answers read (`misses`), and what the cache holds now: for the benchmark and the ops log.
   */
  stats(): { hits: number; checkedHits: number; misses: number; answers: number; bytes: number } {
    return { hits: this.hits, checkedHits: this.checkedHits, misses: this.misses, answers: this.answers.size, bytes: this.bytes };
  }

  /** An answer kept under an earlier generation if its rows are unchanged, or else the answer read now. */
  private async check(key: string, kept: KeptAnswer | undefined, generation: CensusGeneration, search: CensusRead): Promise<string> {
    const rowsVersion = await search.rowsVersion();
    if (kept && kept.rowsVersion === rowsVersion) {
      this.hits++;
      this.checkedHits++;
      this.keep(key, { ...kept, generation });
      return kept.text;
    }
    this.misses++;
    const text = JSON.stringify(await search.read());
    this.keep(key, { generation, rowsVersion, text });
    return text;
  }

  private used(key: string, kept: KeptAnswer): KeptAnswer {
    this.answers.delete(key); // most recently used last
    this.answers.set(key, kept);
    return kept;
  }

  private keep(key: string, answer: KeptAnswer): void {
    const earlier = this.answers.get(key);
    // A read that began before another of the same search, and ended after it, leaves the later one.
    if (earlier && earlier.generation.censusEvents > answer.generation.censusEvents) return;
    const size = answer.text.length + answer.rowsVersion.length;
    if (size > this.maxBytes / 10) return; // larger than a tenth of the room: sent, not kept
    if (earlier) this.bytes -= earlier.text.length + earlier.rowsVersion.length;
    this.used(key, answer);
    this.bytes += size;
    for (const [oldest, old] of this.answers) {
      if (this.bytes <= this.maxBytes) break;
      this.answers.delete(oldest);
      this.bytes -= old.text.length + old.rowsVersion.length;
    }
  }
}

/**
 * 32 MB of answers: a search's answer is 10 KB of JSON on average at a million copies (5-40 KB), so some three thousand
 * different searches. (Length counts UTF-16 code units; census JSON is nearly all ASCII, which V8 keeps at a byte a
 * character.)
 */
const DEFAULT_MAX_BYTES = 32 * 1024 * 1024;

/** The census generation of the `population` read model (one row), or null before its first census event. */
export async function readCensusGeneration(pool: pg.Pool): Promise<CensusGeneration | null> {
  const { rows } = await pool.query<{ census_events: string; written_by: string }>(
    'SELECT census_events::text, xmin::text AS written_by FROM population_census_generation',
  );
  const row = rows[0];
  return row ? { censusEvents: Number(row.census_events), writtenBy: row.written_by } : null;
}
