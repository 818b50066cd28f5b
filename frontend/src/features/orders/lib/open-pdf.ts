/** What opening a PDF needs of the browser; handed in so tests can watch it. */
export interface PdfWindowHost {
  open(url?: string, target?: string): Pick<Window, 'location' | 'close'> | null;
}

export interface PdfUrls {
  createObjectURL(blob: Blob): string;
  revokeObjectURL(url: string): void;
}

/** A new window may keep the PDF's URL this long before it is released (it has loaded by then). */
const KEEP_URL_MS = 60_000;

/** Base64 (what GET /api/test/getinvoice answers) to a Blob of the given type. */
export function base64ToBlob(base64: string, type: string): Blob {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type });
}

/**
 * Spec 7.3: the invoice is opened in a new window. Browsers only let a page open a window while handling
 * the click, and the PDF arrives after a request, so the window is opened first (blank) and pointed at the
 * PDF once it is here. When the browser refused the blank window, opening the PDF directly is tried.
 */
export function openPdfWindow(host: PdfWindowHost, urls: PdfUrls) {
  const reserved = host.open('', '_blank');
  return {
    show(base64: string, contentType: string) {
      const url = urls.createObjectURL(base64ToBlob(base64, contentType));
      if (reserved) reserved.location.href = url;
      else host.open(url, '_blank');
      setTimeout(() => urls.revokeObjectURL(url), KEEP_URL_MS);
    },
    /** The invoice could not be had: close the blank window rather than leave it empty. */
    cancel() {
      reserved?.close();
    },
  };
}

/** What saving a file needs of the browser; handed in so tests can watch it. */
export interface FileSaveHost {
  document: Pick<Document, 'createElement' | 'body'>;
  urls: PdfUrls;
}

/** Saves a base64 PDF under its file name (a download, not a new window: the packing slip is to be printed). */
export function savePdf(host: FileSaveHost, file: { base64: string; contentType: string; fileName: string }) {
  const url = host.urls.createObjectURL(base64ToBlob(file.base64, file.contentType));
  const link = host.document.createElement('a');
  link.href = url;
  link.download = file.fileName;
  link.rel = 'noopener';
  host.document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => host.urls.revokeObjectURL(url), KEEP_URL_MS);
}
