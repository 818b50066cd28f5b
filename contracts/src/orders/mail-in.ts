import type { DropOff } from '../catalogue/catalogue.ts';
import type { OrderSubmittedData } from '../events/order-events.ts';

/**
 * Getting the books to us (spec 4 drop-offs, spec 9: the mail-in address for orders outside Canada is the
 * office in Plano, Texas). Where the books go is catalogue data (the drop-off's address, instructions and
 * appointment link), kept with the order when it is submitted; how to pack them is said here, once, for the
 * checkout's result screen, the order page, the confirmation e-mail and the packing slip.
 */

/** The drop-off as OrderSubmitted keeps it: the catalogue's words at the time of the order. */
export function dropOffSnapshotOf(dropOff: DropOff): OrderSubmittedData['dropOff'] {
  return {
    id: dropOff.id,
    name: dropOff.name,
    isMailIn: dropOff.isMailIn,
    address: [...dropOff.address],
    instructions: dropOff.instructions,
    appointmentUrl: dropOff.appointmentUrl,
  };
}

/** How to pack comics so they reach us as they left: what the result screen, the e-mail and the slip say. */
export const PACKING_INSTRUCTIONS: readonly string[] = [
  'Put each book in a bag with a backing board (no tape on the bag), and keep raw books out of top-loaders that are too tight.',
  'Stack the bagged books between two pieces of stiff cardboard a little larger than the books, and hold the stack together with rubber bands over the cardboard, never over the books.',
  'Use a sturdy box with room for packing material on every side; fill the gaps so nothing slides. No loose books: each one is bagged and boarded.',
  'Put the printed packing slip inside the box, on top of the books. We scan its barcode when we open the box.',
  'Ship with tracking and insure the parcel for the declared value of the books: our insurance starts when we receive them.',
];

/** The books of an order as the packing slip lists them: one row per line, numbered from 1 as the worker counts them. */
export interface PackingSlipLine {
  lineNo: number;
  title: string;
  issue: string;
  year: number;
  publisher: string;
  quantity: number;
  tierCode: string;
  tierLabel: string;
  /** Declared value of one book. */
  insuredCents: number;
}

export function packingSlipLinesOf(order: Pick<OrderSubmittedData, 'comics'>): PackingSlipLine[] {
  return order.comics.map((line, index) => ({
    lineNo: index + 1,
    title: line.title,
    issue: line.issue,
    year: line.year,
    publisher: line.publisher,
    quantity: line.quantity,
    tierCode: line.tierCode,
    tierLabel: line.tierLabel,
    insuredCents: line.insuredCents,
  }));
}
