import { CertificateLookup, CertificateSearchResult, type CertificateView } from '../http/population.ts';
import { answerExample } from './answer-examples.ts';

/**
 * Examples of the public certificate lookup (GET /api/comics/{id}, /api/comics/search/{text}): the demo data's
 * 19-DEMOA01-001 (command-service demo/seed-demo-certificates.ts), as a fresh `npm start` answers for it. It was
 * imported from before online submission, so it has no tier, cover photo, notes or signatures, and the demo
 * census holds no other copy of its book.
 */
export const amazingSpiderMan300: CertificateView = {
  certificationId: '19-DEMOA01-001',
  bookId: '3928137f5a36b3f7',
  collectibleType: 'Comic',
  title: 'Amazing Spider-Man',
  issue: '300',
  year: 1988,
  displayYear: '1988',
  month: 5,
  publisher: 'Marvel',
  variant: 'Direct Edition',
  keyComments: '1st full appearance of Venom',
  artStoryCover: 'Story: David Michelinie; Art & Cover: Todd McFarlane',
  grade: 9.4,
  category: 'Certified',
  tierLabel: null,
  collection: null,
  personalCollection: '',
  signees: [],
  signatures: [],
  graderNotes: '',
  comics_details: { ASP_Signers: '', VSP_Signers: '', Grader_Notes: '' },
  hasCover: false,
  coverUrl: '',
  certifiedAt: '2019-03-12T15:00:00.000Z',
  census: { copies: 1, atGrade: 1, higher: 0, gradedOrdinal: 1 },
  revocation: null,
};

export const certificateLookupExamples = {
  anyone: answerExample(CertificateLookup, 'Anyone (no token, or not the owner): the certificate, and owner null', {
    certificate: amazingSpiderMan300,
    owner: null,
  }),
  owner: answerExample(CertificateLookup, "The owner's token (or a worker's): the member's record of the comic too", {
    certificate: amazingSpiderMan300,
    owner: {
      id: '19-DEMOA01-001',
      orderId: '19-DEMOA01',
      collectibleType: 'Comic',
      title: 'Amazing Spider-Man',
      issue: '300',
      year: 1988,
      displayYear: '1988',
      publisher: 'Marvel',
      variant: 'Direct Edition',
      pedigree: null,
      grade: 9.4,
      category: 'Certified',
      tierCode: null,
      tierLabel: null,
      signatures: [],
      graderNotes: '',
      certifiedAt: '2019-03-12T15:00:00.000Z',
      coverUrl: '/storage/comic/19-DEMOA01-001/cover-m.jpg',
      revocation: null,
      comics_details: { ASP_Signers: '', VSP_Signers: '', Grader_Notes: '' },
    },
  }),
};

export const certificateSearchExamples = {
  found: answerExample(CertificateSearchResult, 'The typed id names a certificate (any case: 19-demoa01-001 finds it too)', [amazingSpiderMan300]),
  none: answerExample(CertificateSearchResult, 'No certificate has that id', []),
};
