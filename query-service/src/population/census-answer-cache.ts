import type pg from 'pg';
import { compareCheckpoints, type Checkpoint } from '@certus/contracts';

/**
 * Census answers kept in memory (issue [6/7]: the population search at 500 a second at 32 in flight), as the JSON
 * text sent, under the census generation they were read at (migration 029: the last event that changed the census).
 * - Every answer is asked for with the generation read just before: once a certification or revocation moves it,
 *   the cache empties, so no answer outlives the census it was read from. Events that leave the census alone (most
 *   of the log) keep every answer.
 * - An answer read under an older generation than the cache's (a request that began before the census moved) is
 *   not kept.
 * - Requests for the same answer while it is being read wait for that one read instead of each reading it.
 * - The least recently used answers go first once the answers kept pass `maxBytes`.
 * Each process has its own cache; the generation is read from the database, so every process agrees on it.
 */
export class CensusAnswerCache {
  private generation: Checkpoint | null = null;
  private readonly answers = new Map<string, string>();
  private readonly reading = new Map<string, Promise<string>>();
  private bytes = 0;
  private hits = 0;
  private misses = 0;

  constructor(
    private readonly readGeneration: () => Promise<Checkpoint | null>,
    readonly maxBytes = DEFAULT_MAX_BYTES,
  ) {}

  /** The answer for `key` as JSON text: kept from an earlier read of the same census, or `read` now. */
  async answer(key: string, read: () => Promise<unknown>): Promise<string> {
    const generation = await this.readGeneration();
    // No census yet has no generation to keep answers under.
    if (generation === null) return JSON.stringify(await read());
    const current = this.moveTo(generation);
    const kept = current ? this.answers.get(key) : undefined;
    if (kept !== undefined) {
      this.hits++;
      this.answers.delete(key); // most recently used last
      this.answers.set(key, kept);
      return kept;
    }
    this.misses++;
    const readingKey = `${generation.txId}:${generation.position}|${key}`;
    const pending = this.reading.get(readingKey);
    if (pending) return pending;
    const reading = read()
      .then((value) => {
        const text = JSON.stringify(value);
        this.keep(generation, key, text);
        return text;
      })
      .finally(() => this.reading.delete(readingKey));
    this.reading.set(readingKey, reading);
    return reading;
  }

  /** Forgets every answer kept (a benchmark's run from empty; an operator's wish after a restore). */
  clear(): void {
    this.answers.clear();
    this.bytes = 0;
  }

  /** Hits and misses since the cache was made, and what it holds now (for the benchmark and the ops log). */
  stats(): { hits: number; misses: number; answers: number; bytes: number } {
    return { hits: this.hits, misses: this.misses, answers: this.answers.size, bytes: this.bytes };
  }

  /** Whether `generation` is the cache's own: a newer one empties the cache and becomes it; an older one is not. */
  private moveTo(generation: Checkpoint): boolean {
    const order = this.generation === null ? 1 : compareCheckpoints(generation, this.generation);
    if (order > 0) {
      this.generation = generation;
      this.answers.clear();
      this.bytes = 0;
    }
    return order >= 0;
  }

  private keep(generation: Checkpoint, key: string, text: string): void {
    // An answer of a census that has moved on since, or larger than a tenth of the room, is not kept.
    if (!this.moveTo(generation) || text.length > this.maxBytes / 10) return;
    const earlier = this.answers.get(key);
    if (earlier !== undefined) this.bytes -= earlier.length;
    this.answers.delete(key);
    this.answers.set(key, text);
    this.bytes += text.length;
    for (const [oldest, answer] of this.answers) {
      if (this.bytes <= this.maxBytes) break;
      this.answers.delete(oldest);
      this.bytes -= answer.length;
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
export async function readCensusGeneration(pool: pg.Pool): Promise<Checkpoint | null> {
  const { rows } = await pool.query<{ tx_id: string; global_position: string }>(
    'SELECT tx_id::text, global_position::text FROM population_census_generation',
  );
  return rows[0] ? { txId: rows[0].tx_id, position: rows[0].global_position } : null;
}
