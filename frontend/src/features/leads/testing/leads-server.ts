import { http, HttpResponse } from 'msw';
import { leadMessages, type CallbackBody, type CommandAccepted, type DealerRequestBody, type InboxItem, type InboxResponse, type LandingLeadBody, type ProblemReportBody } from '@certus/contracts';
import { apiUrl, server } from '../../../testing/msw-server.ts';

type LandingBody = LandingLeadBody | DealerRequestBody;

/**
 * The landing service as a page test needs it: POST /api/landings/ records each body and answers `answer`
 * (by default 200 the first time an address writes and 409 with the duplicate sentence after, as the server does).
 */
export function landingEndpoint(answer?: (body: LandingBody, seenBefore: boolean) => Response) {
  const bodies: LandingBody[] = [];
  const seen = new Set<string>();
  server.use(
    http.post(apiUrl('/api/landings/'), async ({ request }) => {
      const body = (await request.json()) as LandingBody;
      bodies.push(body);
      const key = `${body.Page === 'become-dealer' ? 'dealer' : 'lead'}:${body.Email.toLowerCase()}`;
      const before = seen.has(key);
      seen.add(key);
      if (answer) return answer(body, before);
      return before
        ? HttpResponse.json({ message: leadMessages.duplicate }, { status: 409 })
        : HttpResponse.json({ message: leadMessages.received, position: '1.1' } satisfies CommandAccepted);
    }),
  );
  return bodies;
}

export function callbackEndpoint(answer: (body: CallbackBody) => Response = () => HttpResponse.json({ message: leadMessages.callbackReceived } satisfies CommandAccepted)) {
  const bodies: CallbackBody[] = [];
  server.use(
    http.post(apiUrl('/api/landings/AddCallInfo/'), async ({ request }) => {
      const body = (await request.json()) as CallbackBody;
      bodies.push(body);
      return answer(body);
    }),
  );
  return bodies;
}

export function problemReportEndpoint(answer: () => Response = () => HttpResponse.json({ message: leadMessages.problemReceived, position: '1.2' } satisfies CommandAccepted)) {
  const bodies: { body: ProblemReportBody; authorization: string | null }[] = [];
  server.use(
    http.post(apiUrl('/api/userprofile/ReportProblem'), async ({ request }) => {
      bodies.push({ body: (await request.json()) as ProblemReportBody, authorization: request.headers.get('authorization') });
      return answer();
    }),
  );
  return bodies;
}

let n = 0;
export function anInboxItem(overrides: Partial<InboxItem> = {}): InboxItem {
  n++;
  return {
    id: `item-${n}`,
    kind: 'Lead',
    name: `Rosa Diaz ${n}`,
    email: `rosa${n}@example.test`,
    phone: '(214) 555-0117',
    location: 'Dallas, Texas',
    message: 'About 40 Silver Age books.',
    page: 'services',
    company: null,
    website: null,
    businessType: null,
    memberId: null,
    submittedAt: '2025-06-02T15:00:00.000Z',
    handledAt: null,
    handledBy: null,
    ...overrides,
  };
}

/** The staff inbox: GET answers the items of the status asked; POST .../handled marks one handled by "Demo Worker". */
export function staffInboxServer(initial: InboxItem[]) {
  let items = initial;
  const reads: string[] = [];
  const handled: string[] = [];
  server.use(
    http.get(apiUrl('/api/staff/inbox'), ({ request }) => {
      const status = new URL(request.url).searchParams.get('status') ?? 'all';
      reads.push(status);
      const shown = items.filter((i) => status === 'all' || (status === 'open') === (i.handledAt === null));
      return HttpResponse.json({ items: shown, open: items.filter((i) => i.handledAt === null).length } satisfies InboxResponse);
    }),
    http.post(apiUrl('/api/staff/inbox/:id/handled'), ({ params }) => {
      const id = String(params.id);
      handled.push(id);
      items = items.map((i) => (i.id === id ? { ...i, handledAt: '2025-06-03T09:00:00.000Z', handledBy: 'Demo Worker' } : i));
      return HttpResponse.json({ message: leadMessages.handled, position: '2.1' } satisfies CommandAccepted);
    }),
  );
  return { reads, handled };
}
