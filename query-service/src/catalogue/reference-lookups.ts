import { readFileSync } from 'node:fs';
import { LOOKUP_MIN_CHARACTERS, type LookupName, type LookupResponse } from '@certus/contracts';

interface ReferenceFile {
  comics: Record<string, string[]>;
  magazines: Record<string, string[]>;
  manga: Record<string, string[]>;
  publishers: string[];
  variants: string[];
}

export interface LookupEntry {
  value: string;
  publisher: string | null;
}

export const MAX_LOOKUP_RESULTS = 20;

const byPublisher = (groups: Record<string, string[]>): LookupEntry[] =>
  Object.entries(groups).flatMap(([publisher, titles]) => titles.map((value) => ({ value, publisher })));

/** The reference lists by lookup name: 'title' covers comics and manga, 'mtitle' magazines (spec 7.3). */
export function referenceListsFrom(file: ReferenceFile): Record<LookupName, LookupEntry[]> {
  const sorted = (entries: LookupEntry[]) => [...entries].sort((a, b) => a.value.localeCompare(b.value, 'en') || (a.publisher ?? '').localeCompare(b.publisher ?? '', 'en'));
  return {
    title: sorted([...byPublisher(file.comics), ...byPublisher(file.manga)]),
    mtitle: sorted(byPublisher(file.magazines)),
    publisher: sorted(file.publishers.map((value) => ({ value, publisher: null }))),
    variant: sorted(file.variants.map((value) => ({ value, publisher: null }))),
  };
}

// Loaded once: the lists change only with a release.
const referenceLists = referenceListsFrom(JSON.parse(readFileSync(new URL('./reference-titles.json', import.meta.url), 'utf8')) as ReferenceFile);

/**
 * Entries whose value contains the text, case-insensitively: those that start with it first, each group in
 * alphabetical order, at most 20. The caller has checked the text is long enough.
 */
export function lookUp(name: LookupName, text: string, lists: Record<LookupName, LookupEntry[]> = referenceLists): LookupResponse {
  const wanted = text.trim().toLocaleLowerCase('en');
  if (wanted.length < LOOKUP_MIN_CHARACTERS) return [];
  const prefix: LookupEntry[] = [];
  const inside: LookupEntry[] = [];
  for (const entry of lists[name]) {
    const at = entry.value.toLocaleLowerCase('en').indexOf(wanted);
    if (at === 0) prefix.push(entry);
    else if (at > 0) inside.push(entry);
  }
  return [...prefix, ...inside].slice(0, MAX_LOOKUP_RESULTS);
}
