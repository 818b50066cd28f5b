import type { ReactNode } from 'react';
import { LoadFailureAlert } from '../../../components/ui/load-failure-alert.tsx';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { useMessages } from '../../region/index.ts';
import { publishedContentMessages } from '../published-content-messages.ts';

interface QueryLike<T> {
  data?: T;
  error?: unknown;
  isLoading: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

/** A list's loading, failure (with a retry) and data, the same on every content page. */
export function QueryState<T>({ query, what, children }: { query: QueryLike<T>; what: string; children: (data: T) => ReactNode }) {
  const text = useMessages(publishedContentMessages);
  if (query.isLoading) return <PageLoader label={text.loading(what)} />;
  if (query.error && !query.data) {
    return <LoadFailureAlert title={text.loadFailed(what)} onRetry={() => void query.refetch()} retrying={query.isFetching} hint={text.retryHint} retryLabel={text.retry} />;
  }
  return query.data === undefined ? null : <>{children(query.data)}</>;
}
