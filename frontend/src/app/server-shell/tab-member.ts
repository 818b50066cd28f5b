import { MEMBER_NAME_MARK } from '@certus/contracts';
import type { Identity } from '../../features/auth/index.ts';

/**
 * The member a page is drawn for when the server cannot know who: a plain member (the staff's menus come when the
 * site's code has read the tab's role) named by the mark, holding no token (nothing is asked while drawing on a server).
 */
export const TAB_MEMBER: Identity = {
  userName: MEMBER_NAME_MARK,
  email: '',
  displayName: MEMBER_NAME_MARK,
  role: 'authenticated',
  claims: '{}',
  accessToken: '',
  refreshToken: '',
};

/**
 * The member as the tab shows the server's drawing: `TAB_MEMBER` with the mark replaced by the tab's name, as the
 * page's first script did (infra http/member-page-script.ts writes `displayName` wherever the mark is).
 */
export const tabMemberNamed = (displayName: string): Identity => ({ ...TAB_MEMBER, userName: displayName, displayName });
