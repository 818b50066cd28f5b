// The public face of the comics feature: what the dashboard (features/account) shows of the member's comics,
// and the pieces every page showing a graded comic shares (certificates, population report).
export { useGetMemberComicsQuery } from './api/comics-api.ts';
export { ComicLinksList } from './components/comic-links-list.tsx';
export { CategoryBadge } from './components/category-badge.tsx';
export { SlabImage, type SlabOf } from './components/slab-image.tsx';
export { comicName, formatGrade, gradeIn, slabAltIn, splitDetails } from './lib/comic-details.ts';
export { DetailList, FactList, GradeLine, GradedComicDetails } from './components/graded-comic-details.tsx';
export { gradedComicWords } from './lib/graded-comic-words.ts';
// A revoked certificate (issue [5/7]), as every page showing a graded comic says it.
export { RevocationNotice } from './components/revocation-notice.tsx';
export { ageNameIn } from './lib/age-names.ts';
// A book's custody timeline (issue [4/7]), which the order page and the auditor's order screen show too.
export { CustodyTimeline, type CustodyTimelineProps } from './components/custody-timeline.tsx';
export { BookCustodyList, type BookCustodyListProps } from './components/book-custody-list.tsx';
