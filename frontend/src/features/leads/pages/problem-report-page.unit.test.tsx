import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { leadMessages } from '@certus/contracts';
import { routes } from '../../../app/routes.tsx';
import { anIdentity } from '../../../testing/builders.ts';
import { server } from '../../../testing/msw-server.ts';
import { renderRoutes } from '../../../testing/render.tsx';
import { problemReportEndpoint } from '../testing/leads-server.ts';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const asMember = () => ({ identity: { current: anIdentity({ accessToken: 'member-token' }) } });
const description = () => screen.getByLabelText(/problem description/i, { selector: 'textarea' }) as HTMLTextAreaElement;
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send report' }));

describe('/account/problem-report', () => {
  it("given a blank description or one over 500 characters, when sent, then the spec's two messages and nothing is sent", async () => {
    const reports = problemReportEndpoint();
    renderRoutes({ path: '/account/problem-report', routes, preloadedState: asMember() });
    await screen.findByRole('heading', { level: 1, name: 'Report a problem' });

    send();
    expect(await screen.findByText('Please write problem description')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(description()));

    fireEvent.change(description(), { target: { value: 'x'.repeat(501) } });
    send();
    expect(await screen.findByText('Description can be up to 500 characters long')).toBeTruthy();
    expect(reports).toEqual([]);
  });

  it('given a description, when sent, then only the description goes, with the member\'s token, and the page confirms', async () => {
    const reports = problemReportEndpoint();
    renderRoutes({ path: '/account/problem-report', routes, preloadedState: asMember() });
    await screen.findByRole('heading', { level: 1, name: 'Report a problem' });

    fireEvent.change(description(), { target: { value: '  The packing slip PDF opens blank on my phone.  ' } });
    send();

    expect((await screen.findByTestId('problem-received')).textContent).toContain(leadMessages.problemReceived);
    expect(reports).toEqual([{ body: { Description: 'The packing slip PDF opens blank on my phone.' }, authorization: 'Bearer member-token' }]);
    expect(description().value).toBe('');
  });

  it("given the server fails, then 'Something went wrong. Please try again later.'", async () => {
    problemReportEndpoint(() => HttpResponse.json({ message: 'Internal error' }, { status: 500 }));
    renderRoutes({ path: '/account/problem-report', routes, preloadedState: asMember() });
    await screen.findByRole('heading', { level: 1, name: 'Report a problem' });

    fireEvent.change(description(), { target: { value: 'Something broke.' } });
    send();

    expect((await screen.findByTestId('problem-failure')).textContent).toContain(leadMessages.failed);
  });
});
