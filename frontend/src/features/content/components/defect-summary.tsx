import type { ReactNode } from 'react';
import { TermTable } from './prose.tsx';

/** The at-a-glance box at the top of each pressing-defect guide. */
export function DefectSummary({
  defect,
  helps,
  result,
  risk,
}: {
  defect: string;
  helps: ReactNode;
  result: ReactNode;
  risk: ReactNode;
}) {
  return (
    <TermTable
      caption={`${defect} at a glance`}
      headings={['Question', 'Short answer']}
      rows={[
        ['Does pressing help?', helps],
        ['Typical result', result],
        ['Main risk', risk],
      ]}
    />
  );
}
