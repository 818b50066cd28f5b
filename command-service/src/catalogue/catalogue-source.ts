import type { Catalogue } from '@certus/contracts';

/**
 * The published catalogue as the command side prices with it: the last CataloguePublished event of the
 * `Catalogue` stream (never a read model, never the browser's copy). Implementations cache it and notice a
 * newer version.
 */
export interface CatalogueSource {
  current(): Promise<Catalogue>;
}
