import { z } from 'zod';
import { COMIC_ID_PATTERN, ORDER_ID_PATTERN } from './identifiers.ts';

/** Route parameters and body fields holding an issued id (spec 2.2). */
export const OrderId = z.string().regex(new RegExp(ORDER_ID_PATTERN), 'Invalid order number');
export type OrderId = z.infer<typeof OrderId>;
export const ComicId = z.string().regex(new RegExp(COMIC_ID_PATTERN), 'Invalid certification number');
export type ComicId = z.infer<typeof ComicId>;
