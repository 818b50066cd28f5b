import { LoadFailureAlert } from '../../../components/ui/load-failure-alert.tsx';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import type { useMemberProfile } from '../hooks/use-member-profile.ts';
import { useMessages } from '../../region/index.ts';
import { accountText } from '../account-messages.ts';

/** What an account page shows while its profile loads, or when it could not be loaded (with a retry). */
export function ProfileLoadState({ state }: { state: ReturnType<typeof useMemberProfile> }) {
  const text = useMessages(accountText);
  if (state.loading) return <PageLoader label={text.loadingProfile} />;
  if (!state.failed) return null;
  return <LoadFailureAlert title={text.profileLoadFailed} hint={text.tryAgainHint} retryLabel={text.tryAgain} onRetry={state.retry} retrying={state.retrying} />;
}
