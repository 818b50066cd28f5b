import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { submissionMessages } from '@certus/contracts';
import { routes } from '../../../app/routes.tsx';
import { anIdentity } from '../../../testing/builders.ts';
import { http } from 'msw';
import { apiUrl, server } from '../../../testing/msw-server.ts';
import { renderRoutes } from '../../../testing/render.tsx';
import { selectSubmissionCart } from '../cart/cart-store.ts';
import { aCart, aComicLine, aSignature, storeCart, submissionServer } from '../testing/submission-builders.ts';
import { aTurnaround } from '../../pricing/testing/pricing-server.ts';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const EMAIL = 'ada@example.com';
const TITLES = [
  { value: 'Amazing Spider-Man', publisher: 'Marvel' },
  { value: 'Amazing Fantasy', publisher: 'Marvel' },
];

const renderBuilder = (path = '/submit/comic') => {
  submissionServer({ titles: TITLES });
  return renderRoutes({ path, routes, preloadedState: { identity: { current: anIdentity({ email: EMAIL }) } } });
};

const input = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;
const type = (label: RegExp, value: string) => fireEvent.change(input(label), { target: { value } });
const fieldOf = (element: HTMLElement) => element.closest('.mantine-InputWrapper-root, fieldset') as HTMLElement;
const radio = (name: RegExp) => screen.getByRole('radio', { name }) as HTMLInputElement;
const radioIn = (group: RegExp, name: RegExp) => within(screen.getByRole('radiogroup', { name: group })).getByRole('radio', { name }) as HTMLInputElement;
const addButton = () => screen.getByRole('button', { name: 'Add to cart' });

async function openForm(path?: string) {
  const view = renderBuilder(path);
  await screen.findByRole('form');
  return view;
}

/** A modern book with a custom title: everything a line needs except what the test is about. */
function fillBook({ year = '1988', insured = '100' }: { year?: string; insured?: string } = {}) {
  fireEvent.click(screen.getByRole('checkbox', { name: /custom title/i }));
  type(/^title/i, 'My Own Zine');
  type(/^issue/i, '7');
  type(/^year/i, year);
  type(/^publisher/i, 'Self');
  type(/^insured value/i, insured);
}

async function chooseTitle(typed: string, option: string) {
  fireEvent.focus(input(/^title/i));
  type(/^title/i, typed);
  // jsdom does no layout, so Mantine's dropdown options do not count as visible to Testing Library.
  fireEvent.click(await screen.findByRole('option', { name: option, hidden: true }));
}

