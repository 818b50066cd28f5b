import { describe, expect, it } from 'vitest';
import { moneyIn } from '../orders-messages.ts';
import { frenchMoneyText, statusName, turnaroundIn } from './order-words.ts';

const money = moneyIn('fr');
const NB = '\u00a0';

describe('the money table and statuses in French (spec 2.1)', () => {
  it("given the grading row's note of several services, then each part is French and the services' names stay as published", () => {
    expect(frenchMoneyText('Modern: 3 books; Vintage: 1 book', money, 'USD')).toBe(`Modern${NB}: 3 livres${NB}; Vintage${NB}: 1 livre`);
  });

  it("given a refund under way, then the sentence is French and its amount written the French way", () => {
    expect(frenchMoneyText('A refund of $1,125.00 to the card you paid with is under way.', money, 'USD')).toBe(
      `Un remboursement de 1${NB}125,00${NB}$${NB}US sur la carte utilisée pour payer est en cours.`,
    );
  });

  it('given a sentence not known here, then there is no French for it (the screen shows it as sent, marked English)', () => {
    expect(frenchMoneyText('Goodwill credit from the grading room', money, 'USD')).toBeNull();
  });

  it('given a status and a turnaround, then their French names; an unknown status keeps its English display name', () => {
    expect(statusName('fr', 'PreGrade')).toBe('Reçue');
    expect(statusName('fr', 'Mystery')).toBe('Mystery');
    expect(statusName('en', 'ReadyForPickUp')).toBe('Ready for pick-up');
    expect(turnaroundIn('fr', '6 weeks')).toBe('6 semaines');
    expect(turnaroundIn('fr', 'Summer break')).toBeNull();
  });
});
