import { useEffect, useState } from 'react';
import { useStore } from 'react-redux';
import type { TrackerView } from '@certus/contracts';
import type { AppDispatch, RootState } from '../../../app/store.ts';
import { selectIdentity } from '../../auth/index.ts';
import { ordersApi } from '../api/orders-api.ts';
import { orderPaths } from '../api/order-paths.ts';
import { followTracker, waitOrAbort, type LiveState } from '../live/follow-tracker.ts';

// Absolute like lib/api.ts's base URL: Node's fetch (tests under jsdom) refuses relative URLs.
const absolute = (path: string) => new URL(path, window.location.origin).toString();

/** A view replaces the cached one unless it is older (a refetch and the stream may cross). */
const isNotOlder = (next: TrackerView, current: TrackerView) => Date.parse(next.updatedAt) >= Date.parse(current.updatedAt);

/**
 * Keeps the cached tracker of `orderId` (getOrderTracker) up to date from the live stream while the page is
 * open: each pushed view replaces the cached one, so the page re-renders without a reload. Starts once
 * `enabled` (the first read succeeded, so an unknown order opens no stream); stops on unmount.
 *
 * The stream is not an RTK Query request, so it reuses the API layer's session handling instead of copying
 * it: the token is read from the identity at each connect, and after a 401 the tracker is read again through
 * the base query, which refreshes the token once (spec 4 Session) or ends the session.
 */
export function useLiveTracker(orderId: string, enabled: boolean): LiveState {
  const store = useStore<RootState>();
  const [state, setState] = useState<LiveState>('connecting');

  useEffect(() => {
    if (!enabled) return;
    const dispatch = store.dispatch as AppDispatch;
    const stop = new AbortController();
    void followTracker(
      {
        url: absolute(orderPaths.trackerStream(orderId)),
        fetch: (...args) => fetch(...args),
        accessToken: () => selectIdentity(store.getState())?.accessToken ?? null,
        renewSession: async () => {
          const read = await dispatch(ordersApi.endpoints.getOrderTracker.initiate(orderId, { subscribe: false, forceRefetch: true }));
          return !read.error && selectIdentity(store.getState()) !== null;
        },
        onView: (view) => {
          dispatch(ordersApi.util.updateQueryData('getOrderTracker', orderId, (current) => (isNotOlder(view, current) ? view : undefined)));
        },
        onState: (next) => {
          if (!stop.signal.aborted) setState(next);
        },
        wait: waitOrAbort,
        random: Math.random,
      },
      stop.signal,
    );
    return () => stop.abort();
  }, [store, orderId, enabled]);

  return state;
}
