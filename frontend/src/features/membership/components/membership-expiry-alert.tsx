import { useState } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { renewalAlertDays, type MemberView } from '@certus/contracts';
import { useMessages } from '../../region/index.ts';
import { membershipText } from '../membership-messages.ts';

/** Where "No,cancel" is remembered for the browser session: the alert stays away until the next term. */
const DISMISSED_KEY = 'certus.membershipExpiryAlert.dismissed';
const UPGRADE_PATH = '/account/upgrade';

export interface MembershipExpiryAlertProps {
  member: Pick<MemberView, 'membership' | 'membershipExpiryDate'>;
  /** Defaults to the present; tests fix it. */
  now?: Date;
  /** What 'Yes, Renew' does; opens the upgrade page unless the page showing the alert is that page. */
  onRenew?: () => void;
}

const dismissedFor = () => {
  try {
    return window.sessionStorage.getItem(DISMISSED_KEY);
  } catch {
    return null;
  }
};

/**
 * Spec 4 Membership, 8: when a paid membership expires in under 15 days, an alert offers the renewal. 'Yes,
 * Renew' opens the upgrade page; 'No,cancel' hides it for this browser session (for this expiry date).
 * Renders nothing otherwise, so a page can always mount it.
 */
export function MembershipExpiryAlert({ member, now, onRenew }: MembershipExpiryAlertProps) {
  const navigate = useNavigate();
  const text = useMessages(membershipText);
  const [dismissed, setDismissed] = useState(() => dismissedFor());
  const days = renewalAlertDays(member.membership, member.membershipExpiryDate, now ?? new Date());
  if (days === null || dismissed === member.membershipExpiryDate) return null;

  const dismiss = () => {
    try {
      window.sessionStorage.setItem(DISMISSED_KEY, member.membershipExpiryDate ?? '');
    } catch {
      // storage refused (private mode): hidden for this page view only
    }
    setDismissed(member.membershipExpiryDate);
  };

  return (
    <Alert color="red" variant="light" title={text.renewalAlertTitle} data-testid="membership-expiry-alert">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{text.renewalAlertText(days)}</Text>
        <Group gap="xs">
          <Button size="xs" onClick={onRenew ?? (() => void navigate(UPGRADE_PATH))}>
            {text.renew}
          </Button>
          <Button size="xs" variant="default" onClick={dismiss}>
            {text.keep}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
