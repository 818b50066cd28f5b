import { useEffect, useState } from 'react';
import { Paper, Stack, Switch } from '@mantine/core';
import { profileMessages, type MemberView } from '@certus/contracts';
import { readServerFailure, type ServerFailure } from '../../../lib/api-errors.ts';
import { ServerFailureAlert } from '../../../components/ui/server-failure-alert.tsx';
import { notifySuccess } from '../../../components/ui/toast.ts';
import { useUpdateSettingsMutation } from '../api/update-profile.ts';
import { useMessages } from '../../region/index.ts';
import { accountText } from '../account-messages.ts';
import { localizedFailure, sentenceIn } from '../../../lib/localized-form.ts';

/**
 * E-mail notifications on or off (spec 3 Member, isEmailNotification), saved as soon as it is flipped. The
 * switch shows the member's choice at once and goes back if the server refuses it; the refetched member
 * (which waits for the command's position) then confirms it.
 */
export function EmailNotificationsSwitch({ member }: { member: MemberView }) {
  const [updateSettings, { isLoading }] = useUpdateSettingsMutation();
  const [pendingChoice, setPendingChoice] = useState<boolean | null>(null);
  const [failure, setFailure] = useState<ServerFailure | null>(null);
  const text = useMessages(accountText);
  const checked = pendingChoice ?? member.isEmailNotification;
  // The choice shown stays until the refetched member carries it, so the switch never flickers back.
  useEffect(() => {
    if (pendingChoice === member.isEmailNotification) setPendingChoice(null);
  }, [pendingChoice, member.isEmailNotification]);

  const choose = async (isEmailNotification: boolean) => {
    setFailure(null);
    setPendingChoice(isEmailNotification);
    const result = await updateSettings({ isEmailNotification });
    if (result.error) {
      setPendingChoice(null);
      setFailure(readServerFailure(result.error));
      return;
    }
    notifySuccess(null, sentenceIn(accountText.en, text, result.data.message));
  };

  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="md">
        {failure ? <ServerFailureAlert heading={sentenceIn(accountText.en, text, profileMessages.settingsUpdateFailed)} failure={localizedFailure(accountText.en, text, failure)} /> : null}
        <Switch
          label={text.emailNotifications}
          description={text.emailNotificationsHint}
          checked={checked}
          disabled={isLoading}
          onChange={(event) => void choose(event.currentTarget.checked)}
        />
      </Stack>
    </Paper>
  );
}
