import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  REVOCATION_NOTE_MAX,
  REVOCATION_REASON_TEXT,
  certificateRevocation,
  revocationMessages,
  revocationPaths,
  type CertificateLookup,
  type CertificateView,
  type MemberRole,
} from '@certus/contracts';
import { routes } from '../../../app/routes.tsx';
import { axeViolations as violations } from '../../../lib/testing/axe-violations.ts';
import { anIdentity } from '../../../testing/builders.ts';
import { apiUrl, server } from '../../../testing/msw-server.ts';
import { renderRoutes } from '../../../testing/render.tsx';
import { aCertificateView } from '../testing/certificate-builders.ts';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const signedInAs = (role: MemberRole) => ({ identity: { current: anIdentity({ role }) } });
const REVOKED_ON = '2026-03-02';

interface RevokeRequest {
  body: unknown;
  idempotencyKey: string | null;
}

/**
 * GET /api/comics/{id} answering the certificate as it stands now, and POST .../revoke answering `answer` (which
 * may revoke it: the next read then shows the revocation). Records each revocation sent.
 */
function certificateServer(certificate: CertificateView, answer: (revoke: () => void) => Response) {
  let current: CertificateLookup = { certificate, owner: null };
  const revoke = () => {
    current = { certificate: { ...certificate, revocation: certificateRevocation(REVOKED_ON, 'counterfeit-book') }, owner: null };
  };
  const sent: RevokeRequest[] = [];
  server.use(
    http.get(apiUrl(`/api/comics/${certificate.certificationId}`), () => HttpResponse.json(current)),
    http.post(apiUrl(revocationPaths.revokeOf(certificate.certificationId)), async ({ request }) => {
      sent.push({ body: await request.json(), idempotencyKey: request.headers.get('Idempotency-Key') });
      return answer(revoke);
    }),
  );
  return sent;
}

const revoked = (revoke: () => void) => {
  revoke();
  return HttpResponse.json({ message: revocationMessages.revoked });
};

/** A field's own error, as assistive technology reads it (its aria-describedby). */
const errorOf = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .filter((text) => text !== '' && !text.startsWith('What was found'))
    .join(' ');

async function openTheForm() {
  fireEvent.click(await screen.findByRole('button', { name: 'Revoke certificate' }));
  const form = await screen.findByTestId('revoke-certificate-form');
  return {
    form,
    reasons: within(form).getByRole('radiogroup', { name: /^Reason/ }),
    note: within(form).getByRole('textbox', { name: /^Note for the record/ }),
    choose: (reason: keyof typeof REVOCATION_REASON_TEXT) => fireEvent.click(within(form).getByRole('radio', { name: REVOCATION_REASON_TEXT[reason] })),
    write: (note: string) => fireEvent.change(within(form).getByRole('textbox', { name: /^Note for the record/ }), { target: { value: note } }),
    confirm: () => fireEvent.click(within(form).getByRole('button', { name: 'Confirm revocation' })),
  };
}

