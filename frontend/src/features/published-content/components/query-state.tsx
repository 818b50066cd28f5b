import type { ReactNode } from 'react';
import { LoadFailureAlert } from '../../../components/ui/load-failure-alert.tsx';
import { PageLoader } from '../../../components/ui/page-loader.tsx';

interface QueryLike<T> {
  data?: T;
  error?: unknown;
  isLoading: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

/** A list's loading, failure (with a retry) and data, the same on every content page. */
export function QueryState<T>({ query, what, children }: { query: QueryLike<T>; what: string; children: (data: T) => ReactNode }) {
  if (query.isLoading) return <PageLoader label={`Loading the ${what}…`} />;
  if (query.error && !query.data) return <LoadFailureAlert title={`The ${what} could not be loaded`} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  return query.data === undefined ? null : <>{children(query.data)}</>;
}