describe('/submit/comic, the comic line (spec 3, 4 Tier rules, 5 Comic line)', () => {
  it('adds a comic with a title chosen from the lookup, the insured value rounded up and the live total, and reports add_to_cart', async () => {
    const { store, router } = await openForm();

    await chooseTitle('Amaz', 'Amazing Spider-Man');
    expect(input(/^publisher/i).value).toBe('Marvel');
    type(/^issue/i, '300');
    type(/^year/i, '1988');
    type(/^insured value/i, '99.01');
    fireEvent.blur(input(/^insured value/i));
    await waitFor(() => expect(input(/^insured value/i).value).toBe('100'));

    expect(radio(/^Modern: /).checked).toBe(true);
    expect(screen.getByTestId('line-total-amount').textContent).toBe('$27.00');
    expect(screen.getByTestId('line-turnaround').textContent).toBe('4 weeks');
    fireEvent.click(radio(/^Priority: /));
    expect(screen.getByTestId('line-total-amount').textContent).toBe('$47.00');
    fireEvent.click(addButton());

    await waitFor(() => expect(router.state.location.pathname).toBe('/submit'));
    expect(selectSubmissionCart(store.getState()).comics).toEqual([
      expect.objectContaining({ title: 'Amazing Spider-Man', isCustomTitle: false, issue: '300', year: 1988, publisher: 'Marvel', insuredCents: 10_000, tierId: 'MN', fastPassValue: 5 }),
    ]);
    expect(window.dataLayer).toContainEqual(
      expect.objectContaining({ event: 'add_to_cart', ecommerce: expect.objectContaining({ value: 47, items: [expect.objectContaining({ item_id: 'MNP' })] }) }),
    );
  });

  it('names every missing field on add and focuses the first', async () => {
    await openForm();

    fireEvent.click(addButton());

    expect(await within(fieldOf(input(/^title/i))).findByText(submissionMessages.titleRequired)).toBeTruthy();
    expect(within(fieldOf(input(/^issue/i))).getByText(submissionMessages.issueRequired)).toBeTruthy();
    expect(within(fieldOf(input(/^year/i))).getByText(submissionMessages.yearAbove1900)).toBeTruthy();
    expect(within(fieldOf(input(/^publisher/i))).getByText(submissionMessages.publisherRequired)).toBeTruthy();
    expect(within(fieldOf(input(/^insured value/i))).getByText(submissionMessages.insuredRequired)).toBeTruthy();
    expect(document.activeElement).toBe(input(/^title/i));

    type(/^year/i, '1900');
    expect(within(fieldOf(input(/^year/i))).getByText(submissionMessages.yearAbove1900)).toBeTruthy();
  });

  it('refuses a typed title that is not a lookup result, unless the custom-title option is ticked', async () => {
    const { store } = await openForm();
    fillBook();
    fireEvent.click(screen.getByRole('checkbox', { name: /custom title/i }));
    type(/^title/i, 'Amazing Spider-Mann');

    fireEvent.click(addButton());
    expect(await within(fieldOf(input(/^title/i))).findByText(submissionMessages.customTitleMustMatch)).toBeTruthy();
    expect(document.activeElement).toBe(input(/^title/i));

    fireEvent.click(screen.getByRole('checkbox', { name: /custom title/i }));
    fireEvent.click(addButton());
    await waitFor(() => expect(selectSubmissionCart(store.getState()).comics).toEqual([expect.objectContaining({ title: 'Amazing Spider-Mann', isCustomTitle: true })]));
  });

  it('refuses an insured value over the limit at once, with the contact-customer-service message', async () => {
    await openForm();
    fillBook({ insured: '500000.5' });

    expect(await within(fieldOf(input(/^insured value/i))).findByText(submissionMessages.insuredOverLimit)).toBeTruthy();
    expect((addButton() as HTMLButtonElement).disabled).toBe(true);

    type(/^insured value/i, '500000');
    await waitFor(() => expect(screen.queryByText(submissionMessages.insuredOverLimit)).toBeNull());
  });

  it('forces the slab flag and takes pressing away on a slab tier', async () => {
    const { store } = await openForm();
    fillBook();
    fireEvent.click(radio(/^Pressing:/));
    expect(radio(/^Pressing:/).checked).toBe(true);

    fireEvent.click(radio(/^Slabbed: /));

    expect(radio(/^Pressing:/).disabled).toBe(true);
    expect(radioIn(/^Pressing/, /^None/).checked).toBe(true);
    expect(screen.getByText(submissionMessages.pressNotOffered)).toBeTruthy();
    expect(screen.queryByRole('radio', { name: /^Priority/ })).toBeNull();
    fireEvent.click(addButton());
    await waitFor(() => expect(selectSubmissionCart(store.getState()).comics).toEqual([expect.objectContaining({ tierId: 'SL', isSlab: true, press: 0 })]));
  });

  it('forces express pressing on PM', async () => {
    await openForm();
    fillBook();

    fireEvent.click(radio(/^Press & Grade Modern: /));

    expect(radio(/^Express pressing/).checked).toBe(true);
    expect(radio(/^Pressing:/).disabled).toBe(true);
    expect(radioIn(/^Pressing/, /^None/).disabled).toBe(true);
  });

  it('refuses to remove Verified before Verified Plus, with the spec 8 message', async () => {
    await openForm();
    fillBook();
    fireEvent.click(screen.getByRole('button', { name: 'Add a Verified (VSP) signature' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add a Verified Plus (VSPP) signature' }));

    fireEvent.click(screen.getByRole('button', { name: 'Remove Verified (VSP) signature 1' }));
    expect((await screen.findByTestId('signature-error')).textContent).toBe(submissionMessages.removeVerifiedPlusFirst);
    expect(screen.getAllByTestId('signature')).toHaveLength(2);

    fireEvent.click(screen.getByRole('button', { name: 'Remove Verified Plus (VSPP) signature 2' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove Verified (VSP) signature 1' }));
    await waitFor(() => expect(screen.queryAllByTestId('signature')).toHaveLength(0));
    expect(screen.queryByTestId('signature-error')).toBeNull();
  });

  it('drops Verified signatures on a witnessed tier', async () => {
    await openForm();
    fillBook();
    fireEvent.click(screen.getByRole('button', { name: 'Add a Verified (VSP) signature' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add an authentic (ASP) signature' }));

    fireEvent.click(radio(/^Witnessed Signature: /));

    expect(screen.getAllByTestId('signature')).toHaveLength(1);
    expect(screen.getByRole('group', { name: /Authentic \(ASP\) signature 1/ })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Add a Verified (VSP) signature' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("asks an authentic (ASP) signature for the signer's name and the date", async () => {
    const { store } = await openForm();
    fillBook();
    fireEvent.click(screen.getByRole('button', { name: 'Add an authentic (ASP) signature' }));

    fireEvent.click(addButton());

    const signedBy = input(/^signed by/i);
    expect(await within(fieldOf(signedBy)).findByText(submissionMessages.aspNeedsNameAndDate)).toBeTruthy();
    expect(within(fieldOf(input(/^date signed/i))).getByText(submissionMessages.aspNeedsNameAndDate)).toBeTruthy();
    expect(document.activeElement).toBe(signedBy);

    type(/^signed by/i, 'Stan Lee');
    type(/^date signed/i, '1998-05-02');
    fireEvent.click(addButton());
    await waitFor(() =>
      expect(selectSubmissionCart(store.getState()).comics[0]?.signatures).toEqual([expect.objectContaining({ type: 'ASP', name: 'Stan Lee', date: '1998-05-02' })]),
    );
  });

  it('takes a grade screen from 2.5 to 9.9, only with services of 10 days or more', async () => {
    const { store } = await openForm();
    fillBook();
    fireEvent.click(screen.getByRole('checkbox', { name: /^grade screen/i }));
    type(/^minimum grade/i, '1.5');

    fireEvent.click(addButton());
    expect(await within(fieldOf(input(/^minimum grade/i))).findByText(submissionMessages.gradeScreenRange)).toBeTruthy();

    type(/^minimum grade/i, '9.9');
    await waitFor(() => expect(screen.queryByText(submissionMessages.gradeScreenRange)).toBeNull());

    // MN Express takes 5 days: no time to screen.
    fireEvent.click(radio(/^Express: /));
    expect((screen.getByRole('checkbox', { name: /^grade screen/i }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByLabelText(/^minimum grade/i)).toBeNull();

    fireEvent.click(radioIn(/^Fast pass/, /^None/));
    fireEvent.click(screen.getByRole('checkbox', { name: /^grade screen/i }));
    type(/^minimum grade/i, '9.9');
    fireEvent.click(addButton());
    await waitFor(() => expect(selectSubmissionCart(store.getState()).comics).toEqual([expect.objectContaining({ gradeScreen: 9.9 })]));
  });

  it('offers partial grade only with services of 10 days or more, and it removes Verified signatures', async () => {
    await openForm();
    fillBook({ insured: '2000' });
    expect(radio(/^Unlimited Value: /).checked).toBe(true);
    const partial = () => screen.getByRole('checkbox', { name: /^partial grade/i }) as HTMLInputElement;
    expect(partial().disabled).toBe(true);
    expect(screen.getByText(submissionMessages.partialGradeNotOffered)).toBeTruthy();

    type(/^insured value/i, '100');
    expect(radio(/^Modern: /).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Add a Verified (VSP) signature' }));
    expect(partial().disabled).toBe(false);
    fireEvent.click(partial());

    expect(partial().checked).toBe(true);
    expect(screen.queryAllByTestId('signature')).toHaveLength(0);
  });

  it('edits the line ?line= names and saves it in place', async () => {
    const line = aComicLine({ title: 'Amazing Spider-Man', issue: '300', signatures: [aSignature()] });
    storeCart(aCart(EMAIL, { comics: [line, aComicLine()] }));
    const { store, router } = await openForm(`/submit/comic?line=${line.uniqueId}`);

    expect(input(/^issue/i).value).toBe('300');
    type(/^quantity/i, '3');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/submit'));
    const comics = selectSubmissionCart(store.getState()).comics;
    expect(comics).toHaveLength(2);
    expect(comics[0]).toMatchObject({ uniqueId: line.uniqueId, quantity: 3, issue: '300' });
  });

  it('refuses more than 100 comics in one submission', async () => {
    storeCart(aCart(EMAIL, { comics: [aComicLine({ quantity: 99 })] }));
    await openForm();
    fillBook();
    type(/^quantity/i, '2');

    fireEvent.click(addButton());

    expect(await within(fieldOf(input(/^quantity/i))).findByText(submissionMessages.tooManyComics)).toBeTruthy();
  });
});

describe('/submit/comic, what the member reads (prices, turnaround, names)', () => {
  it('given a new line, when only the title is entered, then no service is chosen and no total is shown until year and value are', async () => {
    await openForm();
    await chooseTitle('Amaz', 'Amazing Spider-Man');

    expect(screen.queryAllByRole('radio', { name: /per book/ })).toHaveLength(0);
    expect(screen.getByTestId('services-waiting')).toBeTruthy();
    expect(screen.queryByTestId('line-total-amount')).toBeNull();
    expect(screen.getByTestId('line-total').textContent).not.toMatch(/\$/);

    type(/^year/i, '1988');
    expect(screen.queryByTestId('line-total-amount')).toBeNull();
    type(/^insured value/i, '100');
    expect(await screen.findByTestId('line-total-amount')).toBeTruthy();
    expect(screen.getByTestId('line-total-amount').textContent).toBe('$27.00');
  });

  it('given the pressing options, when they are read, then each says the days it adds, fast pressing half of pressing', async () => {
    await openForm();
    fillBook();

    const description = (name: RegExp) => document.getElementById(radioIn(/^Pressing/, name).getAttribute('aria-describedby') ?? '')?.textContent;
    expect(description(/^Pressing:/)).toBe('Adds 2 weeks');
    expect(description(/^Fast pressing:/)).toBe('Adds 1 week');
    expect(description(/^Express pressing:/)).toBe('Adds 3 business days');
  });

  it('given a modern book, when services and the total are shown, then by their names, never a code (MN, MNP)', async () => {
    await openForm();
    fillBook();
    fireEvent.click(radio(/^Priority: /));

    const services = screen.getByRole('radiogroup', { name: /^Service/ }).closest('.mantine-Paper-root') as HTMLElement;
    expect(services.textContent).toContain('Modern: $27.00 per book');
    expect(services.textContent).not.toMatch(/\b(MN|MNP|MNE|NW|PM|SL)\b/);
    expect(screen.getByTestId('line-total').textContent).not.toMatch(/\bMNP?\b/);
    expect(screen.getByTestId('line-service').textContent).toBe('Modern, Priority');
  });

  it("given a title refused on add, when the suggestions open again, then the title's error stays above the field, not under the list", async () => {
    await openForm();
    fillBook();
    fireEvent.click(screen.getByRole('checkbox', { name: /custom title/i }));
    type(/^title/i, 'Amazing Spider-Mann');
    fireEvent.click(addButton());
    const error = await within(fieldOf(input(/^title/i))).findByText(submissionMessages.customTitleMustMatch);

    fireEvent.focus(input(/^title/i));
    type(/^title/i, 'Amazing');
    expect(await screen.findByRole('option', { name: 'Amazing Spider-Man', hidden: true })).toBeTruthy();
    expect(within(fieldOf(input(/^title/i))).getByText(submissionMessages.customTitleMustMatch)).toBe(error);
    // The list opens below the input: the error, placed before the input, cannot be under it.
    expect(error.compareDocumentPosition(input(/^title/i)) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});

describe('/submit/artwork (spec 4: original art forces artwork and no pressing)', () => {
  it('offers only original-art tiers, no pressing, and needs at least one signature', async () => {
    const { store } = await openForm('/submit/artwork');
    fillBook();

    expect(radio(/^Original Art: /).checked).toBe(true);
    expect(screen.queryByRole('radio', { name: /^Modern: / })).toBeNull();
    expect(screen.queryByRole('radiogroup', { name: /pressing/i })).toBeNull();
    fireEvent.click(addButton());
    expect(await screen.findByText(submissionMessages.originalArtNeedsSignature)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Add an authentic (ASP) signature' }));
    type(/^signed by/i, 'Jack Kirby');
    type(/^date signed/i, '1990-01-01');
    fireEvent.click(addButton());
    await waitFor(() => expect(selectSubmissionCart(store.getState()).comics).toEqual([expect.objectContaining({ kind: 'artwork', artwork: true, tierId: 'OA', press: 0 })]));
  });
});

describe('/submit/comic, the turnaround our recent orders took (issue [3/7])', () => {
  it('given enough recent orders of the chosen service, then the line says what they took and how many they were', async () => {
    submissionServer({ titles: TITLES, turnaround: aTurnaround({ samples: { MN: { sampleSize: 12, medianDays: 17, p90Days: 22 } } }) });
    renderRoutes({ path: '/submit/comic', routes, preloadedState: { identity: { current: anIdentity({ email: EMAIL }) } } });
    await screen.findByRole('form');
    fillBook();

    const figure = await screen.findByTestId('measured-turnaround');
    expect(figure.getAttribute('data-basis')).toBe('measured');
    expect(figure.textContent).toBe('Recently: 4 weeks. 9 in 10 orders within 5 weeks. Based on 12 orders in the last 90 days.');
  });

  it('given the form just opened, then the figures are asked for at once, so the line shows its figure as soon as it is priced', async () => {
    submissionServer({ titles: TITLES, turnaround: aTurnaround({ samples: { MN: { sampleSize: 12, medianDays: 17, p90Days: 22 } } }) });
    const { store } = renderRoutes({ path: '/submit/comic', routes, preloadedState: { identity: { current: anIdentity({ email: EMAIL }) } } });
    await screen.findByRole('form');
    // Answered before any figure is shown: the form asked as it opened, not once a line was priced.
    const turnaroundAnswered = () => Object.values(store.getState().api.queries).some((q) => q?.endpointName === 'getTurnaround' && q.status === 'fulfilled');
    await waitFor(() => expect(turnaroundAnswered()).toBe(true));

    fillBook();

    // In the same render as the price: nothing arrives later to push what is under it.
    expect(screen.getByTestId('measured-turnaround').getAttribute('data-basis')).toBe('measured');
  });

  it('given the figures not answered yet, when the line is priced, then a blank line keeps their room, so nothing under it moves when they come', async () => {
    submissionServer({ titles: TITLES });
    server.use(http.get(apiUrl('/api/data/turnaround'), () => new Promise<Response>(() => undefined)));
    renderRoutes({ path: '/submit/comic', routes, preloadedState: { identity: { current: anIdentity({ email: EMAIL }) } } });
    await screen.findByRole('form');

    fillBook();

    expect(screen.getByTestId('line-total-amount').textContent).toBe('$27.00');
    const room = screen.getByTestId('measured-turnaround-pending');
    expect(room.textContent).toBe('\u00a0');
    expect(room.getAttribute('aria-hidden')).toBe('true');
    expect(screen.queryByTestId('measured-turnaround')).toBeNull();
  });

  it("given too few recent orders, then the line shows the editor's message, or '5 weeks' when there is none", async () => {
    submissionServer({ titles: TITLES, turnaround: aTurnaround({ message: 'About 6 weeks right now.' }) });
    renderRoutes({ path: '/submit/comic', routes, preloadedState: { identity: { current: anIdentity({ email: EMAIL }) } } });
    await screen.findByRole('form');
    fillBook();
    expect((await screen.findByTestId('measured-turnaround')).textContent).toBe('Current estimate: About 6 weeks right now.');
  });
});