describe('/certificate/{id}: the worker revokes a certificate (issue [5/7])', () => {
  it.each([
    ['a visitor', {}],
    ['a member', signedInAs('authenticated')],
    ['an editor', signedInAs('editor')],
  ])('given %s, then there is no way to revoke it', async (_who, preloadedState) => {
    const certificate = aCertificateView({ title: 'Saga', issue: '1' });
    certificateServer(certificate, revoked);

    renderRoutes({ path: `/certificate/${certificate.certificationId}`, routes, preloadedState });

    expect(await screen.findByRole('heading', { level: 1, name: 'Saga #1' })).toBeTruthy();
    expect(screen.queryByTestId('certificate-staff')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Revoke certificate' })).toBeNull();
  });

  it('given a worker and a certificate already revoked, then the notice shows and there is nothing to revoke', async () => {
    const certificate = aCertificateView({ revocation: certificateRevocation(REVOKED_ON, 'issued-in-error') });
    certificateServer(certificate, revoked);

    renderRoutes({ path: `/certificate/${certificate.certificationId}`, routes, preloadedState: signedInAs('worker') });

    expect(await screen.findByTestId('revocation-notice')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Revoke certificate' })).toBeNull();
  });

  it('given a worker, when the form is confirmed without a reason or a note, or with too long a note, then the contracts’ messages mark the fields and nothing is sent', async () => {
    const certificate = aCertificateView();
    const sent = certificateServer(certificate, revoked);
    renderRoutes({ path: `/certificate/${certificate.certificationId}`, routes, preloadedState: signedInAs('worker') });
    const { reasons, note, choose, write, confirm } = await openTheForm();
    // Each reason is offered in the words the public will read.
    const radios = within(reasons).getAllByRole('radio');
    expect(Object.values(REVOCATION_REASON_TEXT).map((words) => radios.indexOf(within(reasons).getByRole('radio', { name: words })))).toEqual([0, 1, 2, 3]);

    confirm();

    await waitFor(() => expect(errorOf(reasons)).toBe(revocationMessages.reasonRequired));
    expect([errorOf(note), note.getAttribute('aria-invalid')]).toEqual([revocationMessages.noteRequired, 'true']);

    choose('holder-tampered');
    write('   ');
    confirm();
    await waitFor(() => expect(errorOf(reasons)).toBe(''));
    expect(errorOf(note)).toBe(revocationMessages.noteRequired);

    write('x'.repeat(REVOCATION_NOTE_MAX + 1));
    confirm();
    await waitFor(() => expect(errorOf(note)).toBe(revocationMessages.noteTooLong));
    expect(sent).toEqual([]);
  });

  it('given a worker, when the server refuses a field (400), then its message marks that field and heads the form', async () => {
    const certificate = aCertificateView();
    certificateServer(certificate, () => HttpResponse.json({ message: 'The request is invalid.', modelState: { note: [revocationMessages.noteTooLong] } }, { status: 400 }));
    renderRoutes({ path: `/certificate/${certificate.certificationId}`, routes, preloadedState: signedInAs('worker') });
    const { form, note, choose, write, confirm } = await openTheForm();

    choose('undisclosed-restoration');
    write('Trimmed and pressed: restoration on the spine not disclosed.');
    confirm();

    const failure = await within(form).findByTestId('server-failure');
    expect(failure.textContent).toBe(`The certificate could not be revoked${revocationMessages.noteTooLong}`);
    expect(errorOf(note)).toBe(revocationMessages.noteTooLong);
    expect(screen.queryByTestId('revocation-notice')).toBeNull();
  });

  it('given a worker, when someone revoked it meanwhile (409), then the server’s message says so and the page shows the revocation', async () => {
    const certificate = aCertificateView();
    certificateServer(certificate, (revoke) => {
      revoke();
      return HttpResponse.json({ message: revocationMessages.alreadyRevoked(`${REVOKED_ON}T09:00:00.000Z`) }, { status: 409 });
    });
    renderRoutes({ path: `/certificate/${certificate.certificationId}`, routes, preloadedState: signedInAs('worker') });
    const { form, choose, write, confirm } = await openTheForm();

    choose('counterfeit-book');
    write('Reprint cover married to an original interior.');
    confirm();

    expect((await within(form).findByTestId('server-failure')).textContent).toContain(`This certificate was already revoked (${REVOKED_ON}).`);
    expect((await screen.findByTestId('revocation-notice')).textContent).toContain('This certificate was revoked on March 2, 2026');
  });

  it('given a worker, when a reason and a note are confirmed, then the revocation is sent once with an idempotency key, its success said, and the certificate read again shows it', async () => {
    const certificate = aCertificateView();
    const sent = certificateServer(certificate, revoked);
    renderRoutes({ path: `/certificate/${certificate.certificationId}`, routes, preloadedState: signedInAs('worker') });
    const { choose, write, confirm } = await openTheForm();

    choose('counterfeit-book');
    write('  Reprint cover married to an original interior.  ');
    confirm();

    expect((await screen.findByTestId('revocation-done')).textContent).toBe(revocationMessages.revoked);
    expect(sent).toEqual([{ body: { reason: 'counterfeit-book', note: 'Reprint cover married to an original interior.' }, idempotencyKey: expect.stringMatching(/^[\w.:-]{8,100}$/) }]);
    const notice = await screen.findByTestId('revocation-notice');
    expect(within(notice).getByTestId('revocation-reason').textContent).toBe(`Reason: ${REVOCATION_REASON_TEXT['counterfeit-book']}`);
    expect(screen.queryByTestId('revoke-certificate-form')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Revoke certificate' })).toBeNull();
  });

  it('given a worker, when the form shows its errors, then the page passes axe', async () => {
    const certificate = aCertificateView();
    certificateServer(certificate, revoked);
    renderRoutes({ path: `/certificate/${certificate.certificationId}`, routes, preloadedState: signedInAs('worker') });
    const { note, confirm } = await openTheForm();
    confirm();
    await waitFor(() => expect(errorOf(note)).toBe(revocationMessages.noteRequired));

    expect(await violations()).toEqual([]);
  });

  it('given a worker, when the form is cancelled, then it closes and the focus goes back to its button', async () => {
    const certificate = aCertificateView();
    const sent = certificateServer(certificate, revoked);
    renderRoutes({ path: `/certificate/${certificate.certificationId}`, routes, preloadedState: signedInAs('worker') });
    const { form } = await openTheForm();

    fireEvent.click(within(form).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(document.activeElement?.textContent).toBe('Revoke certificate'));
    expect(screen.queryByTestId('revoke-certificate-form')).toBeNull();
    expect(sent).toEqual([]);
  });
});
