import { populationMessages } from '@certus/contracts';

/** What the certificate pages say; the not-found wording is the server's (contracts populationMessages). */
export const certificateMessages = {
  numberInvalid: 'Enter a certification number (e.g. 12-A1B2C3D-001)',
  notFound: populationMessages.certificateNotFound,
  notFoundTitle: 'Certificate not found',
  gradingNotesNotFoundTitle: 'Grading notes not found',
} as const;
