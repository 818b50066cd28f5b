import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { WRITTEN_AT_HEADER } from '@certus/contracts';
import { api } from './api.ts';
import { WrittenAtTracker } from './written-at.ts';
import { setupStore } from '../app/store.ts';
import { anIdentity } from '../testing/builders.ts';
import { apiUrl, server } from '../testing/msw-server.ts';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('WrittenAtTracker', () => {
  it('keeps the later position, ordered by transaction then position, and ignores junk', () => {
    const tracker = new WrittenAtTracker();
    tracker.record('12.40');
    tracker.record('11.99'); // an older transaction, though a higher position
    expect(tracker.latest).toBe('12.40');
    tracker.record('13.41');
    tracker.record('not-a-position');
    tracker.record(undefined);
    expect(tracker.latest).toBe('13.41');
  });
});

const consistencyProbe = api.injectEndpoints({
  endpoints: (build) => ({
    saveThing: build.mutation<{ message: string; position?: string }, void>({ query: () => ({ url: '/api/things', method: 'POST', body: {} }) }),
    readThings: build.query<string[], void>({ query: () => '/api/things' }),
  }),
});

describe('read-your-writes in the API layer', () => {
  it('given a command that answered a position, when the site reads next, then the read carries that position', async () => {
    const readHeaders: (string | null)[] = [];
    server.use(
      http.post(apiUrl('/api/things'), () => HttpResponse.json({ message: 'Saved', position: '812.3051' })),
      http.get(apiUrl('/api/things'), ({ request }) => {
        readHeaders.push(request.headers.get(WRITTEN_AT_HEADER));
        return HttpResponse.json([]);
      }),
    );
    const store = setupStore({ navigation: { navigate: vi.fn(), currentPath: () => '/' }, preloadedState: { identity: { current: anIdentity() } } });

    await store.dispatch(consistencyProbe.endpoints.readThings.initiate(undefined, { forceRefetch: true }));
    await store.dispatch(consistencyProbe.endpoints.saveThing.initiate());
    await store.dispatch(consistencyProbe.endpoints.readThings.initiate(undefined, { forceRefetch: true }));

    expect(readHeaders).toEqual([null, '812.3051']);
  });
});
