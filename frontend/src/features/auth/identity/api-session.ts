import { notifications } from '@mantine/notifications';
import type { ApiSession, SessionLoss } from '../../../lib/api.ts';
import { resetApiState } from '../../../lib/api-installation.ts';
import { selectIdentity, signedOut, tokensRefreshed, type IdentityState } from './identity-slice.ts';
import { rememberRequestedUrl } from './requested-url.ts';

/** How the session reaches the router without depending on it (the app wires it in). */
export interface SessionNavigation {
  navigate(to: string): void;
  /** Path, query and hash of the page being shown. */
  currentPath(): string;
}

const lossNotices: Record<SessionLoss, { title: string; message: string }> = {
  timeout: { title: 'Session timed out', message: 'Your session has timed out. Please log in again.' },
  'refresh-failed': { title: 'Session ended', message: 'Error refreshing token' },
  'rejected-after-refresh': { title: 'Session ended', message: 'Your session has ended. Please log in again.' },
};

/** The identity side of the API layer's session rules (spec 4 Session, spec 6 statuses). */
export function createApiSession(navigation: SessionNavigation): ApiSession {
  const identityOf = (state: unknown) => selectIdentity(state as { identity: IdentityState });
  return {
    readTokens(state) {
      const identity = identityOf(state);
      return identity ? { accessToken: identity.accessToken, refreshToken: identity.refreshToken } : null;
    },
    onTokensRefreshed(token, { dispatch }) {
      dispatch(tokensRefreshed(token));
    },
    onSessionLost(reason, { dispatch, getState }, detail) {
      if (!identityOf(getState())) return; // another request already ended it
      rememberRequestedUrl(navigation.currentPath());
      dispatch(signedOut());
      dispatch(resetApiState());
      const notice = lossNotices[reason];
      notifications.show({ color: 'red', title: notice.title, message: detail ?? notice.message });
      navigation.navigate('/login');
    },
    onForbidden() {
      navigation.navigate('/');
    },
  };
}
