import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_FILE, readCatalogueFile } from './catalogue-file.ts';

/** The repo's catalogue file, changed by `edit`, written to a temporary file. */
function aCatalogueFile(edit: (catalogue: any) => void): string {
  const catalogue = JSON.parse(readFileSync(CATALOGUE_FILE, 'utf8'));
  edit(catalogue);
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'catalogue-')), 'catalogue.json');
  writeFileSync(file, JSON.stringify(catalogue));
  return file;
}

describe('readCatalogueFile', () => {
  it('given the repo file, when read, then it carries a Canadian price set for every tier', () => {
    const catalogue = readCatalogueFile();
    expect(Object.keys(catalogue.cadPrices!.tiers).sort()).toEqual(catalogue.tiers.map((t) => t.id).sort());
  });

  it('given a file without a Canadian price set (as before it existed), when read, then it is accepted', () => {
    expect(readCatalogueFile(aCatalogueFile((c) => delete c.cadPrices)).cadPrices).toBeUndefined();
  });

  it('given a Canadian price set that leaves a tier unpriced, when read, then the start-up stops and names it', () => {
    expect(() => readCatalogueFile(aCatalogueFile((c) => delete c.cadPrices.tiers.NW))).toThrow(/incomplete Canadian price set: tier NW: no price/);
  });
});
