import type pg from 'pg';
import type { OrderBookView, OrderDetail, OrderProgress } from '@certus/contracts';
import { coverUrlFor } from '../storage/cover-url.ts';
import { orderNotFound } from './order-access.ts';

/**
 * The order's detail (the projected OrderDetail), if the scope may see it (a member id, or null for a
 * worker): another member's order is not found, exactly like an unknown one.
 */
export async function getOrderDetail(pool: pg.Pool, orderId: string, memberScope: string | null): Promise<OrderDetail> {
  const { rows } = await pool.query<{ detail: OrderDetail }>('SELECT detail FROM orders WHERE order_id = $1 AND ($2::text IS NULL OR member_id = $2)', [
    orderId,
    memberScope,
  ]);
  if (!rows[0]) throw orderNotFound();
  return rows[0].detail;
}

/**
 * The projection stores books without a cover address (it depends on where storage is served): filled here,
 * naming the photo now stored (the progress keeps its digest), so a retaken cover gets a new address.
 */
export function withCoverUrls(books: readonly OrderBookView[], progress: Pick<OrderProgress, 'books'>, storagePublicUrl: string): OrderBookView[] {
  const digests = new Map(progress.books.map((book) => [book.bookNo, book.coverSha256]));
  return books.map((book) => ({ ...book, coverUrl: book.hasCover ? coverUrlFor(book.certificationId, storagePublicUrl, digests.get(book.bookNo)) : null }));
}
