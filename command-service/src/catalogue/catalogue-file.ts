import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Catalogue } from '@certus/contracts';

/** The catalogue as the repo holds it: edited by hand, published at start-up when its version is newer. */
export const CATALOGUE_FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../contracts/catalogue/catalogue.json');

/** Reads and parses the catalogue file; a file that does not match the schema stops the start-up with zod's reasons. */
export function readCatalogueFile(file = CATALOGUE_FILE): Catalogue {
  const parsed = Catalogue.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(`${file} is not a valid catalogue: ${parsed.error.message}`);
  return parsed.data;
}
