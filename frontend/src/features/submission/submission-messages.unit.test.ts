import { describe, expect, it } from 'vitest';
import { submissionMessages } from '@certus/contracts';
import { daysIn, sentenceIn, summaryLabelIn } from './submission-messages.ts';

const NB = '\u00a0';

describe('the builder sentences computed in contracts, in French (spec 2.1)', () => {
  it('given the engine\'s summary lines, when read in French, then the site\'s words are French and the catalogue\'s names and signers stay as written', () => {
    const addons = ['Pressing', 'Verified signature (VSP)'];
    expect(summaryLabelIn('Grading: Modern × 2', addons)).toEqual([`Classement${NB}: `, { name: 'Modern' }, ' × 2']);
    expect(summaryLabelIn('Grade screen (9.4) × 3', addons)).toEqual(['Seuil de note (9,4)', ' × 3']);
    expect(summaryLabelIn('Verified signature (VSP): Jim Lee × 1', addons)).toEqual([{ name: 'Verified signature (VSP)' }, `${NB}: `, { name: 'Jim Lee' }, ' × 1']);
    expect(summaryLabelIn('Pressing × 1', addons)).toEqual([{ name: 'Pressing' }, ' × 1']);
  });

  it('given a summary line not known here, then there is no French for it (it is shown as sent, marked English)', () => {
    expect(summaryLabelIn('Something new × 1', [])).toBeNull();
  });

  it('given the spec\'s sentences and turnarounds, when read in French, then they are French; in English they are unchanged; an unknown one is marked English', () => {
    expect(sentenceIn('fr', submissionMessages.titleRequired)).toEqual({ text: 'Veuillez entrer le titre.', lang: undefined });
    expect(sentenceIn('en', submissionMessages.titleRequired)).toEqual({ text: submissionMessages.titleRequired, lang: undefined });
    expect(sentenceIn('fr', 'A server sentence')).toEqual({ text: 'A server sentence', lang: 'en' });
    expect(daysIn('fr', '3 business days')).toBe('3 jours ouvrables');
    expect(daysIn('fr', 'Adds 1 week')).toBe('Ajoute 1 semaine');
  });
});
