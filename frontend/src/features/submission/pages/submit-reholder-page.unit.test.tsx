import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { submissionMessages } from '@certus/contracts';
import { routes } from '../../../app/routes.tsx';
import { anIdentity } from '../../../testing/builders.ts';
import { server } from '../../../testing/msw-server.ts';
import { renderRoutes } from '../../../testing/render.tsx';
import { selectSubmissionCart } from '../cart/cart-store.ts';
import { aCart, aCertifiedComic, storeCart, submissionServer } from '../testing/submission-builders.ts';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const EMAIL = 'ada@example.com';
const COMICS = [
  aCertifiedComic({ id: '12345678901234', title: 'X-Men', category: 'Certified' }),
  aCertifiedComic({ id: 'RAW00000000001', category: 'Raw Grade' }),
  aCertifiedComic({ id: 'MAG00000000001', collectibleType: 'Magazine', title: 'Famous Monsters' }),
];

async function openReholder() {
  submissionServer({ comics: COMICS });
  const view = renderRoutes({ path: '/submit/reholder', routes, preloadedState: { identity: { current: anIdentity({ email: EMAIL }) } } });
  await screen.findByRole('form', { name: 'Add a reholder' });
  return view;
}

const idInput = () => screen.getByLabelText(/^id of the graded book/i, { selector: 'input' });
const valueInput = () => screen.getByLabelText(/^declared value/i, { selector: 'input' });
const submitId = (id: string, declaredDollars = '250') => {
  fireEvent.change(idInput(), { target: { value: id } });
  fireEvent.change(valueInput(), { target: { value: declaredDollars } });
  fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
};

describe('/submit/reholder (spec 5 Reholder, 8)', () => {
  it('adds a certified comic of the cart type as a CR reholder line', async () => {
    const { store, router } = await openReholder();

    submitId('12345678901234');

    await waitFor(() => expect(router.state.location.pathname).toBe('/submit'));
    expect(selectSubmissionCart(store.getState()).comics).toEqual([
      expect.objectContaining({ kind: 'reholder', reholderId: '12345678901234', tierId: 'CR', title: 'X-Men', insuredCents: 25_000 }),
    ]);
  });

  it.each([
    ['no declared value', '', submissionMessages.insuredRequired],
    ['a declared value over the limit', '500001', submissionMessages.insuredOverLimit],
  ])('refuses %s, since the value insures the return shipment', async (_, dollars, message) => {
    const { store } = await openReholder();

    submitId('12345678901234', dollars);

    expect(await screen.findByText(message)).toBeTruthy();
    expect(selectSubmissionCart(store.getState()).comics).toEqual([]);
  });

  it('rounds a declared value with cents up to whole dollars', async () => {
    const { store } = await openReholder();

    submitId('12345678901234', '99.10');

    await waitFor(() => expect(selectSubmissionCart(store.getState()).comics).toEqual([expect.objectContaining({ insuredCents: 10_000 })]));
  });

  it.each([
    ['an id that is not 14 characters', '1234567890', submissionMessages.reholderInvalidId],
    ['an id no graded book has', '99999999999999', submissionMessages.reholderInvalidId],
    ['a raw-grade book', 'RAW00000000001', submissionMessages.reholderRawGrade],
    ['a book of another collectible type', 'MAG00000000001', submissionMessages.reholderSelectValid],
  ])('refuses %s', async (_, id, message) => {
    const { store } = await openReholder();

    submitId(id);

    expect(await screen.findByText(message)).toBeTruthy();
    expect(selectSubmissionCart(store.getState()).comics).toEqual([]);
  });

  it('takes a magazine reholder on ZR in a magazine cart', async () => {
    storeCart(aCart(EMAIL, { collectibleType: 'Magazine' }));
    const { store } = await openReholder();

    submitId('MAG00000000001');

    await waitFor(() => expect(selectSubmissionCart(store.getState()).comics).toEqual([expect.objectContaining({ tierId: 'ZR', reholderId: 'MAG00000000001' })]));
  });
});
