import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { useAppDispatch } from '../hooks.ts';
import { regionChosen } from '../../features/region/index.ts';
import type { SiteRedirect } from '../site-states.ts';

/** An old path (spec 2.1 Redirects); some also select the Canadian variant of the site on the way. */
export function SiteRedirectRoute({ redirect }: { redirect: SiteRedirect }) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (redirect.region) dispatch(regionChosen(redirect.region));
  }, [dispatch, redirect.region]);
  return <Navigate to={redirect.to} replace />;
}
