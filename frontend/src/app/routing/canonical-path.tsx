import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';

/**
 * Routes match case-insensitively (spec 2); a path typed in another case (/ACCOUNT/orders) is shown under
 * its usual spelling, so links, bookmarks and the return after login all use one URL. Parameters keep
 * their case: only the fixed segments of the route's pattern are rewritten.
 */
export function canonicalPathname(pattern: string, pathname: string): string {
  const fixed = pattern.split('/');
  const actual = pathname.split('/');
  if (fixed.length !== actual.length) return pathname;
  return actual
    .map((segment, i) => {
      const wanted = fixed[i] ?? '';
      return !wanted.includes(':') && wanted.toLowerCase() === segment.toLowerCase() ? wanted : segment;
    })
    .join('/');
}

export function CanonicalPath({ pattern, children }: { pattern: string; children: ReactNode }) {
  const location = useLocation();
  const canonical = canonicalPathname(pattern, location.pathname);
  if (canonical !== location.pathname) {
    return <Navigate to={{ ...location, pathname: canonical }} replace state={location.state} />;
  }
  return children;
}
