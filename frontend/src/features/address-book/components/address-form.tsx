import { useState } from 'react';
import { Button, Checkbox, Group, NativeSelect, Paper, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  AddressBody,
  addressMessages,
  normalisePostalCode,
  regionOptions,
  type AddressLookupsResponse,
  type AddressView,
} from '@certus/contracts';
import { ServerFailureAlert } from '../../../components/ui/server-failure-alert.tsx';
import { applySubmitFailure } from '../../../components/ui/submit-failure.ts';
import type { ServerFailure } from '../../../lib/api-errors.ts';
import { useSaveAddressMutation } from '../api/address-book-api.ts';
import { localizedErrors, localizedFailure, sentenceIn } from '../../../lib/localized-form.ts';
import { useMessages } from '../../region/index.ts';
import { addressBookText, countryName, provinceName, regionWords } from '../address-book-messages.ts';

const ADDRESS_FIELDS = ['firstName', 'lastName', 'line1', 'line2', 'city', 'stateProvince', 'zipPostal', 'country', 'phone'] as const;

type AddressFormValues = Record<(typeof ADDRESS_FIELDS)[number], string> & { isDefault: boolean };

const valuesOf = (address: AddressView | null, country: string): AddressFormValues => ({
  firstName: address?.firstName ?? '',
  lastName: address?.lastName ?? '',
  line1: address?.line1 ?? '',
  line2: address?.line2 ?? '',
  city: address?.city ?? '',
  stateProvince: address?.stateProvince ?? '',
  zipPostal: address?.zipPostal ?? '',
  country: address?.country ?? country,
  phone: address?.phone ?? '',
  isDefault: address?.isDefault ?? false,
});

interface AddressFormProps {
  /** The address to edit, or null to add one. */
  address: AddressView | null;
  lookups: AddressLookupsResponse;
  /** The country a new address starts with (the site variant's). */
  defaultCountry: string;
  onSaved(message: string): void;
  onCancel(): void;
}

/**
 * Adds or edits an address. The contract's AddressBody checks it before sending (the same rules the server
 * applies: US state and ZIP, Canadian province and A1A 1A1); a refused save shows spec 8's heading.
 */
export function AddressForm({ address, lookups, defaultCountry, onSaved, onCancel }: AddressFormProps) {
  const [saveAddress, { isLoading }] = useSaveAddressMutation();
  const [failure, setFailure] = useState<ServerFailure | null>(null);
  const text = useMessages(addressBookText);
  const form = useForm<AddressFormValues>({
    mode: 'controlled',
    enhanceGetInputProps: localizedErrors(addressBookText.en, text),
    initialValues: valuesOf(address, defaultCountry),
    validate: schemaResolver(AddressBody, { sync: true }),
    validateInputOnBlur: true,
  });

  const country = form.values.country;
  const labels = regionWords(text, country);
  const regions = regionOptions(country);

  const chooseCountry = (next: string) => {
    // A US state means nothing in Canada and the other way round: the region starts again with the list.
    if (regionOptions(next) !== regions) form.setFieldValue('stateProvince', '');
    form.setFieldValue('country', next);
    form.clearFieldError('stateProvince');
    form.clearFieldError('zipPostal');
  };

  /** Shows the postal code as it will be stored (M4W 3E2, 75024-1234) once it fits the country's format. */
  const tidyPostalCode = () => {
    const tidy = normalisePostalCode(country, form.values.zipPostal);
    if (tidy !== null && tidy !== form.values.zipPostal) form.setFieldValue('zipPostal', tidy);
  };

  const onSubmit = form.onSubmit(async (values) => {
    setFailure(null);
    const result = await saveAddress(address ? { ...values, id: address.id } : values);
    if (result.error) {
      setFailure(applySubmitFailure(result.error, form, ADDRESS_FIELDS));
      return;
    }
    onSaved(result.data.message);
  });

  const postalInput = form.getInputProps('zipPostal');
  // In French the countries go by their French names, in French alphabetical order.
  const countryOptions = lookups.countries
    .map((c) => ({ value: c.code, label: countryName(text, c.code, c.name) }))
    .sort((a, b) => (text === addressBookText.en ? 0 : a.label.localeCompare(b.label, 'fr-CA')));
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="md">
        <Title order={2} size="h3">
          {address ? text.editAddress : text.addAnAddress}
        </Title>
        {failure ? <ServerFailureAlert heading={sentenceIn(addressBookText.en, text, addressMessages.saveFailed)} failure={localizedFailure(addressBookText.en, text, failure)} /> : null}
        <form onSubmit={onSubmit} noValidate aria-busy={isLoading} aria-label={address ? text.editAddress : text.addAnAddress}>
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label={text.firstName} required autoComplete="given-name" {...form.getInputProps('firstName')} />
              <TextInput label={text.lastName} required autoComplete="family-name" {...form.getInputProps('lastName')} />
            </SimpleGrid>
            <NativeSelect
              label={text.country}
              required
              autoComplete="country"
              data={countryOptions}
              {...form.getInputProps('country')}
              onChange={(event) => chooseCountry(event.currentTarget.value)}
            />
            <TextInput label={text.line1} required autoComplete="address-line1" {...form.getInputProps('line1')} />
            <TextInput label={text.line2} autoComplete="address-line2" {...form.getInputProps('line2')} />
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <TextInput label={text.city} required autoComplete="address-level2" {...form.getInputProps('city')} />
              {regions ? (
                <NativeSelect
                  label={labels.stateProvince}
                  required
                  autoComplete="address-level1"
                  data={[{ value: '', label: text.choose(labels.stateProvince) }, ...regions.map((r) => ({ value: r.code, label: provinceName(text, country, r.code, r.name) }))]}
                  {...form.getInputProps('stateProvince')}
                />
              ) : (
                <TextInput label={labels.stateProvince} autoComplete="address-level1" {...form.getInputProps('stateProvince')} />
              )}
              <TextInput
                label={labels.zipPostal}
                required={Boolean(regions)}
                autoComplete="postal-code"
                {...postalInput}
                onBlur={(event) => {
                  tidyPostalCode();
                  postalInput.onBlur?.(event);
                }}
              />
            </SimpleGrid>
            <TextInput label={text.phone} type="tel" autoComplete="tel" {...form.getInputProps('phone')} />
            {address?.isDefault ? null : <Checkbox label={text.makeMyDefault} {...form.getInputProps('isDefault', { type: 'checkbox' })} />}
            <Group justify="flex-end" mt="xs">
              <Button variant="default" onClick={onCancel} disabled={isLoading}>
                {text.cancel}
              </Button>
              <Button type="submit" loading={isLoading}>
                {text.saveAddress}
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Paper>
  );
}
