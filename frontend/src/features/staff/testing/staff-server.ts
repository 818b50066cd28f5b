import { http, HttpResponse } from 'msw';
import type { StaffOrderView, StaffStepResponse } from '@certus/contracts';
import { apiUrl, server } from '../../../testing/msw-server.ts';

export interface StaffRequest {
  method: string;
  path: string;
  body: unknown;
  contentType: string | null;
  authorization: string | null;
  writtenAt: string | null;
}

export type StepAnswer = (request: StaffRequest) => Response | void;

const stepOk = (view: StaffOrderView, position: string): StaffStepResponse => ({
  orderId: view.order.id,
  status: view.order.status,
  balanceCents: view.order.balanceCents,
  position,
});

/**
 * The staff API of one order for a page test: GET answers the current view; every step is recorded and, by
 * default, accepted (200 with a fresh position) after `onStep` may have changed the view it returns next.
 * An `onStep` answer (e.g. a 409) replaces the default.
 */
export function staffOrderServer(initial: StaffOrderView | null, onStep?: (request: StaffRequest, view: StaffOrderView | null) => { view?: StaffOrderView; answer?: Response } | void) {
  let view = initial;
  let positions = 0;
  const steps: StaffRequest[] = [];
  const reads: StaffRequest[] = [];
  const recorded = async (request: Request): Promise<StaffRequest> => {
    const contentType = request.headers.get('content-type');
    const url = new URL(request.url);
    let body: unknown = null;
    if (contentType?.includes('json')) body = await request.json();
    else if (request.method !== 'GET') body = new Uint8Array(await request.arrayBuffer());
    return {
      method: request.method,
      path: url.pathname,
      body,
      contentType,
      authorization: request.headers.get('authorization'),
      writtenAt: request.headers.get('x-certus-written-at'),
    };
  };
  const step = async ({ request }: { request: Request }) => {
    const sent = await recorded(request);
    steps.push(sent);
    const outcome = onStep?.(sent, view);
    if (outcome?.view) view = outcome.view;
    if (outcome?.answer) return outcome.answer;
    if (!view) return HttpResponse.json({ message: 'Order not found.' }, { status: 404 });
    positions += 1;
    return HttpResponse.json(stepOk(view, `1.${positions}`));
  };
  server.use(
    http.get(apiUrl('/api/staff/orders/:orderId'), async ({ request, params }) => {
      reads.push(await recorded(request));
      if (!view || params.orderId !== view.order.id) return HttpResponse.json({ message: 'Order not found.' }, { status: 404 });
      return HttpResponse.json(view);
    }),
    http.post(apiUrl('/api/staff/orders/:orderId/*'), step),
    http.put(apiUrl('/api/staff/orders/:orderId/*'), step),
  );
  return {
    steps,
    reads,
    setView: (next: StaffOrderView) => {
      view = next;
    },
  };
}

/** A 409 as the command side answers an illegal transition. */
export const conflict = (message: string) => HttpResponse.json({ message }, { status: 409 });
