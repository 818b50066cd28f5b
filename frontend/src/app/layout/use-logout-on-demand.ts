import { useCallback, useState } from 'react';
import { useAppDispatch } from '../hooks.ts';

/**
 * Logging out from the header, with the API layer loaded only when the button is pressed: the header is on
 * every first load, and most first loads (an anonymous visitor) never log out.
 */
export function useLogoutOnDemand(): [logout: () => Promise<void>, state: { isLoading: boolean }] {
  const dispatch = useAppDispatch();
  const [isLoading, setLoading] = useState(false);
  const logout = useCallback(async () => {
    setLoading(true);
    try {
      const { logoutEndpoint } = await import('../../features/auth/api/logout.ts');
      await dispatch(logoutEndpoint.initiate());
    } finally {
      setLoading(false);
    }
  }, [dispatch]);
  return [logout, { isLoading }];
}
