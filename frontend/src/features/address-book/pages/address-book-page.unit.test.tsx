import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  ADDRESS_LOOKUPS_PATH,
  ADDRESS_PATH,
  addressDisplayName,
  addressLookups,
  addressMessages,
  modelStateError,
  type AddressBody,
  type AddressView,
} from '@certus/contracts';
import { routes } from '../../../app/routes.tsx';
import { aUserProfile, anAddress, anIdentity } from '../../../testing/builders.ts';
import { apiUrl, server } from '../../../testing/msw-server.ts';
import { renderRoutes } from '../../../testing/render.tsx';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const PATH = '/account/profile/addressbook';

/**
 * The address book endpoints over one in-memory book, answering as the services do: a save adds (or edits
 * the id it names), the first address and an isDefault move the default, a delete removes.
 */
function addressBookApi(initial: AddressView[] = [], refuse: { save?: Response; delete?: Response } = {}) {
  let book = [...initial];
  const saves: AddressBody[] = [];
  const deletes: string[] = [];
  let ids = 0;
  server.use(
    http.get(apiUrl('/api/userprofile'), () =>
      HttpResponse.json(aUserProfile({ addresses: [...book].sort((a, b) => Number(b.isDefault) - Number(a.isDefault)) })),
    ),
    http.get(apiUrl(ADDRESS_LOOKUPS_PATH), () => HttpResponse.json(addressLookups)),
    http.post(apiUrl(ADDRESS_PATH), async ({ request }) => {
      const body = (await request.json()) as AddressBody;
      saves.push(body);
      if (refuse.save) return refuse.save;
      const id = body.id ?? `new-${++ids}`;
      const makeDefault = body.isDefault || book.length === 0;
      const saved = { ...anAddress({ ...body, id }), line2: body.line2 ?? '', phone: body.phone ?? '' };
      saved.displayName = addressDisplayName(saved);
      book = book.map((a) => (makeDefault ? { ...a, isDefault: false } : a));
      const kept = book.find((a) => a.id === id);
      saved.isDefault = makeDefault || Boolean(kept?.isDefault);
      book = kept ? book.map((a) => (a.id === id ? saved : a)) : [...book, saved];
      return HttpResponse.json({ message: body.id ? addressMessages.updated : addressMessages.added, position: `1.${saves.length}`, id });
    }),
    http.delete(apiUrl(`${ADDRESS_PATH}/:id`), ({ params }) => {
      deletes.push(String(params.id));
      if (refuse.delete) return refuse.delete;
      book = book.filter((a) => a.id !== params.id);
      return HttpResponse.json({ message: addressMessages.deleted, position: '2.1' });
    }),
  );
  return { saves, deletes };
}

const renderPage = () => renderRoutes({ path: PATH, routes, preloadedState: { identity: { current: anIdentity() } } });
const cards = () => screen.getAllByTestId('address-card');
const input = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });
const select = (label: RegExp) => screen.getByLabelText(label, { selector: 'select' });
const fieldOf = (element: HTMLElement) => element.closest('.mantine-InputWrapper-root') as HTMLElement;

async function openAddForm() {
  fireEvent.click(await screen.findByRole('button', { name: 'Add an address' }));
  return screen.findByRole('form', { name: 'Add an address' });
}

function fillUsAddress(zip = '75024') {
  fireEvent.change(input(/first name/i), { target: { value: 'Grace' } });
  fireEvent.change(input(/last name/i), { target: { value: 'Hopper' } });
  fireEvent.change(input(/address line 1/i), { target: { value: '1 Navy Way' } });
  fireEvent.change(input(/^city/i), { target: { value: 'Arlington' } });
  fireEvent.change(select(/^state/i), { target: { value: 'VA' } });
  fireEvent.change(input(/zip code/i), { target: { value: zip } });
}

