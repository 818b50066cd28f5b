import { AccountPageLayout } from '../components/account-page-layout.tsx';
import { EmailNotificationsSwitch } from '../components/email-notifications-switch.tsx';
import { ProfileLoadState } from '../components/profile-load-state.tsx';
import { useMemberProfile } from '../hooks/use-member-profile.ts';
import { useMessages } from '../../region/index.ts';
import { accountText } from '../account-messages.ts';

/** /account/profile/settings: the member's settings (e-mail notifications). */
export function SettingsPage() {
  const state = useMemberProfile();
  const text = useMessages(accountText);
  const member = state.profile?.member;
  return (
    <AccountPageLayout title={text.settings}>
      <ProfileLoadState state={state} />
      {member ? <EmailNotificationsSwitch member={member} /> : null}
    </AccountPageLayout>
  );
}
