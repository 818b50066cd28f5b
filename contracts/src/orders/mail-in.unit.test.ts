import { describe, expect, it } from 'vitest';
import seed from '../../catalogue/catalogue.json' with { type: 'json' };
import { Catalogue } from '../catalogue/catalogue.ts';
import { PACKING_INSTRUCTIONS } from './mail-in.ts';

const mailInDropOffs = Catalogue.parse(seed).dropOffs.filter((dropOff) => dropOff.isMailIn);
/** What the box used to be asked to hold, before the packing slip with the order's barcode. */
const A_SUMMARY = /(order|submission) summary/i;

describe('what a mail-in box holds: the printed packing slip', () => {
  it('given the catalogue\'s mail-in drop-offs, then their instructions ask for the printed packing slip, not an order summary', () => {
    expect(mailInDropOffs.length).toBeGreaterThan(0);
    for (const dropOff of mailInDropOffs) {
      expect(dropOff.instructions, dropOff.id).toMatch(/packing slip/i);
      expect(dropOff.instructions, dropOff.id).not.toMatch(A_SUMMARY);
    }
  });

  it('given the packing instructions (result screen, order page, e-mail, slip), then they put the printed packing slip in the box and name no summary', () => {
    expect(PACKING_INSTRUCTIONS.filter((line) => /printed packing slip inside the box/i.test(line))).toHaveLength(1);
    for (const line of PACKING_INSTRUCTIONS) expect(line).not.toMatch(A_SUMMARY);
  });
});
