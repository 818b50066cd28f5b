import type { BookProgress, CertifiedLabel, OrderProgress, OrderSubmittedData } from '@certus/contracts';

/**
 * The label a book is sealed with (BookEncapsulated): what the member submitted (title, issue, year, ...),
 * the tier after any declared-value correction, and the grading with the label details the grader read off the
 * book. Only the signatures verified at grading are on it, in the order the member listed them.
 */
export function certifiedLabelOf(submitted: OrderSubmittedData, progress: Pick<OrderProgress, 'lines'>, book: BookProgress): CertifiedLabel {
  const line = submitted.comics[book.lineIndex]!;
  const tier = progress.lines[book.lineIndex]!;
  const verified = new Set(book.signatures.filter((s) => s.verdict === 'Verified').map((s) => s.signatureId));
  if (book.grade === null || book.category === null) throw new Error(`book ${book.bookNo} is labelled before it was graded`);
  return {
    memberId: submitted.memberId,
    collectibleType: submitted.collectibleType,
    title: line.title,
    issue: line.issue,
    year: line.year,
    publisher: line.publisher,
    variant: line.variant,
    pedigree: line.pedigree,
    tierCode: tier.tierCode,
    tierLabel: tier.tierLabel,
    grade: book.grade,
    category: book.category,
    graderNotes: book.graderNotes,
    signatures: line.signatures.filter((s) => verified.has(s.id)).map((s) => ({ type: s.type, name: s.name })),
    hasCover: book.hasCover,
    details: book.labelDetails,
  };
}
