import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { REVOCATION_REASON_TEXT, certificateRevocation, type MemberComic } from '@certus/contracts';
import { routes } from '../../../app/routes.tsx';
import { anIdentity } from '../../../testing/builders.ts';
import { apiUrl, server } from '../../../testing/msw-server.ts';
import { renderRoutes } from '../../../testing/render.tsx';
import { aCertificateView } from '../../certificates/testing/certificate-builders.ts';
import { aMemberComic, aMemberComicDetail, comicCustodyEndpoint } from '../testing/comic-builders.ts';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const signedIn = { identity: { current: anIdentity() } };
const REVOKED = certificateRevocation('2026-03-02', 'undisclosed-restoration');

/** GET /api/comics/user/default/{count}: the member's comics. */
const comicsEndpoint = (comics: MemberComic[]) => server.use(http.get(apiUrl('/api/comics/user/default/:count'), () => HttpResponse.json(comics)));

describe("the member's revoked comics (issue [5/7])", () => {
  it('given a revoked comic among others, then its card says Revoked, when and why, its grade struck through; the others say nothing of it', async () => {
    const revoked = aMemberComic({ title: 'Hulk', issue: '181', grade: 9.4, revocation: REVOKED });
    comicsEndpoint([revoked, aMemberComic({ title: 'Saga', issue: '1' })]);

    renderRoutes({ path: '/account/comics', routes, preloadedState: signedIn });

    const [revokedCard, otherCard] = (await screen.findAllByTestId('comic-card')).map((card) => within(card));
    expect(revokedCard!.getByTestId('revoked-badge').textContent).toBe('Revoked');
    expect(revokedCard!.getByTestId('revocation-summary').textContent).toBe(`Revoked on March 2, 2026: ${REVOCATION_REASON_TEXT['undisclosed-restoration']}`);
    const grade = revokedCard!.getByTestId('comic-grade');
    expect([grade.textContent, grade.style.textDecoration]).toEqual(['Grade 9.4', 'line-through']);
    expect(otherCard!.queryByTestId('revoked-badge')).toBeNull();
    expect(otherCard!.queryByTestId('revocation-summary')).toBeNull();
  });

  it("given the member's revoked comic, when its page opens, then the revocation is said first, and the owner's part still follows", async () => {
    const comic = aMemberComicDetail({ id: '25-A1B2C3D-004', title: 'Hulk', issue: '181', revocation: REVOKED });
    const certificate = aCertificateView({ certificationId: comic.id, title: comic.title, issue: comic.issue, grade: comic.grade, category: comic.category, revocation: REVOKED });
    comicCustodyEndpoint();
    server.use(http.get(apiUrl(`/api/comics/${comic.id}`), () => HttpResponse.json({ certificate, owner: comic })));

    renderRoutes({ path: `/account/comics/${comic.id}`, routes, preloadedState: signedIn });

    const notice = await screen.findByTestId('revocation-notice');
    expect(notice.getAttribute('role')).toBe('alert');
    expect(within(notice).getByRole('heading', { level: 2 }).textContent).toBe('This certificate was revoked on March 2, 2026');
    expect(within(notice).getByTestId('revocation-reason').textContent).toBe(`Reason: ${REVOCATION_REASON_TEXT['undisclosed-restoration']}`);
    expect(screen.getByTestId('revoked-badge').textContent).toBe('Revoked');
    expect(screen.getByTestId('comic-owner')).toBeTruthy();
  });
});
