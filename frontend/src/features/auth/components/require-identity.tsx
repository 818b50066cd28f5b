import { useSelector } from 'react-redux';
import { Navigate, Outlet, useLocation } from 'react-router';
import { selectIsSignedIn } from '../identity/identity-slice.ts';

/**
 * Layout route for authenticated pages (spec 6): anonymous visitors go to /login, which brings them back
 * here once they have signed in.
 */
export function RequireIdentity() {
  const signedIn = useSelector(selectIsSignedIn);
  const location = useLocation();
  if (!signedIn) {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to="/login" replace state={{ from }} />;
  }
  return <Outlet />;
}
