import { describe, expect, it } from 'vitest';
import { aBook } from '../../orders/testing/order-builders.ts';
import { bookOfScan, readScan, staffOrderPath } from './scan.ts';

describe('readScan', () => {
  it('reads an order id, canonical', () => {
    expect(readScan(' 25-a1b2c3d ')).toEqual({ kind: 'order', orderId: '25-A1B2C3D' });
  });

  it('reads a certification id as its order and book number', () => {
    expect(readScan('25-a1b2c3d-007')).toEqual({ kind: 'book', orderId: '25-A1B2C3D', certificationId: '25-A1B2C3D-007', bookNo: 7 });
  });

  it('reads a certification id with a tier segment', () => {
    expect(readScan('25-A1B2C3D-MN-012')).toEqual({ kind: 'book', orderId: '25-A1B2C3D', certificationId: '25-A1B2C3D-MN-012', bookNo: 12 });
  });

  it('reads an order tier id as the order', () => {
    expect(readScan('25-A1B2C3D-MNP')).toEqual({ kind: 'order', orderId: '25-A1B2C3D' });
  });

  it('refuses anything else', () => {
    expect(readScan('hello')).toBeNull();
    expect(readScan('')).toBeNull();
  });
});

describe('bookOfScan', () => {
  const books = [aBook('25-A1B2C3D', 1), aBook('25-A1B2C3D', 2, { certificationId: '25-A1B2C3D-MN-002' })];

  it('finds a book by its certification id', () => {
    expect(bookOfScan(books, '25-A1B2C3D', readScan('25-A1B2C3D-MN-002') as never)?.bookNo).toBe(2);
  });

  it('finds a book of the same order by its number', () => {
    expect(bookOfScan(books, '25-A1B2C3D', readScan('25-A1B2C3D-002') as never)?.bookNo).toBe(2);
  });

  it('finds nothing for another order or an unknown number', () => {
    expect(bookOfScan(books, '25-A1B2C3D', readScan('25-ZZZZZZZ-001') as never)).toBeNull();
    expect(bookOfScan(books, '25-A1B2C3D', readScan('25-A1B2C3D-009') as never)).toBeNull();
  });
});

describe('staffOrderPath', () => {
  it('opens the order, on the book when a book was scanned', () => {
    expect(staffOrderPath({ kind: 'order', orderId: '25-A1B2C3D' })).toBe('/staff/orders/25-A1B2C3D');
    expect(staffOrderPath({ kind: 'book', orderId: '25-A1B2C3D', certificationId: '25-A1B2C3D-003', bookNo: 3 })).toBe('/staff/orders/25-A1B2C3D?book=3');
  });
});
