import { Button, Divider, Stack } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useGetExternalProvidersQuery } from '../api/external-login.ts';

import { useMessages } from '../../region/index.ts';
import { authWords } from '../lib/auth-messages.ts';
/**
 * One button per configured OpenID provider (spec 2.1 /auth/{provider}). Nothing at all when none is
 * configured or the list cannot be loaded: the password form still works.
 */
const WRAPPING_LABEL = { label: { whiteSpace: 'normal', textAlign: 'center' } } as const;

export function ExternalProviders() {
  const text = useMessages(authWords);
  const { data: providers } = useGetExternalProvidersQuery();
  const location = useLocation();
  if (!providers || providers.length === 0) return null;
  return (
    <Stack gap="xs" data-testid="external-providers">
      <Divider label={text.or} labelPosition="center" />
      {providers.map((provider) => (
        // The requested page travels along, so an external sign-in returns to it like a password login.
        // A long provider name wraps on a phone rather than being cut off (a button's label does not wrap by default).
        <Button key={provider.name} component={Link} to={`/auth/${provider.name}`} state={location.state} variant="default" fullWidth h="auto" mih={36} py={6} styles={WRAPPING_LABEL}>
          {text.continueWith(provider.displayName)}
        </Button>
      ))}
    </Stack>
  );
}
