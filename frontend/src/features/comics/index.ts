// The public face of the comics feature: what the dashboard (features/account) shows of the member's comics.
export { useGetMemberComicsQuery } from './api/comics-api.ts';
export { ComicLinksList } from './components/comic-links-list.tsx';
