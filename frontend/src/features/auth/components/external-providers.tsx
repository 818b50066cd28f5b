import { Button, Divider, Stack } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useGetExternalProvidersQuery } from '../api/external-login.ts';

/**
 * One button per configured OpenID provider (spec 2.1 /auth/{provider}). Nothing at all when none is
 * configured or the list cannot be loaded: the password form still works.
 */
export function ExternalProviders() {
  const { data: providers } = useGetExternalProvidersQuery();
  const location = useLocation();
  if (!providers || providers.length === 0) return null;
  return (
    <Stack gap="xs" data-testid="external-providers">
      <Divider label="or" labelPosition="center" />
      {providers.map((provider) => (
        // The requested page travels along, so an external sign-in returns to it like a password login.
        <Button key={provider.name} component={Link} to={`/auth/${provider.name}`} state={location.state} variant="default" fullWidth>
          Continue with {provider.displayName}
        </Button>
      ))}
    </Stack>
  );
}
