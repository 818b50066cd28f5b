import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { submissionMessages } from '@certus/contracts';
import { routes } from '../../../app/routes.tsx';
import { anIdentity } from '../../../testing/builders.ts';
import { server } from '../../../testing/msw-server.ts';
import { renderRoutes } from '../../../testing/render.tsx';
import { restoreScreenWidth, stubScreenWidth } from '../../../testing/screen-width.ts';
import { selectSubmissionCart } from '../cart/cart-store.ts';
import { aCart, aComicLine, seedCatalogue, storeCart, storedCart, submissionServer } from '../testing/submission-builders.ts';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  restoreScreenWidth();
});
afterAll(() => server.close());

const EMAIL = 'ada@example.com';
const renderList = () => renderRoutes({ path: '/submit', routes, preloadedState: { identity: { current: anIdentity({ email: EMAIL }) } } });
const lines = () => screen.getAllByTestId('cart-line');
const checkoutButton = () => screen.getByRole('button', { name: 'Checkout' });

describe('/submit, the cart (spec 2.3, 4)', () => {
  it("lists the member's stored lines with their service, turnaround and total, and the totals with the member discount", async () => {
    storeCart(aCart(EMAIL, { comics: [aComicLine({ title: 'Amazing Spider-Man', issue: '300', quantity: 2 }), aComicLine({ title: 'X-Men', issue: '1', year: 1963, tierId: 'NW' })] }));
    submissionServer({ membership: 'Clubmember' });
    renderList();

    await waitFor(() => expect(lines()).toHaveLength(2));
    const [spidey, xmen] = lines();
    expect(within(spidey!).getByText('Amazing Spider-Man #300 (1988)')).toBeTruthy();
    expect(spidey!.textContent).toContain('Modern');
    expect(spidey!.textContent).not.toMatch(/\bMN\b/);
    expect(spidey!.textContent).toContain('4 weeks');
    expect(spidey!.textContent).toContain('$54.00');
    expect(xmen!.textContent).toContain('Vintage');
    expect(screen.getByTestId('total-count').textContent).toBe('3');
    expect(screen.getByTestId('total-amount').textContent).toBe('$96.00');
    expect(screen.getByTestId('total-discount').textContent).toContain('$');
    expect(screen.queryByTestId('upgrade-prompt')).toBeNull();
  });

  it('given a pressed book and a Priority one, when the cart lists them, then each row says what was added, by name', async () => {
    storeCart(aCart(EMAIL, { comics: [aComicLine({ title: 'Batman', issue: '423', press: 2 }), aComicLine({ title: 'Saga', issue: '1', year: 2012, fastPassValue: 5 })] }));
    submissionServer({ membership: 'Free' });
    renderList();

    await waitFor(() => expect(lines()).toHaveLength(2));
    const [batman, saga] = lines();
    expect(batman!.textContent).toContain('Fast pressing');
    expect(saga!.textContent).toContain('Modern, Priority');
    expect(saga!.textContent).not.toContain('pressing');
    expect(saga!.textContent).not.toMatch(/\bMNP\b/);
  });

  it('given a phone (390 pixels), when the cart shows, then each line is a card with every figure, not a table cut off at the edge', async () => {
    stubScreenWidth(390);
    storeCart(aCart(EMAIL, { comics: [aComicLine({ title: 'Amazing Spider-Man', issue: '300', quantity: 2, press: 1 })] }));
    submissionServer({ membership: 'Free' });
    renderList();

    await waitFor(() => expect(lines()).toHaveLength(1));
    expect(screen.queryByRole('table')).toBeNull();
    const card = within(screen.getByRole('list', { name: 'The books in your submission' })).getByRole('listitem');
    for (const text of ['Amazing Spider-Man #300 (1988)', 'Modern', 'Pressing', 'Quantity2', 'Turnaround', '$94.00']) expect(card.textContent).toContain(text);
    expect(within(card).getByRole('button', { name: /Remove/ })).toBeTruthy();
  });

  it('offers checkout only with items, and reports begin_checkout on the way to /checkout', async () => {
    storeCart(aCart(EMAIL, { comics: [aComicLine()] }));
    submissionServer();
    const { router } = renderList();

    await waitFor(() => expect(lines()).toHaveLength(1));
    expect((checkoutButton() as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(checkoutButton());

    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
    expect(window.dataLayer).toContainEqual(expect.objectContaining({ event: 'begin_checkout', ecommerce: expect.objectContaining({ currency: 'USD' }) }));
  });

  it('keeps checkout disabled for an empty cart', async () => {
    submissionServer();
    renderList();

    expect(await screen.findByTestId('cart-empty')).toBeTruthy();
    expect((checkoutButton() as HTMLButtonElement).disabled).toBe(true);
  });

  it('resets an outdated stored cart (version 10) and says new services and prices are available', async () => {
    storeCart(aCart(EMAIL, { version: 10, comics: [aComicLine()] }));
    submissionServer();
    const { store } = renderList();

    expect(await screen.findByTestId('cart-notice')).toBeTruthy();
    expect(screen.getByTestId('cart-notice').textContent).toContain(submissionMessages.cartNewServices);
    expect(await screen.findByTestId('cart-empty')).toBeTruthy();
    expect(selectSubmissionCart(store.getState()).version).toBe(seedCatalogue.version);
    expect(storedCart()).toMatchObject({ version: seedCatalogue.version, comics: [] });
  });

  it('sends a Canada cart back to the US with the Canada notice', async () => {
    storeCart(aCart(EMAIL, { countryCode: 'CA', comics: [aComicLine()] }));
    const requests = submissionServer();
    const { store } = renderList();

    expect(await screen.findByTestId('cart-notice')).toBeTruthy();
    expect(screen.getByTestId('cart-notice').textContent).toContain(submissionMessages.canadaUnavailable);
    await waitFor(() => expect(selectSubmissionCart(store.getState()).countryCode).toBe('US'));
    expect(requests.submitData).toEqual(expect.arrayContaining(['CA/Comic', 'US/Comic']));
    // The form is drawn again once the US submit data arrives: wait for it rather than read it at once.
    await waitFor(() => expect((screen.getByLabelText('Shipping from') as HTMLSelectElement).value).toBe('US'));
  });

  it('asks before a change of collectible type empties the cart, and keeps the cart when the member cancels', async () => {
    storeCart(aCart(EMAIL, { comics: [aComicLine()] }));
    submissionServer();
    const { store } = renderList();
    await waitFor(() => expect(lines()).toHaveLength(1));

    fireEvent.change(screen.getByLabelText('Collectible type'), { target: { value: 'Magazine' } });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(submissionMessages.changeRegionConfirm)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(selectSubmissionCart(store.getState())).toMatchObject({ collectibleType: 'Comic', comics: [expect.anything()] });

    fireEvent.change(screen.getByLabelText('Collectible type'), { target: { value: 'Magazine' } });
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Empty the cart and change' }));

    await waitFor(() => expect(selectSubmissionCart(store.getState())).toMatchObject({ collectibleType: 'Magazine', comics: [] }));
    expect(await screen.findByTestId('cart-empty')).toBeTruthy();
  });

  it('changes the type of an empty cart without asking', async () => {
    submissionServer();
    const { store } = renderList();
    await screen.findByTestId('cart-empty');

    fireEvent.change(screen.getByLabelText('Collectible type'), { target: { value: 'Manga' } });

    await waitFor(() => expect(selectSubmissionCart(store.getState()).collectibleType).toBe('Manga'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('removes a line after the delete confirmation', async () => {
    storeCart(aCart(EMAIL, { comics: [aComicLine({ title: 'Hulk', issue: '181', year: 1974, tierId: 'NW' }), aComicLine()] }));
    submissionServer();
    renderList();
    await waitFor(() => expect(lines()).toHaveLength(2));

    fireEvent.click(screen.getByRole('button', { name: 'Remove Hulk #181 (1974)' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));

    await waitFor(() => expect(lines()).toHaveLength(1));
    expect(storedCart()?.comics).toHaveLength(1);
  });

  it('does not offer the Grading Press Screen under 5 qualifying items', async () => {
    storeCart(aCart(EMAIL, { comics: Array.from({ length: 4 }, () => aComicLine()) }));
    submissionServer();
    renderList();
    await waitFor(() => expect(lines()).toHaveLength(4));
    expect(screen.queryByRole('switch', { name: /Grading Press Screen/ })).toBeNull();
  });

  it('shows the Grading Press Screen switch with 5 qualifying items and adds it to the total', async () => {
    storeCart(aCart(EMAIL, { comics: Array.from({ length: 5 }, () => aComicLine()) }));
    submissionServer();
    const { store } = renderList();
    await waitFor(() => expect(lines()).toHaveLength(5));
    const before = screen.getByTestId('total-amount').textContent;

    fireEvent.click(screen.getByRole('switch', { name: /Grading Press Screen/ }));

    await waitFor(() => expect(selectSubmissionCart(store.getState()).isGradingPressScreen).toBe(true));
    expect(screen.getByTestId('total-amount').textContent).not.toBe(before);
  });

  it('offers a Free member the club upgrade, and flags an Artist member', async () => {
    submissionServer({ membership: 'Free' });
    const free = renderList();
    const prompt = await screen.findByTestId('upgrade-prompt');
    expect(within(prompt).getByRole('link', { name: 'Upgrade' }).getAttribute('href')).toBe('/account/upgrade');
    free.unmount();

    submissionServer({ membership: 'Artist' });
    renderList();
    expect(await screen.findByTestId('artist-flag')).toBeTruthy();
    expect(screen.queryByTestId('upgrade-prompt')).toBeNull();
  });
});
