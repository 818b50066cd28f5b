import type { OrderBookView, StaffOrderView } from '@certus/contracts';

/** The view with one book changed, as the query side shows it after a step. */
export function withBook(view: StaffOrderView, bookNo: number, changes: Partial<OrderBookView>): StaffOrderView {
  return { ...view, books: view.books.map((b) => (b.bookNo === bookNo ? { ...b, ...changes } : b)) };
}
