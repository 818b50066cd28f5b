/** What saving a file needs of the browser; handed in so tests can watch it. */
export interface FileSaveHost {
  createObjectURL(blob: Blob): string;
  revokeObjectURL(url: string): void;
  document: Pick<Document, 'createElement' | 'body'>;
}

const BYTE_ORDER_MARK = '\uFEFF';

/**
 * Saves text as a file the browser downloads (an object URL behind a link with `download`, clicked). The
 * export is fetched with the member's token, so a plain link to the API could not carry it. A CSV keeps the
 * UTF-8 byte order mark the server wrote (decoding the answer as text drops it), so a spreadsheet reads
 * accents as written.
 */
export function saveTextFile(host: FileSaveHost, text: string, fileName: string, type: string): void {
  const content = type.startsWith('text/csv') && !text.startsWith(BYTE_ORDER_MARK) ? BYTE_ORDER_MARK + text : text;
  const url = host.createObjectURL(new Blob([content], { type }));
  const link = host.document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  host.document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // The click has handed the file to the browser's download: the URL can go once this task ends.
    setTimeout(() => host.revokeObjectURL(url), 0);
  }
}

/** The browser itself as the host. */
export const browserFileHost = (): FileSaveHost => ({
  createObjectURL: (blob) => URL.createObjectURL(blob),
  revokeObjectURL: (url) => URL.revokeObjectURL(url),
  document,
});
