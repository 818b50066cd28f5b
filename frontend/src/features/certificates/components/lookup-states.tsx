import type { ReactNode } from 'react';
import { LoadFailureAlert } from '../../../components/ui/load-failure-alert.tsx';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { isNotFound } from '../api/certificates-api.ts';
import { useLanguage } from '../../region/index.ts';

interface LookupStatesProps {
  /** The parsed number of the address, null when it does not parse. */
  certificationId: string | null;
  /** The page's query (`currentData` is what it shows once it is there). */
  query: { currentData?: unknown; error?: unknown; isFetching: boolean; refetch: () => unknown };
  /** What the page says while it loads, and when it could not. */
  loadingLabel: string;
  failedTitle: string;
  /** Shown when the number does not parse or names nothing. */
  notFound: ReactNode;
}

/**
 * What a page looking up one certification number shows before (or instead of) what it found: loading, a
 * number that names nothing, or a failure to load with a retry.
 */
export function LookupStates({ certificationId, query, loadingLabel, failedTitle, notFound }: LookupStatesProps) {
  const { error, isFetching, refetch } = query;
  const language = useLanguage();
  const loaded = Boolean(query.currentData);
  const loading = isFetching && !loaded;
  const missing = !certificationId || (!loading && !loaded && isNotFound(error));
  return (
    <>
      {loading ? <PageLoader label={loadingLabel} /> : null}
      {missing ? notFound : null}
      {!missing && !loading && error && !loaded ? <LoadFailureAlert title={failedTitle} onRetry={() => void refetch()} retrying={isFetching} language={language} /> : null}
    </>
  );
}
