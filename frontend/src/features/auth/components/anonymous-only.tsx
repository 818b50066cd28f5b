import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import { Navigate, Outlet, useLocation } from 'react-router';
import { selectIsSignedIn } from '../identity/identity-slice.ts';
import { destinationAfterLogin, forgetRequestedUrl } from '../identity/requested-url.ts';

/**
 * Layout route for /login, /register and /resend (spec 2.1): a signed-in member is sent on. This is also
 * what moves the member on right after logging in: to the page they asked for, else /account.
 */
export function AnonymousOnly() {
  const signedIn = useSelector(selectIsSignedIn);
  const location = useLocation();
  const destination = signedIn ? destinationAfterLogin(location.state) : null;
  useEffect(() => {
    if (destination) forgetRequestedUrl();
  }, [destination]);
  if (destination) return <Navigate to={destination} replace />;
  return <Outlet />;
}
