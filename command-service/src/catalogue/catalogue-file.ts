import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Catalogue, priceSetProblems } from '@certus/contracts';

/** The catalogue as the repo holds it: edited by hand, published at start-up when its version is newer. */
export const CATALOGUE_FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../contracts/catalogue/catalogue.json');

/**
 * Reads and parses the catalogue file; a file that does not match the schema stops the start-up with zod's reasons,
 * and so does a Canadian price set that leaves a fee unpriced (published, it would leave Canada without a price list).
 */
export function readCatalogueFile(file = CATALOGUE_FILE): Catalogue {
  const parsed = Catalogue.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(`${file} is not a valid catalogue: ${parsed.error.message}`);
  const problems = parsed.data.cadPrices ? priceSetProblems(parsed.data, parsed.data.cadPrices) : [];
  if (problems.length > 0) throw new Error(`${file} has an incomplete Canadian price set: ${problems.join('; ')}`);
  return parsed.data;
}
