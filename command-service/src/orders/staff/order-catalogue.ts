import { CATALOGUE_STREAM_ID, CataloguePublished, type Catalogue } from '@certus/contracts';
import type { CommandServiceDeps } from '../../shared/deps.ts';

/**
 * The catalogue an order was priced with (OrderSubmitted.catalogueVersion): the current one almost always;
 * after a newer publication, the CataloguePublished of that version from stream `Catalogue`, so a
 * correction prices the line as the member was charged for it, whatever the prices are today.
 */
export async function catalogueOfVersion(deps: Pick<CommandServiceDeps, 'catalogue' | 'store'>, version: number): Promise<Catalogue> {
  const current = await deps.catalogue.current();
  if (current.version === version) return current;
  for (const recorded of await deps.store.readStream(CATALOGUE_STREAM_ID)) {
    if (recorded.type !== 'CataloguePublished') continue;
    const { catalogue } = CataloguePublished.parse({ type: recorded.type, data: recorded.data }).data;
    if (catalogue.version === version) return catalogue;
  }
  throw new Error(`catalogue version ${version} was never published`);
}
