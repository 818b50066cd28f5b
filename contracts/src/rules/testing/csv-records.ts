import { CSV_BYTE_ORDER_MARK } from '../csv.ts';

/**
 * The records of a CSV file read strictly as RFC 4180 (for tests; not exported from the package): CRLF after
 * every record, quoted fields with their quotes doubled, a byte order mark at the start dropped. Anything else
 * (a bare LF or CR outside quotes, a quote inside an unquoted field, text after a closing quote, a last record
 * without its CRLF) throws, so a test that reads a file back also checks how it was written.
 */
export function csvRecordsOf(file: string): string[][] {
  const text = file.startsWith(CSV_BYTE_ORDER_MARK) ? file.slice(CSV_BYTE_ORDER_MARK.length) : file;
  const records: string[][] = [];
  let record: string[] = [];
  let i = 0;
  const fail = (why: string): never => {
    throw new Error(`not RFC 4180 CSV at character ${i}: ${why}`);
  };
  while (i < text.length) {
    let field = '';
    if (text[i] === '"') {
      i++;
      for (;;) {
        if (i >= text.length) fail('a quoted field is not closed');
        if (text[i] === '"') {
          if (text[i + 1] === '"') {
            field += '"';
            i += 2;
            continue;
          }
          i++;
          break;
        }
        field += text[i++];
      }
    } else {
      while (i < text.length && !',\r\n'.includes(text[i]!)) {
        if (text[i] === '"') fail('a quote inside an unquoted field');
        field += text[i++];
      }
    }
    record.push(field);
    if (text[i] === ',') {
      i++;
      continue;
    }
    if (text.startsWith('\r\n', i)) {
      records.push(record);
      record = [];
      i += 2;
      continue;
    }
    fail(i >= text.length ? 'the last record has no CRLF' : `unexpected ${JSON.stringify(text[i])} after a field`);
  }
  return records;
}
