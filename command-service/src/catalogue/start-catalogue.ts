import type { Logger } from 'pino';
import type { Catalogue } from '@certus/contracts';
import type { Clock, EventStore } from '@certus/infra';
import { readCatalogueFile } from './catalogue-file.ts';
import { publishCatalogue } from './publish-catalogue.ts';
import { StoreCatalogueSource } from './store-catalogue-source.ts';

/**
 * At start-up: publishes the repo's catalogue when its version is newer than the published one, and returns
 * the source the command side prices with. Every process runs this; only the first to start a new version
 * publishes it. A missing or invalid catalogue file stops the start: the file is part of the release, and
 * publishing nothing would leave every submission refused.
 */
export async function startCatalogue(options: { store: EventStore; clock: Clock; logger: Logger; catalogue?: Catalogue }): Promise<StoreCatalogueSource> {
  const { store, clock, logger } = options;
  const source = new StoreCatalogueSource(store);
  const catalogue = options.catalogue ?? readCatalogueFile();
  const outcome = await publishCatalogue(store, clock, catalogue);
  if (outcome.status === 'published') {
    source.remember(catalogue, outcome.streamVersion);
    logger.info({ catalogueVersion: outcome.version }, 'catalogue published');
  } else if (outcome.publishedVersion > catalogue.version) {
    // A newer catalogue came from a newer release: this process prices with it too (the source reads it).
    logger.warn({ fileVersion: catalogue.version, publishedVersion: outcome.publishedVersion }, 'the published catalogue is newer than the catalogue file');
  }
  return source;
}
