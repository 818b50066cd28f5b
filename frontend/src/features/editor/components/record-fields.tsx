import { Checkbox, Group, NativeSelect, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { BANNER_PLACEMENTS, BANNER_PLACEMENT_LABELS, ONSITE_SERVICES, contentNameFrom, type ContentKind } from '@certus/contracts';
import { FIELDS_OF, type RecordFormValues } from '../model/record-form.ts';
import { ImageField } from './image-field.tsx';

const FORMATTING_HINT = 'Blank line: new paragraph. "## " starts a heading, "- " a list item; **bold**; [label](/page or https://...).';

interface RecordFieldsProps {
  kind: ContentKind;
  form: UseFormReturnType<RecordFormValues>;
  /** A new record: its name is chosen (proposed from the title until typed); a stored one keeps its name. */
  naming: boolean;
  /** The name was typed by the editor: the title no longer proposes it. */
  nameTouched: boolean;
  onNameTyped: () => void;
}

/** The inputs of a record of one kind, in FIELDS_OF's order. */
export function RecordFields({ kind, form, naming, nameTouched, onNameTyped }: RecordFieldsProps) {
  const has = (field: keyof RecordFormValues) => FIELDS_OF[kind].includes(field);
  const isEvent = has('startsOn');
  const imageRequired = kind === 'banner' || kind === 'slide';
  const titleProps = form.getInputProps('title');
  return (
    <Stack gap="md">
      <TextInput
        label="Title"
        withAsterisk
        maxLength={120}
        {...titleProps}
        onChange={(event) => {
          titleProps.onChange(event);
          if (naming && !nameTouched) form.setFieldValue('name', contentNameFrom(event.currentTarget.value));
        }}
      />
      <TextInput
        label="Name"
        description={naming ? 'Its address and id: lower-case words joined by dashes. It cannot change once published.' : 'Its address and id (fixed once published).'}
        withAsterisk={naming}
        readOnly={!naming}
        {...form.getInputProps('name')}
        onChange={(event) => {
          onNameTyped();
          form.getInputProps('name').onChange(event);
        }}
      />
      {has('signers') ? <Textarea label="Signers" description="One name a line." withAsterisk rows={2} {...form.getInputProps('signers')} /> : null}
      {has('services') ? (
        <Checkbox.Group label="Services on the spot" withAsterisk {...form.getInputProps('services')}>
          <Group gap="md" mt={6}>
            {ONSITE_SERVICES.map((service) => (
              <Checkbox key={service} value={service} label={service} />
            ))}
          </Group>
        </Checkbox.Group>
      ) : null}
      {isEvent ? (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput type="date" label="First day" withAsterisk {...form.getInputProps('startsOn')} />
            <TextInput type="date" label="Last day" withAsterisk {...form.getInputProps('endsOn')} />
          </SimpleGrid>
          <TextInput label="Venue" withAsterisk {...form.getInputProps('venue')} />
          <TextInput label="Street address" {...form.getInputProps('address')} />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput label="City" withAsterisk {...form.getInputProps('city')} />
            <TextInput label="State or province" {...form.getInputProps('region')} />
            <TextInput label="Country" description="Two letters: US, CA, ..." withAsterisk maxLength={2} {...form.getInputProps('country')} />
          </SimpleGrid>
        </>
      ) : null}
      {has('booth') ? <TextInput label="Booth" description="Where to find Certus there, when known." {...form.getInputProps('booth')} /> : null}
      {has('summary') ? <Textarea label="Summary" description="One or two sentences, shown in the lists." withAsterisk rows={2} {...form.getInputProps('summary')} /> : null}
      {has('description') ? <Textarea label="Description" description={FORMATTING_HINT} rows={4} {...form.getInputProps('description')} /> : null}
      {has('body') ? <Textarea label="Text" description={FORMATTING_HINT} withAsterisk={kind === 'newsletter'} rows={8} {...form.getInputProps('body')} /> : null}
      {has('image') ? (
        <ImageField
          label={imageRequired ? 'Image' : 'Image (optional)'}
          required={imageRequired}
          value={form.values.image}
          onChange={(image) => form.setFieldValue('image', image)}
          error={form.errors.image as string | undefined}
        />
      ) : null}
      {has('imageAlt') ? (
        <TextInput
          label="Image description (alt text)"
          description={imageRequired ? 'What the picture shows and says, for people who cannot see it.' : 'Needed when there is an image.'}
          withAsterisk={imageRequired}
          maxLength={250}
          {...form.getInputProps('imageAlt')}
        />
      ) : null}
      {has('caption') ? <TextInput label="Caption" maxLength={200} {...form.getInputProps('caption')} /> : null}
      {has('link') ? <TextInput label="Link" description="A page of the site (/pressing) or an address elsewhere (https://...)." {...form.getInputProps('link')} /> : null}
      {has('placement') ? (
        <NativeSelect
          label="Where it shows"
          data={BANNER_PLACEMENTS.map((placement) => ({ value: placement, label: BANNER_PLACEMENT_LABELS[placement] }))}
          {...form.getInputProps('placement')}
        />
      ) : null}
      {has('order') ? <TextInput label="Order" description="Lowest first, 0 to 999." inputMode="numeric" {...form.getInputProps('order')} /> : null}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput type="datetime-local" label="Public from" description="In your time zone." withAsterisk {...form.getInputProps('publishFrom')} />
        <TextInput type="datetime-local" label="Public until" description="Empty: until withdrawn." {...form.getInputProps('publishUntil')} />
      </SimpleGrid>
      <Text size="sm" c="dimmed">
        Fields marked * are required.
      </Text>
    </Stack>
  );
}
