import { parseSearchTarget, type OrderBookView } from '@certus/contracts';

/**
 * What a scanned or typed id opens. A barcode scanner types the id and presses Enter, so every worker screen
 * reads its scan field through this one function: an order id opens the order, a certification id
 * (`{orderId}-{NNN}`, NNN the book number) opens its order on that book.
 */
export type ScanTarget = { kind: 'order'; orderId: string } | { kind: 'book'; orderId: string; certificationId: string; bookNo: number };

export function readScan(text: string): ScanTarget | null {
  const target = parseSearchTarget(text);
  if (!target) return null;
  if (target.kind === 'order') return { kind: 'order', orderId: target.id };
  // A canonical comic id is `NN-XXXXXXX[-TT]-NNN`: the order is its first two segments, the book its last.
  const segments = target.id.split('-');
  return { kind: 'book', orderId: segments.slice(0, 2).join('-'), certificationId: target.id, bookNo: Number(segments.at(-1)) };
}

/** The book of an order a scanned certification id names: by its id, or by its number within the same order. */
export function bookOfScan(books: readonly OrderBookView[], orderId: string, target: Extract<ScanTarget, { kind: 'book' }>): OrderBookView | null {
  const exact = books.find((b) => b.certificationId === target.certificationId);
  if (exact) return exact;
  if (target.orderId !== orderId) return null;
  return books.find((b) => b.bookNo === target.bookNo) ?? null;
}

/** Where a scan leads: the order screen, on the book when one was scanned. */
export function staffOrderPath(target: ScanTarget): string {
  const path = `/staff/orders/${encodeURIComponent(target.orderId)}`;
  return target.kind === 'book' ? `${path}?book=${target.bookNo}` : path;
}
