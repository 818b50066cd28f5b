import { readFile } from 'node:fs/promises';
import { expect, type Download } from '@playwright/test';
import { CSV_BYTE_ORDER_MARK } from '../../../contracts/src/rules/csv.ts';
import { csvRecordsOf } from '../../../contracts/src/rules/testing/csv-records.ts';

/**
 * A CSV file the page downloaded, read back as its records: it starts with a byte order mark (so a spreadsheet
 * reads accents as written) and is strict RFC 4180, which csvRecordsOf checks as it reads.
 */
export async function downloadedCsvRecords(download: Download): Promise<string[][]> {
  const text = await readFile((await download.path())!, 'utf8');
  expect(text.startsWith(CSV_BYTE_ORDER_MARK), `${download.suggestedFilename()} starts with a byte order mark`).toBe(true);
  return csvRecordsOf(text);
}
