import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { LABEL_DETAIL_LIMITS, MAX_UPLOAD_BYTES, NO_LABEL_DETAILS, labelDetailsMessages, orderMessages, type StaffOrderView } from '@certus/contracts';
import { routes } from '../../../app/routes.tsx';
import { anIdentity } from '../../../testing/builders.ts';
import { server } from '../../../testing/msw-server.ts';
import { renderRoutes } from '../../../testing/render.tsx';
import { aBook } from '../../orders/testing/order-builders.ts';
import { staffMessages } from '../model/staff-messages.ts';
import { aStaffOrderView } from '../testing/staff-builders.ts';
import { press, scanInto } from '../testing/staff-keys.ts';
import { conflict, staffOrderServer, type StaffRequest } from '../testing/staff-server.ts';
import { withBook } from '../testing/staff-views.ts';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const asWorker = () => ({ identity: { current: anIdentity({ role: 'worker' }) } });
const openOrder = (view: StaffOrderView, query = '') => renderRoutes({ path: `/staff/orders/${view.order.id}${query}`, routes, preloadedState: asWorker() });
const scanField = () => screen.findByRole('textbox', { name: 'Scan a certification id' });
const panel = () => screen.getByTestId('book-work-panel');
const rowOf = (bookNo: number) => screen.getAllByTestId('staff-book-row')[bookNo - 1]!;
const stepPath = (request: StaffRequest) => request.path.split('/').slice(5).join('/');

