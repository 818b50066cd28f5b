import { describe, expect, it } from 'vitest';
import { evolveProgress, foldProgress } from '@certus/contracts/orders/order-progress';
import { orderBooksOf } from '@certus/contracts/orders/order-views';
import {
  COVER,
  RETAKEN_COVER,
  aReceivedOrder,
  aSubmittedOrderWithBooks,
  bookWalkedTo,
  certificationIdOf,
  coverReplaced,
} from '@certus/contracts/events/testing/order-lifecycle';
import { withCoverUrls } from './order-row.ts';

const order = aSubmittedOrderWithBooks();
const imagedProgress = foldProgress([...aReceivedOrder([], order), ...bookWalkedTo(3, 'Imaged')])!;
const coverOf = (progress: typeof imagedProgress, bookNo: number) =>
  withCoverUrls(orderBooksOf(order, progress), progress, '/storage').find((book) => book.bookNo === bookNo)!.coverUrl;

describe('the cover addresses of an order\'s books', () => {
  it('given an imaged book, then its cover address names the photo stored; a book not imaged has none', () => {
    expect(coverOf(imagedProgress, 3)).toBe(`/storage/comic/${certificationIdOf(3)}/cover-m.jpg?v=${COVER.sha256.slice(0, 16)}`);
    expect(coverOf(imagedProgress, 2)).toBeNull();
  });

  it('given a cover retaken, then the book\'s cover address changes, so a browser that kept the old photo asks for the new one', () => {
    const retaken = evolveProgress(imagedProgress, coverReplaced(3));

    expect(coverOf(retaken, 3)).not.toBe(coverOf(imagedProgress, 3));
    expect(coverOf(retaken, 3)).toBe(`/storage/comic/${certificationIdOf(3)}/cover-m.jpg?v=${RETAKEN_COVER.sha256.slice(0, 16)}`);
  });

  it('given progress kept before the photo\'s digest was, then the plain address is given', () => {
    const { coverSha256: _, ...legacy } = imagedProgress.books[2]!;
    const books = imagedProgress.books.map((book) => (book.bookNo === 3 ? legacy : book));
    expect(coverOf({ ...imagedProgress, books }, 3)).toBe(`/storage/comic/${certificationIdOf(3)}/cover-m.jpg`);
  });
});
