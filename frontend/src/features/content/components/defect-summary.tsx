import type { ReactNode } from 'react';
import { TermTable } from './prose.tsx';

const words = {
  en: { caption: (defect: string) => `${defect} at a glance`, headings: ['Question', 'Short answer'], helps: 'Does pressing help?', result: 'Typical result', risk: 'Main risk' },
  fr: { caption: (defect: string) => `${defect} en bref`, headings: ['Question', 'Réponse courte'], helps: 'Le pressage aide-t-il\u00a0?', result: 'Résultat habituel', risk: 'Principal risque' },
} as const;

/** The at-a-glance box at the top of each pressing-defect guide, in the language of the guide's body. */
export function DefectSummary({
  defect,
  helps,
  result,
  risk,
  lang = 'en',
}: {
  defect: string;
  helps: ReactNode;
  result: ReactNode;
  risk: ReactNode;
  lang?: 'en' | 'fr';
}) {
  const text = words[lang];
  return (
    <TermTable
      caption={text.caption(defect)}
      headings={text.headings}
      rows={[
        [text.helps, helps],
        [text.result, result],
        [text.risk, risk],
      ]}
    />
  );
}
