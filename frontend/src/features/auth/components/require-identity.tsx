import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import { Navigate, Outlet, useLocation } from 'react-router';
import { notifyError } from '../../../components/ui/toast.ts';
import type { MemberRole } from '@certus/contracts';
import { selectIsSignedIn, selectRole } from '../identity/identity-slice.ts';
import { rememberRequestedUrl } from '../identity/requested-url.ts';

interface RequireIdentityProps {
  /** Staff pages: only these roles. Without it any signed-in member may enter (spec 6, "authenticated"). */
  roles?: readonly MemberRole[];
  /**
   * Spec 2.5: the popup and the tracker are remembered as the RequestedAccessUrl, which outlives the trip
   * through /login (and registration, activation or an external provider) until the member signs in.
   */
  rememberAsRequestedAccessUrl?: boolean;
}

export const NOT_AUTHORIZED_MESSAGE = 'You are not authorized to view that page.';

/**
 * Layout route for pages that need a signed-in member (spec 6): anonymous visitors go to /login, which
 * brings them back once signed in; members without the page's role go to the home page (spec 2.5).
 */
export function RequireIdentity({ roles, rememberAsRequestedAccessUrl = false }: RequireIdentityProps) {
  // Signed in and the role, not the sign-in itself: a new token redraws nothing here.
  const signedIn = useSelector(selectIsSignedIn);
  const role = useSelector(selectRole);
  const location = useLocation();
  const requested = `${location.pathname}${location.search}${location.hash}`;
  const refused = signedIn && role !== null && roles !== undefined && !roles.includes(role);

  useEffect(() => {
    if (!signedIn && rememberAsRequestedAccessUrl) rememberRequestedUrl(requested);
  }, [signedIn, rememberAsRequestedAccessUrl, requested]);
  useEffect(() => {
    if (refused) notifyError('Not authorized', NOT_AUTHORIZED_MESSAGE);
  }, [refused]);

  if (!signedIn) return <Navigate to="/login" replace state={{ from: requested }} />;
  if (refused) return <Navigate to="/" replace />;
  return <Outlet />;
}
