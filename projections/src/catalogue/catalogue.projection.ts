import { CataloguePublished, type Catalogue, type RecordedEvent } from '@certus/contracts';
import type { Projection } from '../projection.ts';

/** The promo lookup key: codes are matched without regard to case (spec 5). */
export const promoCodeKey = (code: string) => code.trim().toUpperCase();

/**
 * catalogue_versions: one row per published version (the whole catalogue, as published);
 * catalogue_promos: the promo codes of the highest version, one row each. Rows are functions of the events
 * alone (published_at from the event, not the clock), so applying the log again or rebuilding writes the
 * same rows; an older version applied again never replaces the promos of a newer one.
 */
export const catalogueProjection: Projection = {
  name: 'catalogue',
  tables: ['catalogue_versions', 'catalogue_promos'],
  handles: (event) => event.type === 'CataloguePublished',
  async applyBatch(client, events) {
    const published = events.flatMap(publishedCatalogue);
    if (published.length === 0) return;
    await client.query(
      `INSERT INTO catalogue_versions (version, catalogue, published_at, event_id)
       SELECT (r->>'version')::int, r->'catalogue', (r->>'publishedAt')::timestamptz, r->>'eventId' FROM jsonb_array_elements($1::jsonb) r
       ON CONFLICT (version) DO NOTHING`,
      [JSON.stringify(published.map((p) => ({ version: p.catalogue.version, catalogue: p.catalogue, publishedAt: p.publishedAt, eventId: p.eventId })))],
    );
    const newest = published.reduce((a, b) => (b.catalogue.version >= a.catalogue.version ? b : a));
    const { rows } = await client.query<{ version: number }>('SELECT max(version) AS version FROM catalogue_versions');
    if (newest.catalogue.version < (rows[0]?.version ?? 0)) return;
    await client.query('DELETE FROM catalogue_promos');
    await client.query(
      `INSERT INTO catalogue_promos (code_key, catalogue_version, promo)
       SELECT r->>'key', $2, r->'promo' FROM jsonb_array_elements($1::jsonb) WITH ORDINALITY AS e(r, n) ORDER BY n
       ON CONFLICT (code_key) DO NOTHING`,
      [JSON.stringify(newest.catalogue.promos.map((promo) => ({ key: promoCodeKey(promo.promoCode), promo }))), newest.catalogue.version],
    );
  },
};

function publishedCatalogue(recorded: RecordedEvent): { catalogue: Catalogue; publishedAt: string; eventId: string }[] {
  if (recorded.type !== 'CataloguePublished') return [];
  const event = CataloguePublished.parse({ type: recorded.type, data: recorded.data });
  return [{ catalogue: event.data.catalogue, publishedAt: event.data.publishedAt, eventId: recorded.eventId }];
}
