import type pg from 'pg';
import { Catalogue, catalogueDataMessages } from '@certus/contracts';
import { HttpResponseError } from '@certus/infra';

/**
 * The current catalogue from the catalogue read model (the highest published version). The JSON is parsed
 * once per version: each call asks only which version is current, and reads the catalogue again when it changed.
 */
export function catalogueReader(pool: pg.Pool): () => Promise<Catalogue> {
  let cached: Catalogue | undefined;
  return async () => {
    const { rows } = await pool.query<{ version: number }>('SELECT version FROM catalogue_versions ORDER BY version DESC LIMIT 1');
    const version = rows[0]?.version;
    // Before the projection has seen the first CataloguePublished (a fresh database, seconds after start).
    if (version === undefined) throw new HttpResponseError(503, { message: catalogueDataMessages.catalogueNotReady }, { 'Retry-After': '1' });
    if (cached?.version !== version) {
      const loaded = await pool.query<{ catalogue: unknown }>('SELECT catalogue FROM catalogue_versions WHERE version = $1', [version]);
      cached = Catalogue.parse(loaded.rows[0]!.catalogue);
    }
    return cached;
  };
}
