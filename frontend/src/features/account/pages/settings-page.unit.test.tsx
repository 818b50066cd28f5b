import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { profileMessages, type MemberView, type UpdateSettingsBody } from '@certus/contracts';
import { routes } from '../../../app/routes.tsx';
import { aMember, aUserProfile, anIdentity } from '../../../testing/builders.ts';
import { apiUrl, server } from '../../../testing/msw-server.ts';
import { renderRoutes } from '../../../testing/render.tsx';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function renderSettings(initial: MemberView) {
  let member = initial;
  server.use(http.get(apiUrl('/api/userprofile'), () => HttpResponse.json(aUserProfile({ member }))));
  renderRoutes({ path: '/account/profile/settings', routes, preloadedState: { identity: { current: anIdentity({ email: member.email }) } } });
  return { update: (changes: Partial<MemberView>) => (member = { ...member, ...changes }) };
}

const notificationsSwitch = () => screen.findByRole('switch', { name: /e-mail notifications/i });

describe('/account/profile/settings', () => {
  it('turns e-mail notifications on and says so', async () => {
    const bodies: UpdateSettingsBody[] = [];
    const served = renderSettings(aMember({ isEmailNotification: false }));
    server.use(
      http.post(apiUrl('/api/userprofile/settings'), async ({ request }) => {
        const body = (await request.json()) as UpdateSettingsBody;
        bodies.push(body);
        served.update({ isEmailNotification: body.isEmailNotification });
        return HttpResponse.json({ message: profileMessages.settingsUpdated, position: '10.44' });
      }),
    );
    const toggle = (await notificationsSwitch()) as HTMLInputElement;
    expect(toggle.checked).toBe(false);
    expect(within(screen.getByRole('navigation', { name: 'My account' })).getByRole('link', { name: 'Settings' }).getAttribute('aria-current')).toBe('page');

    fireEvent.click(toggle);

    expect(await screen.findByText(profileMessages.settingsUpdated)).toBeTruthy();
    expect(bodies).toEqual([{ isEmailNotification: true }]);
    await waitFor(() => expect(toggle.checked).toBe(true));
  });

  it('puts the switch back and shows "Error updating settings" when the server refuses', async () => {
    renderSettings(aMember({ isEmailNotification: true }));
    server.use(http.post(apiUrl('/api/userprofile/settings'), () => HttpResponse.json({ message: 'Service unavailable.' }, { status: 503 })));
    const toggle = (await notificationsSwitch()) as HTMLInputElement;
    fireEvent.click(toggle);

    const alert = await screen.findByTestId('server-failure');
    expect(within(alert).getByText(profileMessages.settingsUpdateFailed)).toBeTruthy();
    expect(within(alert).getByText('Service unavailable.')).toBeTruthy();
    await waitFor(() => expect(toggle.checked).toBe(true));
  });
});
