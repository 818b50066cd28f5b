import { createHash } from 'node:crypto';
import { censusBookKey, type CensusBookFields } from '@certus/contracts';

/**
 * A census book's id: the first 16 hex digits of the sha-256 of its census key (censusBookKey). The projection
 * files copies under it and the query side and the data generator find books by it, so all compute it here.
 */
export function censusBookId(fields: CensusBookFields): string {
  return bookIdOfKey(censusBookKey(fields));
}

/** The id of a census key already made (the projection keeps the key too). */
export const bookIdOfKey = (bookKey: string): string => createHash('sha256').update(bookKey).digest('hex').slice(0, 16);
