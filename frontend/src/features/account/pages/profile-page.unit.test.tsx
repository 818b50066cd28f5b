import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { accountMessages, modelStateError, passwordMessages, profileMessages, type MemberView, type UpdateProfileBody } from '@certus/contracts';
import { routes } from '../../../app/routes.tsx';
import { aMember, aUserProfile, anIdentity } from '../../../testing/builders.ts';
import { apiUrl, server } from '../../../testing/msw-server.ts';
import { renderRoutes } from '../../../testing/render.tsx';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const FEDEX_MESSAGE = 'FedEx account number must be 9-digit alphanumeric code.';
const input = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });

/** GET /api/userprofile answering the member as it is now; `update` changes it, as a command would. */
function memberEndpoint(initial: MemberView) {
  let member = initial;
  server.use(http.get(apiUrl('/api/userprofile'), () => HttpResponse.json(aUserProfile({ member }))));
  return { update: (changes: Partial<MemberView>) => (member = { ...member, ...changes }) };
}

function renderProfile(member = aMember({ fedExAccount: '' })) {
  const served = memberEndpoint(member);
  renderRoutes({ path: '/account/profile', routes, preloadedState: { identity: { current: anIdentity({ email: member.email }) } } });
  return served;
}

async function openEdit() {
  fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
  return screen.findByRole('heading', { name: 'Edit member information' });
}

describe('/account/profile', () => {
  it('shows the member with the account sub-navigation, Profile being the current section', async () => {
    renderProfile(aMember({ firstName: 'Ada', phone: '2145550100', upsAccount: '1Z9Y8X' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'My profile' })).toBeTruthy();
    expect((await screen.findByTestId('profile-first-name')).textContent).toBe('Ada');
    expect(screen.getByTestId('profile-phone').textContent).toBe('(214) 555-0100');
    expect(screen.getByTestId('profile-ups-account').textContent).toBe('1Z9Y8X');
    const nav = screen.getByRole('navigation', { name: 'My account' });
    expect(within(nav).getByRole('link', { name: 'Profile' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Settings' }).getAttribute('aria-current')).toBeNull();
  });

  it('strips non-alphanumerics as they are typed, and refuses a short FedEx account with its message, the field invalid and focused', async () => {
    let posted = 0;
    server.use(http.post(apiUrl('/api/userprofile'), () => (posted++, HttpResponse.json({ message: profileMessages.updated }))));
    renderProfile();
    await openEdit();

    const fedEx = input(/fedex account/i);
    fireEvent.change(fedEx, { target: { value: '1234-5678' } });
    expect((fedEx as HTMLInputElement).value).toBe('12345678');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(FEDEX_MESSAGE)).toBeTruthy();
    expect(fedEx.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(fedEx));
    expect(posted).toBe(0);
  });

  it('marks and focuses the field the server refuses, under the heading "Error updating profile"', async () => {
    const upsMessage = 'UPS account number must be 6-digit alphanumeric code.';
    server.use(http.post(apiUrl('/api/userprofile'), () => HttpResponse.json(modelStateError({ upsAccount: upsMessage }), { status: 400 })));
    renderProfile(aMember({ upsAccount: '1Z9Y8X' }));
    await openEdit();
    fireEvent.change(input(/first name/i), { target: { value: 'Augusta' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    const alert = await screen.findByTestId('server-failure');
    expect(within(alert).getByText(profileMessages.updateFailed)).toBeTruthy();
    expect(within(alert).getByText(upsMessage)).toBeTruthy();
    const ups = input(/ups account/i);
    expect(ups.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(ups));
  });

  it('saves the stripped values, says "Member information updated successfully" and shows the new values', async () => {
    const bodies: UpdateProfileBody[] = [];
    const served = renderProfile(aMember({ firstName: 'Ada', lastName: 'Lovelace' }));
    server.use(
      http.post(apiUrl('/api/userprofile'), async ({ request }) => {
        const body = (await request.json()) as UpdateProfileBody;
        bodies.push(body);
        served.update({ fedExAccount: body.fedExAccount ?? '' });
        return HttpResponse.json({ message: profileMessages.updated, position: '10.42' });
      }),
    );
    await openEdit();
    fireEvent.change(input(/fedex account/i), { target: { value: '123 456 789' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(profileMessages.updated)).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('profile-fedex-account').textContent).toBe('123456789'));
    expect(bodies).toEqual([{ firstName: 'Ada', lastName: 'Lovelace', phone: '2145550100', fedExAccount: '123456789', upsAccount: '', dhlAccount: '' }]);
  });

  it('changes the password: a refusal shows "Error updating password" with the message, success says "Password updated successfully"', async () => {
    let attempts = 0;
    server.use(
      http.post(apiUrl('/api/account/password'), () =>
        ++attempts === 1
          ? HttpResponse.json(modelStateError({ oldPassword: accountMessages.wrongPassword }), { status: 400 })
          : HttpResponse.json({ message: profileMessages.passwordUpdated, position: '10.43' }),
      ),
    );
    renderProfile();
    fireEvent.click(await screen.findByRole('button', { name: 'Change password' }));
    await screen.findByRole('heading', { name: 'Change password' });
    fireEvent.change(input(/current password/i), { target: { value: 'not-it' } });
    fireEvent.change(input(/^new password/i), { target: { value: 'Changed-pass-1' } });
    fireEvent.change(input(/confirm new password/i), { target: { value: 'Changed-pass-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update password' }));

    const alert = await screen.findByTestId('server-failure');
    expect(within(alert).getByText(profileMessages.passwordUpdateFailed)).toBeTruthy();
    expect(within(alert).getByText(accountMessages.wrongPassword)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(input(/current password/i)));

    fireEvent.change(input(/current password/i), { target: { value: 'Right-pass-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update password' }));
    expect(await screen.findByText(profileMessages.passwordUpdated)).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Edit' })).toBeTruthy();
  });

  it('given a new password the server finds too common, when submitted, then the message shows on the new-password field, focused', async () => {
    server.use(
      http.post(apiUrl('/api/account/password'), () =>
        HttpResponse.json(modelStateError({ newPassword: passwordMessages.tooCommon }), { status: 400 }),
      ),
    );
    renderProfile();
    fireEvent.click(await screen.findByRole('button', { name: 'Change password' }));
    await screen.findByRole('heading', { name: 'Change password' });
    fireEvent.change(input(/current password/i), { target: { value: 'Right-pass-1' } });
    fireEvent.change(input(/^new password/i), { target: { value: 'password1' } });
    fireEvent.change(input(/confirm new password/i), { target: { value: 'password1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update password' }));

    const newPassword = input(/^new password/i);
    await waitFor(() => expect(newPassword.getAttribute('aria-invalid')).toBe('true'));
    const field = newPassword.closest('.mantine-InputWrapper-root') as HTMLElement;
    expect(within(field).getByText(passwordMessages.tooCommon)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(newPassword));
  });
});
