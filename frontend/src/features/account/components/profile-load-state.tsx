import { LoadFailureAlert } from '../../../components/ui/load-failure-alert.tsx';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import type { useMemberProfile } from '../hooks/use-member-profile.ts';

/** What an account page shows while its profile loads, or when it could not be loaded (with a retry). */
export function ProfileLoadState({ state }: { state: ReturnType<typeof useMemberProfile> }) {
  if (state.loading) return <PageLoader label="Loading your profile…" />;
  if (!state.failed) return null;
  return <LoadFailureAlert title="Your profile could not be loaded" onRetry={state.retry} retrying={state.retrying} />;
}
