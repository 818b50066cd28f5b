import { useEffect, useState } from 'react';
import { useGetUserProfileQuery } from '../api/get-user-profile.ts';

const PROFILE_POLL_MS = 1000;
const isNotFound = (error: unknown) => (error as { status?: unknown } | undefined)?.status === 404;

/**
 * GET /api/userprofile for the account pages. The profile is a read model: right after activation it may
 * not be projected yet (404), so that case is asked again every second and reported as still loading,
 * never as an error.
 */
export function useMemberProfile() {
  const [notProjectedYet, setNotProjectedYet] = useState(false);
  const query = useGetUserProfileQuery(undefined, { pollingInterval: notProjectedYet ? PROFILE_POLL_MS : 0 });
  const profileMissing = !query.data && isNotFound(query.error);
  useEffect(() => setNotProjectedYet(profileMissing), [profileMissing]);
  return {
    profile: query.data,
    loading: query.isLoading || profileMissing,
    failed: Boolean(query.error) && !query.data && !profileMissing,
    retry: () => void query.refetch(),
    retrying: query.isFetching,
  };
}
