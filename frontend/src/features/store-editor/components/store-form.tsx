import { useState, type KeyboardEvent } from 'react';
import { Button, Checkbox, Grid, Group, NativeSelect, Paper, Radio, SimpleGrid, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { STORE_SERVICES, addressLookups, normalisePostalCode, regionLabels, storeMessages, type EditorStore } from '@certus/contracts';
import { ServerFailureAlert } from '../../../components/ui/server-failure-alert.tsx';
import { applySubmitFailure, focusFirstInvalid } from '../../../components/ui/submit-failure.ts';
import type { ServerFailure } from '../../../lib/api-errors.ts';
import { ariaInvalidWhenInError } from '../../../lib/form.ts';
import { StoreCard } from '../../store-locator/index.ts';
import { usePublishStoreMutation, useRepublishStoreMutation, useReviseStoreMutation } from '../api/store-editor-api.ts';
import { STORE_FORM_FIELDS, formValuesOf, previewOf, storeBodyOf, validateStoreForm, type StoreFormValues } from '../model/store-form.ts';

/** What the form does: publish a new store, change a published one, or publish a withdrawn one again. */
export type StoreFormMode = { kind: 'new' } | { kind: 'revise'; store: EditorStore } | { kind: 'republish'; store: EditorStore };

const TITLES = { new: 'Publish a new store', revise: 'Change a store', republish: 'Publish a store again' } as const;
const SUBMIT_LABELS = { new: 'Publish', revise: 'Save changes', republish: 'Publish again' } as const;

interface StoreFormProps {
  mode: StoreFormMode;
  onSaved(message: string): void;
  onCancel(): void;
}

/**
 * The store record (spec 3) with its publish window. The contract's StoreBody checks it before sending (the
 * server applies the same rules); the card beside it is what the locator will show. Escape cancels.
 */
export function StoreForm({ mode, onSaved, onCancel }: StoreFormProps) {
  const store = mode.kind === 'new' ? null : mode.store;
  const [publish, published] = usePublishStoreMutation();
  const [republish, republished] = useRepublishStoreMutation();
  const [revise, revised] = useReviseStoreMutation();
  const saving = published.isLoading || republished.isLoading || revised.isLoading;
  const [failure, setFailure] = useState<ServerFailure | null>(null);
  const form = useForm<StoreFormValues>({
    mode: 'controlled',
    enhanceGetInputProps: ariaInvalidWhenInError,
    initialValues: formValuesOf(store),
    validate: validateStoreForm,
    validateInputOnBlur: true,
  });
  const { country, placeBy } = form.values;
  const labels = regionLabels(country);
  const regions = country === 'US' ? addressLookups.us_States : addressLookups.ca_States;

  const chooseCountry = (next: 'US' | 'CA') => {
    form.setFieldValue('country', next);
    form.setFieldValue('stateProvince', '');
    form.clearFieldError('stateProvince');
    form.clearFieldError('zipPostal');
  };
  const tidyPostalCode = () => {
    const tidy = normalisePostalCode(country, form.values.zipPostal);
    if (tidy !== null && tidy !== form.values.zipPostal) form.setFieldValue('zipPostal', tidy);
  };

  const onSubmit = form.onSubmit(
    async (values) => {
      setFailure(null);
      const body = storeBodyOf(values);
      const result =
        mode.kind === 'new' ? await publish(body) : mode.kind === 'republish' ? await republish({ storeId: mode.store.storeId, body }) : await revise({ storeId: mode.store.storeId, body });
      if (result.error) {
        setFailure(applySubmitFailure(result.error, form, STORE_FORM_FIELDS));
        return;
      }
      onSaved(result.data.message);
    },
    (errors) => focusFirstInvalid(form, STORE_FORM_FIELDS, errors),
  );

  const cancelOnEscape = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key === 'Escape' && !saving) {
      event.preventDefault();
      onCancel();
    }
  };

  const postalInput = form.getInputProps('zipPostal');
  const title = TITLES[mode.kind];
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="store-form-title">
      <Stack gap="md">
        <Title order={2} size="h3" id="store-form-title">
          {title}
          {store ? `: ${store.name}` : ''}
        </Title>
        {failure ? <ServerFailureAlert heading={storeMessages.saveFailed} failure={failure} /> : null}
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, lg: 8 }}>
            <form onSubmit={onSubmit} onKeyDown={cancelOnEscape} noValidate aria-busy={saving} aria-labelledby="store-form-title">
              <Stack gap="sm">
                <TextInput label="Name" description="As the locator lists it, e.g. Certus Dallas — Deep Ellum counter" required autoFocus {...form.getInputProps('name')} />
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <NativeSelect
                    label="Country"
                    required
                    data={[
                      { value: 'US', label: 'United States' },
                      { value: 'CA', label: 'Canada' },
                    ]}
                    {...form.getInputProps('country')}
                    onChange={(event) => chooseCountry(event.currentTarget.value === 'CA' ? 'CA' : 'US')}
                  />
                  <NativeSelect
                    label={labels.stateProvince}
                    required
                    data={[{ value: '', label: `Choose a ${labels.stateProvince.toLowerCase()}` }, ...regions.map((r) => ({ value: r.code, label: r.name }))]}
                    {...form.getInputProps('stateProvince')}
                  />
                </SimpleGrid>
                <TextInput label="Address line 1" required {...form.getInputProps('line1')} />
                <TextInput label="Address line 2" {...form.getInputProps('line2')} />
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <TextInput label="City" required {...form.getInputProps('city')} />
                  <TextInput
                    label={labels.zipPostal}
                    required
                    {...postalInput}
                    onBlur={(event) => {
                      tidyPostalCode();
                      postalInput.onBlur?.(event);
                    }}
                  />
                </SimpleGrid>
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <TextInput label="Phone" type="tel" required {...form.getInputProps('phone')} />
                  <TextInput label="Website (optional)" type="url" placeholder="https://…" {...form.getInputProps('website')} />
                </SimpleGrid>
                <Textarea label="Opening hours" description="One line each, as visitors will read them (at most 7 lines)" rows={4} {...form.getInputProps('hours')} />
                <Checkbox.Group label="Services" {...form.getInputProps('services')}>
                  <SimpleGrid cols={{ base: 1, sm: 2 }} spacing={6} mt={6}>
                    {STORE_SERVICES.map((service) => (
                      <Checkbox key={service.id} value={service.id} label={service.label} />
                    ))}
                  </SimpleGrid>
                </Checkbox.Group>
                <Radio.Group label="Place on the map" {...form.getInputProps('placeBy')}>
                  <Stack gap={6} mt={6}>
                    <Radio value="postal-code" label={country === 'US' ? 'At the centre of its ZIP code area' : 'At the centre of its postal code area'} />
                    <Radio value="coordinates" label="At these coordinates" />
                  </Stack>
                </Radio.Group>
                {placeBy === 'coordinates' ? (
                  <SimpleGrid cols={{ base: 1, sm: 2 }}>
                    <TextInput label="Latitude" inputMode="decimal" description="From -90 to 90, e.g. 33.0752" required {...form.getInputProps('latitude')} />
                    <TextInput label="Longitude" inputMode="decimal" description="From -180 to 180, e.g. -96.7843" required {...form.getInputProps('longitude')} />
                  </SimpleGrid>
                ) : null}
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <TextInput label="Shown from" type="datetime-local" description="Empty: from now" {...form.getInputProps('publishFrom')} />
                  <TextInput label="Shown until" type="datetime-local" description="Empty: no end" {...form.getInputProps('publishUntil')} />
                </SimpleGrid>
                <Group justify="flex-end" mt="xs">
                  <Button variant="default" onClick={onCancel} disabled={saving}>
                    Cancel
                  </Button>
                  <Button type="submit" loading={saving}>
                    {SUBMIT_LABELS[mode.kind]}
                  </Button>
                </Group>
              </Stack>
            </form>
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 4 }}>
            <Stack gap="xs" component="aside" aria-labelledby="store-preview-title">
              <Title order={3} size="h5" id="store-preview-title">
                Preview
              </Title>
              <Text size="sm" c="dimmed">
                As visitors will see it in the store locator.
              </Text>
              <div data-testid="store-preview">
                <StoreCard store={previewOf(form.values)} headingLevel={4} />
              </div>
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
    </Paper>
  );
}
