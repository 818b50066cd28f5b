import { AccountPageLayout } from '../components/account-page-layout.tsx';
import { EmailNotificationsSwitch } from '../components/email-notifications-switch.tsx';
import { ProfileLoadState } from '../components/profile-load-state.tsx';
import { useMemberProfile } from '../hooks/use-member-profile.ts';

/** /account/profile/settings: the member's settings (e-mail notifications). */
export function SettingsPage() {
  const state = useMemberProfile();
  const member = state.profile?.member;
  return (
    <AccountPageLayout title="Settings">
      <ProfileLoadState state={state} />
      {member ? <EmailNotificationsSwitch member={member} /> : null}
    </AccountPageLayout>
  );
}
