import { useState } from 'react';
import { AccountPageLayout } from '../components/account-page-layout.tsx';
import { ChangePasswordForm } from '../components/change-password-form.tsx';
import { EditProfileForm } from '../components/edit-profile-form.tsx';
import { ProfileDetails } from '../components/profile-details.tsx';
import { ProfileLoadState } from '../components/profile-load-state.tsx';
import { useMemberProfile } from '../hooks/use-member-profile.ts';
import { useMessages } from '../../region/index.ts';
import { accountText } from '../account-messages.ts';

/** Spec 2.2: the edit-member and change-password sub-screens have no URL of their own. */
type Screen = 'view' | 'edit' | 'password';

/** /account/profile: the member view, and in place of it the edit and change-password sub-screens. */
export function ProfilePage() {
  const state = useMemberProfile();
  const text = useMessages(accountText);
  const [screen, setScreen] = useState<Screen>('view');
  const [returning, setReturning] = useState(false);
  const member = state.profile?.member;
  const backToView = () => {
    setReturning(true);
    setScreen('view');
  };

  return (
    <AccountPageLayout title={text.myProfile}>
      <ProfileLoadState state={state} />
      {member && screen === 'view' ? (
        <ProfileDetails member={member} returning={returning} onEdit={() => setScreen('edit')} onChangePassword={() => setScreen('password')} />
      ) : null}
      {member && screen === 'edit' ? <EditProfileForm member={member} onDone={backToView} /> : null}
      {member && screen === 'password' ? <ChangePasswordForm onDone={backToView} /> : null}
    </AccountPageLayout>
  );
}