describe('/staff/orders/:id', () => {
  it('shows the header, the tiers and each book with only its next action', async () => {
    const view = aStaffOrderView({
      status: 'Invoicing',
      balanceCents: 2_500,
      books: (id) => [
        aBook(id, 1, { step: 'Missing' }),
        aBook(id, 2, { step: 'Received' }),
        aBook(id, 3, { step: 'PreGraded', needsPressing: true, press: 1 }),
        aBook(id, 4, { step: 'PreGraded' }),
        aBook(id, 5, { step: 'Pressed', needsPressing: true, press: 1 }),
        aBook(id, 6, { step: 'Graded', grade: 9.8, category: 'Certified' }),
        aBook(id, 7, { step: 'Imaged', grade: 9.6, category: 'Certified', hasCover: true }),
        aBook(id, 8, { step: 'Encapsulated', grade: 4.5, category: 'Certified', hasCover: true }),
      ],
    });
    staffOrderServer(view);

    openOrder(view);

    expect(await screen.findByRole('heading', { name: `Order ${view.order.id}`, level: 1 })).toBeTruthy();
    // The heading shows while the order loads: wait for the order itself.
    expect((await screen.findByTestId('staff-order-status')).textContent).toBe('Invoicing');
    expect(screen.getByTestId('staff-order-balance').textContent).toBe('$25.00');
    expect(screen.getByText('Ada Lovelace (ada@example.test)')).toBeTruthy();
    const nextCells = screen.getAllByTestId('staff-book-row').map((row) => within(row).getAllByRole('cell').at(-1)!.textContent);
    expect(nextCells).toEqual(['—', 'Pre-grade', 'Press', 'Grade', 'Grade', 'Upload cover', 'Encapsulate', '—']);
    expect(within(rowOf(6)).getByText('9.8 Certified')).toBeTruthy();
    expect(within(rowOf(2)).getByRole('rowheader').textContent).toBe(`${view.order.id}-002`);
    const [tier] = screen.getAllByTestId('staff-tier-row');
    expect((within(tier!).getByRole('button', { name: 'Approve QC of tier MN' }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(tier!).getByText('1 of 7 books encapsulated')).toBeTruthy();
    expect(screen.getByTestId('fulfilment-waits').textContent).toBe('Ships after QC of tier MN and payment of the balance ($25.00).');
  });

  it('given a certification id scanned, then its book is selected and its next action has the focus', async () => {
    const view = aStaffOrderView({ books: (id) => [aBook(id, 1), aBook(id, 2, { step: 'PreGraded' }), aBook(id, 3)] });
    staffOrderServer(view);
    const { router } = openOrder(view);
    const scan = await scanField();
    await waitFor(() => expect(document.activeElement).toBe(scan));

    scanInto(scan, `${view.order.id.toLowerCase()}-002`);

    expect(await screen.findByRole('heading', { name: 'Book 2: Amazing Spider-Man #302 (1988)' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(within(panel()).getByRole('textbox', { name: 'Grade' })));
    expect(router.state.location.search).toBe('?book=2');
    expect(rowOf(2).getAttribute('aria-current')).toBe('true');
    expect(screen.getByTestId('staff-status').textContent).toBe('Book 2: Grade.');
    expect((scan as HTMLInputElement).value).toBe('');
  });

  it('given a certification id that is not in the order, then it says so; one of another order opens that order', async () => {
    const view = aStaffOrderView();
    staffOrderServer(view);
    const { router } = openOrder(view);
    const scan = await scanField();

    scanInto(scan, `${view.order.id}-009`);
    expect(await screen.findByText(staffMessages.scanUnknownBook(`${view.order.id}-009`))).toBeTruthy();

    scanInto(scan, '25-ZZZZZZZ-004');
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/staff/orders/25-ZZZZZZZ?book=4'));
  });

  it('given ?book=N in the address, then that book is selected with the focus on its next action; Esc returns to the scan field', async () => {
    const view = aStaffOrderView();
    staffOrderServer(view);
    openOrder(view, '?book=3');

    await waitFor(() => expect(document.activeElement).toBe(within(panel()).getByRole('textbox', { name: 'Pre-grade note (optional)' })));
    press('Escape');
    expect(document.activeElement).toBe(await scanField());
  });

  it('given ?book=N of a book the order does not have, then the focus is on the scan field and it says why', async () => {
    const view = aStaffOrderView();
    staffOrderServer(view);
    openOrder(view, '?book=42');

    const scan = await scanField();
    await waitFor(() => expect(document.activeElement).toBe(scan));
    expect(screen.getByTestId('staff-status').textContent).toBe(`Order ${view.order.id} has no book 42.`);
    expect(screen.queryByTestId('book-work-panel')).toBeNull();
  });

  it('given a pre-grade recorded, then the order is read again at the written position, the book moves on and the focus is back on the scan field', async () => {
    const view = aStaffOrderView();
    const worker = asWorker();
    const api = staffOrderServer(view, (_request, current) => ({ view: withBook(current!, 1, { step: 'PreGraded', preGradeNote: 'Spine tick' }) }));
    renderRoutes({ path: `/staff/orders/${view.order.id}?book=1`, routes, preloadedState: worker });
    const note = await waitFor(() => {
      const input = within(panel()).getByRole('textbox', { name: 'Pre-grade note (optional)' });
      expect(document.activeElement).toBe(input);
      return input;
    });

    fireEvent.change(note, { target: { value: ' Spine tick ' } });
    fireEvent.submit(note.closest('form')!);

    await waitFor(() => expect(api.steps).toHaveLength(1));
    expect(api.steps[0]).toMatchObject({ method: 'POST', body: { note: 'Spine tick' }, authorization: `Bearer ${worker.identity.current.accessToken}` });
    expect(stepPath(api.steps[0]!)).toBe('books/1/pregrade');
    await waitFor(() => expect(within(rowOf(1)).getAllByRole('cell').at(-1)!.textContent).toBe('Grade'));
    expect(api.reads.at(-1)!.writtenAt).toBe('1.1');
    expect(screen.getByTestId('staff-status').textContent).toBe('Book 1 pre-graded.');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Scan a certification id' })));
    expect(within(panel()).getByRole('textbox', { name: 'Grade' })).toBeTruthy();
  });

  it('given a grade off the scale and a signature without a verdict, then nothing is sent until both are fixed', async () => {
    const view = aStaffOrderView({
      books: (id) => [aBook(id, 1, { step: 'PreGraded', signatures: [{ id: 'sig-1', type: 'VSP', name: 'Stan Lee' }] })],
    });
    const api = staffOrderServer(view);
    openOrder(view, '?book=1');
    const grade = await waitFor(() => {
      const input = within(panel()).getByRole('textbox', { name: 'Grade' });
      expect(document.activeElement).toBe(input);
      return input;
    });

    fireEvent.change(grade, { target: { value: '9.7' } });
    fireEvent.click(within(panel()).getByRole('button', { name: 'Record grade' }));

    expect(await within(panel()).findByText(staffMessages.gradeOffScale)).toBeTruthy();
    expect(within(panel()).getByText(staffMessages.verdictMissing)).toBeTruthy();
    expect(document.activeElement).toBe(grade);
    expect(api.steps).toHaveLength(0);

    fireEvent.change(grade, { target: { value: '9.8' } });
    expect(within(panel()).getByRole('slider', { name: 'Grade on the scale' }).getAttribute('aria-valuetext')).toBe('9.8');
    expect((within(panel()).getByRole('combobox', { name: 'Category' }) as HTMLSelectElement).value).toBe('Verified');
    fireEvent.click(within(panel()).getByRole('radio', { name: 'Rejected' }));
    fireEvent.change(within(panel()).getByRole('combobox', { name: 'Category' }), { target: { value: 'Certified' } });
    fireEvent.change(within(panel()).getByRole('textbox', { name: /Grader notes/ }), { target: { value: 'Signature does not match' } });
    fireEvent.click(within(panel()).getByRole('button', { name: 'Record grade' }));

    await waitFor(() => expect(api.steps).toHaveLength(1));
    expect(stepPath(api.steps[0]!)).toBe('books/1/grade');
    expect(api.steps[0]!.body).toEqual({
      grade: 9.8,
      category: 'Certified',
      graderNotes: 'Signature does not match',
      signatures: [{ signatureId: 'sig-1', verdict: 'Rejected' }],
      labelDetails: NO_LABEL_DETAILS,
    });
  });

  it('given label details typed in the grading step, then one over its limit is marked and takes the focus, and once fixed they are sent with the grade', async () => {
    const view = aStaffOrderView({ books: (id) => [aBook(id, 1, { step: 'PreGraded' })] });
    const api = staffOrderServer(view);
    openOrder(view, '?book=1');
    const grade = await waitFor(() => {
      const input = within(panel()).getByRole('textbox', { name: 'Grade' });
      expect(document.activeElement).toBe(input);
      return input;
    });
    const details = within(panel()).getByRole('group', { name: 'Label details (optional)' });
    const month = within(details).getByRole('combobox', { name: 'Cover month' }) as HTMLSelectElement;
    const keyComments = within(details).getByRole('textbox', { name: 'Key comments' });
    expect([...month.options].map((o) => o.text)).toEqual(['None', 'January (1)', 'February (2)', 'March (3)', 'April (4)', 'May (5)', 'June (6)', 'July (7)', 'August (8)', 'September (9)', 'October (10)', 'November (11)', 'December (12)']);

    fireEvent.change(grade, { target: { value: '9.6' } });
    fireEvent.change(month, { target: { value: '11' } });
    fireEvent.change(keyComments, { target: { value: 'k'.repeat(LABEL_DETAIL_LIMITS.keyComments + 1) } });
    fireEvent.change(within(details).getByRole('textbox', { name: 'Art/Story/Cover credits' }), { target: { value: 'Story: Len Wein; Art: Herb Trimpe' } });
    fireEvent.change(within(details).getByRole('textbox', { name: 'Personal collection' }), { target: { value: ' Len Wein ' } });
    // Enter in a field submits the form, as in the grade field.
    fireEvent.submit(keyComments.closest('form')!);

    expect(await within(details).findByText(labelDetailsMessages.keyComments)).toBeTruthy();
    expect(document.activeElement).toBe(keyComments);
    expect(api.steps).toHaveLength(0);

    fireEvent.change(keyComments, { target: { value: '1st full appearance of Wolverine' } });
    expect(within(details).queryByText(labelDetailsMessages.keyComments)).toBeNull();
    fireEvent.submit(keyComments.closest('form')!);

    await waitFor(() => expect(api.steps).toHaveLength(1));
    expect(stepPath(api.steps[0]!)).toBe('books/1/grade');
    expect(api.steps[0]!.body).toMatchObject({
      grade: 9.6,
      labelDetails: { month: 11, keyComments: '1st full appearance of Wolverine', artStoryCover: 'Story: Len Wein; Art: Herb Trimpe', personalCollection: 'Len Wein' },
    });
  });

  it('given a cover over 50 MB or not a JPEG, then it is refused before sending; a JPEG is PUT as raw bytes with its type and the bearer token', async () => {
    const view = aStaffOrderView({ books: (id) => [aBook(id, 1, { step: 'Graded', grade: 9.8, category: 'Certified' })] });
    const worker = asWorker();
    const api = staffOrderServer(view);
    renderRoutes({ path: `/staff/orders/${view.order.id}?book=1`, routes, preloadedState: worker });
    const input = await waitFor(() => {
      const found = within(panel()).getByLabelText('Cover image') as HTMLInputElement;
      expect(document.activeElement).toBe(found);
      return found;
    });

    const huge = new File(['x'], 'cover.jpg', { type: 'image/jpeg' });
    Object.defineProperty(huge, 'size', { value: MAX_UPLOAD_BYTES + 1 });
    fireEvent.change(input, { target: { files: [huge] } });
    expect((await within(panel()).findByRole('alert')).textContent).toBe(orderMessages.coverTooLarge);
    expect(input.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(input, { target: { files: [new File(['png'], 'cover.png', { type: 'image/png' })] } });
    expect(within(panel()).getByText(orderMessages.coverNotJpeg)).toBeTruthy();
    fireEvent.click(within(panel()).getByRole('button', { name: 'Upload cover' }));
    expect(api.steps).toHaveLength(0);

    const jpeg = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], 'cover.jpg', { type: 'image/jpeg' });
    fireEvent.change(input, { target: { files: [jpeg] } });
    expect(document.activeElement).toBe(within(panel()).getByRole('button', { name: 'Upload cover' }));
    fireEvent.click(within(panel()).getByRole('button', { name: 'Upload cover' }));

    await waitFor(() => expect(api.steps).toHaveLength(1));
    expect(api.steps[0]).toMatchObject({ method: 'PUT', contentType: 'image/jpeg', authorization: `Bearer ${worker.identity.current.accessToken}` });
    expect(stepPath(api.steps[0]!)).toBe('books/1/cover');
    expect([...(api.steps[0]!.body as Uint8Array)]).toEqual([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
  });

  it('given a cover the server refuses, then its message is shown under the step', async () => {
    const view = aStaffOrderView({ books: (id) => [aBook(id, 1, { step: 'Graded', grade: 9.8, category: 'Certified' })] });
    staffOrderServer(view, () => ({ answer: HttpResponse.json({ message: orderMessages.coverNotJpeg }, { status: 400 }) }));
    openOrder(view, '?book=1');
    const input = await waitFor(() => within(panel()).getByLabelText('Cover image'));

    fireEvent.change(input, { target: { files: [new File(['not really a jpeg'], 'cover.jpg', { type: 'image/jpeg' })] } });
    fireEvent.click(within(panel()).getByRole('button', { name: 'Upload cover' }));

    const failure = await within(panel()).findByTestId('server-failure');
    expect(within(failure).getByText('The cover of book 1 could not be uploaded')).toBeTruthy();
    expect(within(failure).getByText(orderMessages.coverNotJpeg)).toBeTruthy();
  });

  it("given a step the server refuses, then its message is shown", async () => {
    const view = aStaffOrderView({ books: (id) => [aBook(id, 1, { step: 'PreGraded', needsPressing: true, press: 1 })] });
    staffOrderServer(view, () => ({ answer: conflict('Book 1 was already pressed.') }));
    openOrder(view, '?book=1');
    const pressButton = await waitFor(() => {
      const button = within(panel()).getByRole('button', { name: 'Mark book 1 pressed' });
      expect(document.activeElement).toBe(button);
      return button;
    });

    fireEvent.click(pressButton);

    const failure = await within(panel()).findByTestId('server-failure');
    expect(within(failure).getByText('Book 1 could not be marked pressed')).toBeTruthy();
    expect(within(failure).getByText('Book 1 was already pressed.')).toBeTruthy();
  });

  it('given every arrived book of a tier encapsulated, then QC is offered and recorded', async () => {
    const view = aStaffOrderView({
      books: (id) => [aBook(id, 1, { step: 'Encapsulated' }), aBook(id, 2, { step: 'Missing' }), aBook(id, 3, { step: 'Imaged', tierId: 'HV' })],
      tiers: [{ id: 'MN', status: 'ImagingSP' }, { id: 'HV', status: 'ImagingSP' }],
    });
    const api = staffOrderServer(view, (_request, current) => ({
      view: { ...current!, order: { ...current!.order, tiers: current!.order.tiers.map((t) => (t.id === 'MN' ? { ...t, qcApproved: true } : t)) } },
    }));
    openOrder(view);

    const approveMn = await screen.findByRole('button', { name: 'Approve QC of tier MN' });
    expect((screen.getByRole('button', { name: 'Approve QC of tier HV' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(approveMn);

    await waitFor(() => expect(api.steps).toHaveLength(1));
    expect(stepPath(api.steps[0]!)).toBe('tiers/MN/qc');
    expect(await screen.findByText('QC passed')).toBeTruthy();
    expect(screen.getByTestId('staff-status').textContent).toBe('Tier MN passed QC.');
  });

  it('given an imaged book, then its one action, encapsulate, has the focus and takes the step', async () => {
    const view = aStaffOrderView({ books: (id) => [aBook(id, 1, { step: 'Imaged', grade: 9, category: 'Certified', hasCover: true })] });
    const api = staffOrderServer(view);
    openOrder(view, '?book=1');

    const encapsulate = await screen.findByRole('button', { name: `Encapsulate as ${view.order.id}-001` });
    await waitFor(() => expect(document.activeElement).toBe(encapsulate));
    fireEvent.click(encapsulate);

    await waitFor(() => expect(api.steps).toHaveLength(1));
    expect(stepPath(api.steps[0]!)).toBe('books/1/encapsulate');
  });

  it('given a declared value to correct, then the reason is required and the new value goes in cents', async () => {
    const view = aStaffOrderView({
      books: (id) => [aBook(id, 1), aBook(id, 2, { lineIndex: 1, title: 'Hulk', issue: '181', insuredCents: 90_000 })],
    });
    const api = staffOrderServer(view);
    openOrder(view);
    const form = await screen.findByRole('form', { name: 'Correct a declared value' });

    fireEvent.change(within(form).getByRole('combobox', { name: 'Line' }), { target: { value: '1' } });
    fireEvent.change(within(form).getByRole('textbox', { name: /New value per book/ }), { target: { value: '$1,250' } });
    fireEvent.change(within(form).getByRole('textbox', { name: /New tier code/ }), { target: { value: 'hv' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Correct declared value' }));
    expect(await within(form).findByText(staffMessages.reasonRequired)).toBeTruthy();
    expect(api.steps).toHaveLength(0);

    fireEvent.change(within(form).getByRole('textbox', { name: /Reason/ }), { target: { value: 'CGC 9.8 copy, worth more' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Correct declared value' }));

    await waitFor(() => expect(api.steps).toHaveLength(1));
    expect(stepPath(api.steps[0]!)).toBe('declared-value');
    expect(api.steps[0]!.body).toEqual({ lineIndex: 1, insuredCents: 125_000, tierId: 'HV', reason: 'CGC 9.8 copy, worth more' });
  });

  it('given an order ready to leave by carrier, then it ships with the carrier and tracking number', async () => {
    const view = aStaffOrderView({ books: (id) => [aBook(id, 1, { step: 'Encapsulated' })], tiers: [{ id: 'MN', qcApproved: true, status: 'ShippingHold' }] });
    const api = staffOrderServer(view);
    openOrder(view);
    const form = await screen.findByRole('form', { name: 'Ship the order' });
    expect(screen.queryByRole('button', { name: 'Mark ready for pick-up' })).toBeNull();

    fireEvent.change(within(form).getByRole('combobox', { name: 'Carrier' }), { target: { value: 'UPS' } });
    fireEvent.change(within(form).getByRole('textbox', { name: /Tracking number/ }), { target: { value: '1Z9' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Ship order' }));
    expect(await within(form).findByText(staffMessages.trackingInvalid)).toBeTruthy();

    fireEvent.change(within(form).getByRole('textbox', { name: /Tracking number/ }), { target: { value: '1Z999AA10123456784' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Ship order' }));

    await waitFor(() => expect(api.steps).toHaveLength(1));
    expect(stepPath(api.steps[0]!)).toBe('ship');
    expect(api.steps[0]!.body).toEqual({ carrier: 'UPS', trackingNumber: '1Z999AA10123456784' });
  });

  it('given a pick-up order ready to leave, then it is marked ready for pick-up; once there, completed', async () => {
    const view = aStaffOrderView({ shippingKind: 'pickup', books: (id) => [aBook(id, 1, { step: 'Encapsulated' })], tiers: [{ id: 'MN', qcApproved: true, status: 'ShippingHold' }] });
    const api = staffOrderServer(view, (request, current) =>
      request.path.endsWith('/ready-for-pickup') ? { view: { ...current!, order: { ...current!.order, status: 'ReadyForPickUp', displayStatus: 'Ready for pick-up' } } } : undefined,
    );
    openOrder(view);

    fireEvent.click(await screen.findByRole('button', { name: 'Mark ready for pick-up' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Complete order' }));

    await waitFor(() => expect(api.steps.map(stepPath)).toEqual(['ready-for-pickup', 'complete']));
  });

  it('given a cancellation, then it needs a reason and a confirmation', async () => {
    const view = aStaffOrderView();
    const api = staffOrderServer(view);
    openOrder(view);
    const form = await screen.findByRole('form', { name: 'Cancel the order' });

    fireEvent.click(within(form).getByRole('button', { name: 'Cancel order…' }));
    expect(await within(form).findByText(staffMessages.reasonRequired)).toBeTruthy();

    fireEvent.change(within(form).getByRole('textbox', { name: /Cancellation reason/ }), { target: { value: 'Member asked by phone' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Cancel order…' }));
    const dialog = await screen.findByRole('dialog', { name: `Cancel order ${view.order.id}?` });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));

    await waitFor(() => expect(api.steps).toHaveLength(1));
    expect(stepPath(api.steps[0]!)).toBe('cancel');
    expect(api.steps[0]!.body).toEqual({ reason: 'Member asked by phone' });
  });

  it('given an unknown order, then it says so', async () => {
    staffOrderServer(null);
    renderRoutes({ path: '/staff/orders/25-NOWHERE', routes, preloadedState: asWorker() });
    expect(await screen.findByText(staffMessages.orderNotFound('25-NOWHERE'))).toBeTruthy();
  });
});
