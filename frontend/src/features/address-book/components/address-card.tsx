import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { lookupName, type AddressLookupsResponse, type AddressView } from '@certus/contracts';
import { useMessages } from '../../region/index.ts';
import { addressBookText, countryName } from '../address-book-messages.ts';

/** Spec 5 Display: a 10-digit phone is shown as (xxx) xxx-xxxx; anything else as typed. */
const displayPhone = (phone: string) => {
  const digits = phone.replace(/\D/g, '');
  return digits.length === 10 ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` : phone;
};

interface AddressCardProps {
  address: AddressView;
  /** For the country's name; the code is shown until the lists have loaded. */
  lookups: AddressLookupsResponse | undefined;
  /** An action on this address is on its way: its buttons wait. */
  busy: boolean;
  onEdit(): void;
  onDelete(): void;
  onMakeDefault(): void;
}

/** One address of the book as a list item, with its actions named after it for screen readers. */
export function AddressCard({ address, lookups, busy, onEdit, onDelete, onMakeDefault }: AddressCardProps) {
  const place = [address.city, [address.stateProvince, address.zipPostal].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const text = useMessages(addressBookText);
  const country = lookups ? countryName(text, address.country, lookupName(lookups.countries, address.country)) : address.country;
  return (
    <Paper component="li" withBorder p="md" radius="md" aria-label={address.displayName} data-testid="address-card">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start">
          <Text fw={700}>{`${address.firstName} ${address.lastName}`}</Text>
          {address.isDefault ? (
            <Badge color="green" variant="light">
              {text.default}
            </Badge>
          ) : null}
        </Group>
        <Text component="address" style={{ fontStyle: 'normal' }} size="sm">
          {[address.line1, address.line2, place, country].filter(Boolean).map((line, i) => (
            <span key={i} style={{ display: 'block' }}>
              {line}
            </span>
          ))}
          {address.phone ? <span style={{ display: 'block' }}>{displayPhone(address.phone)}</span> : null}
        </Text>
        <Group gap="xs">
          <Button size="xs" variant="light" onClick={onEdit} disabled={busy} aria-label={text.editNamed(address.displayName)}>
            {text.edit}
          </Button>
          {address.isDefault ? null : (
            <Button size="xs" variant="default" onClick={onMakeDefault} disabled={busy} aria-label={text.makeDefaultNamed(address.displayName)}>
              {text.makeDefault}
            </Button>
          )}
          <Button size="xs" variant="subtle" color="red" onClick={onDelete} disabled={busy} aria-label={text.deleteNamed(address.displayName)}>
            {text.delete}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
