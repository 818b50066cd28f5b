import type { ComicAge } from '@certus/contracts';
import type { Language } from '../../region/index.ts';

/** Spec 9's ages (contracts COMIC_AGES, the label of every certificate) as the French variant names them. */
const FRENCH_AGE_NAMES: Record<ComicAge, string> = {
  'Platinum Age': 'Âge de platine',
  'Golden Age': 'Âge d’or',
  'Atom Age': 'Âge atomique',
  'Silver Age': 'Âge d’argent',
  'Bronze Age': 'Âge de bronze',
  'Copper Age': 'Âge de cuivre',
  'Modern Age': 'Âge moderne',
};

/** An age in the language read. */
export const ageNameIn = (age: ComicAge, language: Language): string => (language === 'fr' ? FRENCH_AGE_NAMES[age] : age);