describe('/account/profile/addressbook', () => {
  it('lists the addresses with the default first and marked, inside the account layout', async () => {
    addressBookApi([
      anAddress({ id: 'a-1', city: 'Austin', isDefault: false }),
      anAddress({ id: 'a-2', city: 'Toronto', country: 'CA', stateProvince: 'ON', zipPostal: 'M4W 3E2', isDefault: true, phone: '4165550187' }),
    ]);
    renderPage();

    expect(await screen.findByRole('heading', { level: 1, name: 'Address book' })).toBeTruthy();
    await waitFor(() => expect(cards()).toHaveLength(2));
    const [first, second] = cards();
    expect(within(first!).getByText('Default')).toBeTruthy();
    expect(first!.textContent).toContain('Toronto, ON M4W 3E2');
    expect(await within(first!).findByText('Canada')).toBeTruthy();
    expect(within(first!).getByText('(416) 555-0187')).toBeTruthy();
    expect(within(second!).queryByText('Default')).toBeNull();
    expect(within(second!).getByRole('button', { name: /make .* the default/i })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'My account' })).toBeTruthy();
  });

  it('adds an address: checks it with the contract rules first, then posts it and shows it in the list', async () => {
    const api = addressBookApi();
    renderPage();
    expect(await screen.findByTestId('address-book-empty')).toBeTruthy();
    await openAddForm();

    // The site variant is the US one: the country starts as United States and the state is a list.
    expect((select(/^country/i) as HTMLSelectElement).value).toBe('US');
    fillUsAddress('1234');
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await within(fieldOf(input(/zip code/i))).findByText(addressMessages.usZip)).toBeTruthy();
    expect(api.saves).toEqual([]);

    fireEvent.change(input(/zip code/i), { target: { value: '222021234' } });
    fireEvent.blur(input(/zip code/i));
    expect((input(/zip code/i) as HTMLInputElement).value).toBe('22202-1234');
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));

    await waitFor(() => expect(api.saves).toHaveLength(1));
    expect(api.saves[0]).toMatchObject({ firstName: 'Grace', lastName: 'Hopper', line1: '1 Navy Way', city: 'Arlington', stateProvince: 'VA', zipPostal: '22202-1234', country: 'US' });
    expect(api.saves[0]).not.toHaveProperty('id');
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(within(cards()[0]!).getByText('Default')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Add an address' })).toBeNull();
  });

  it('switches to provinces and the A1A 1A1 rule for Canada, and to free text elsewhere', async () => {
    addressBookApi();
    renderPage();
    await openAddForm();

    fireEvent.change(select(/^country/i), { target: { value: 'CA' } });
    const province = select(/^province/i);
    expect(within(province).getByRole('option', { name: 'Quebec' })).toBeTruthy();
    expect(within(province).queryByRole('option', { name: 'Texas' })).toBeNull();
    fireEvent.change(input(/postal code/i), { target: { value: '75024' } });
    fireEvent.blur(input(/postal code/i));
    expect(await within(fieldOf(input(/postal code/i))).findByText(addressMessages.caPostalCode)).toBeTruthy();

    fireEvent.change(select(/^country/i), { target: { value: 'GB' } });
    expect(input(/state \/ province \/ region/i)).toBeTruthy();
    expect(screen.queryByText(addressMessages.caPostalCode)).toBeNull();
  });

  it('shows a refused save under "Error updating address" and marks the field the server names', async () => {
    const api = addressBookApi([], { save: HttpResponse.json(modelStateError({ zipPostal: addressMessages.usZip }, addressMessages.saveFailed), { status: 400 }) });
    renderPage();
    await openAddForm();
    fillUsAddress();
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));

    const alert = await screen.findByTestId('server-failure');
    expect(within(alert).getByText(addressMessages.saveFailed)).toBeTruthy();
    expect(within(alert).getByText(addressMessages.usZip)).toBeTruthy();
    expect(input(/zip code/i).getAttribute('aria-invalid')).toBe('true');
    expect(api.saves).toHaveLength(1);
  });

  it('edits an address in the form with its values and sends its id', async () => {
    const api = addressBookApi([anAddress({ id: 'a-1', city: 'Plano', isDefault: true })]);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: /^edit /i }));
    await screen.findByRole('form', { name: 'Edit address' });
    expect((input(/^city/i) as HTMLInputElement).value).toBe('Plano');
    fireEvent.change(input(/^city/i), { target: { value: 'Frisco' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));

    await waitFor(() => expect(api.saves).toHaveLength(1));
    expect(api.saves[0]).toMatchObject({ id: 'a-1', city: 'Frisco' });
    await waitFor(() => expect(cards()[0]!.textContent).toContain('Frisco'));
  });

  it('makes another address the default by saving it with isDefault', async () => {
    const api = addressBookApi([anAddress({ id: 'a-1', city: 'Plano', isDefault: true }), anAddress({ id: 'a-2', city: 'Dallas' })]);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: /make .*dallas.* the default/i }));

    await waitFor(() => expect(api.saves).toHaveLength(1));
    expect(api.saves[0]).toMatchObject({ id: 'a-2', city: 'Dallas', isDefault: true });
    expect(api.saves[0]).not.toHaveProperty('displayName');
    await waitFor(() => expect(within(cards()[0]!).getByText('Default')).toBeTruthy());
    expect(cards()[0]!.textContent).toContain('Dallas');
  });

  it('asks "Are you sure you want to delete this item?" and deletes only when confirmed', async () => {
    const api = addressBookApi([anAddress({ id: 'a-1', city: 'Plano', isDefault: true }), anAddress({ id: 'a-2', city: 'Dallas' })]);
    renderPage();
    const deleteDallas = async () => fireEvent.click(await screen.findByRole('button', { name: /delete .*dallas/i }));

    await deleteDallas();
    let dialog = await screen.findByRole('dialog', { name: 'Delete address' });
    expect(within(dialog).getByText(addressMessages.confirmDelete)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.deletes).toEqual([]);

    await deleteDallas();
    dialog = await screen.findByRole('dialog', { name: 'Delete address' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.deletes).toEqual(['a-2']));
    await waitFor(() => expect(cards()).toHaveLength(1));
  });

  it('shows a refused delete under "Error deleting address" with the server message', async () => {
    addressBookApi([anAddress({ id: 'a-1', city: 'Plano', isDefault: true })], {
      delete: HttpResponse.json({ message: addressMessages.notFound }, { status: 404 }),
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: /delete .*plano/i }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Delete address' })).getByRole('button', { name: 'Delete' }));

    const alert = await screen.findByTestId('server-failure');
    expect(within(alert).getByText(addressMessages.deleteFailed)).toBeTruthy();
    expect(within(alert).getByText(addressMessages.notFound)).toBeTruthy();
  });
});
