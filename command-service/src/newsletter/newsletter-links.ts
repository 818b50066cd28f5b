import { createHash } from 'node:crypto';
import type pg from 'pg';

/** Stream key of an address: sha-256 (hex) of the normalised e-mail. */
export const newsletterEmailHash = (normalisedEmail: string) => createHash('sha256').update(normalisedEmail).digest('hex');

/**
 * Which address an unsubscribe link was mailed to. The link carries only its GUID-shaped id (spec 2.1), so
 * the command side looks it up (a lookup passed in, like a catalogue reader) in the newsletter read model;
 * the decider then checks the id against the stream itself, so a stale or forged answer changes nothing.
 */
export interface NewsletterLinks {
  emailHashOf(unsubscribeId: string): Promise<string | null>;
}

export function newsletterLinksIn(pool: pg.Pool): NewsletterLinks {
  return {
    async emailHashOf(unsubscribeId) {
      const { rows } = await pool.query<{ email_hash: string }>('SELECT email_hash FROM newsletter_subscriptions WHERE unsubscribe_id = $1', [unsubscribeId]);
      return rows[0]?.email_hash ?? null;
    },
  };
}
