import { useState, type ChangeEvent } from 'react';
import { Button, Group, Paper, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  UpdateProfileBody,
  profileMessages,
  shippingAccountRules,
  stripNonAlphanumeric,
  type MemberView,
  type ShippingAccountField,
} from '@certus/contracts';
import type { ServerFailure } from '../../../lib/api-errors.ts';
import { applySubmitFailure, focusFirstInvalid } from '../../../components/ui/submit-failure.ts';
import { ServerFailureAlert } from '../../../components/ui/server-failure-alert.tsx';
import { notifySuccess } from '../../../components/ui/toast.ts';
import { useUpdateProfileMutation } from '../api/update-profile.ts';
import { SubScreenHeading } from './sub-screen-heading.tsx';
import { useMessages } from '../../region/index.ts';
import { accountText, type AccountWords } from '../account-messages.ts';
import { localizedErrors, localizedFailure, sentenceIn } from '../../../lib/localized-form.ts';

/** The form's fields in screen order: the first invalid one of these takes focus. */
const PROFILE_FIELDS = ['firstName', 'lastName', 'phone', 'fedExAccount', 'upsAccount', 'dhlAccount'] as const;
type ProfileValues = Record<(typeof PROFILE_FIELDS)[number], string>;

const accountInputs = (text: AccountWords): readonly { field: ShippingAccountField; label: string; hint: string }[] => [
  { field: 'fedExAccount', label: text.fedExAccount, hint: text.accountHint(shippingAccountRules.fedExAccount.length) },
  { field: 'upsAccount', label: text.upsAccount, hint: text.accountHint(shippingAccountRules.upsAccount.length) },
  { field: 'dhlAccount', label: text.dhlAccount, hint: text.dhlHint(shippingAccountRules.dhlAccount.length) },
];

const valuesOf = (member: MemberView): ProfileValues => ({
  firstName: member.firstName,
  lastName: member.lastName,
  phone: member.phone,
  fedExAccount: member.fedExAccount,
  upsAccount: member.upsAccount,
  dhlAccount: member.dhlAccount,
});

interface EditProfileFormProps {
  member: MemberView;
  /** Saved or cancelled: back to the member view. */
  onDone: () => void;
}

/**
 * The edit-member sub-screen of /account/profile (spec 5 Profile edit). Carrier accounts lose their
 * non-alphanumerics as they are typed, so what the member sees is what is checked and stored. A field the
 * browser or the server refuses is marked red and focused.
 */
export function EditProfileForm({ member, onDone }: EditProfileFormProps) {
  const [updateProfile, { isLoading }] = useUpdateProfileMutation();
  const [failure, setFailure] = useState<ServerFailure | null>(null);
  const text = useMessages(accountText);
  const form = useForm<ProfileValues>({
    mode: 'controlled',
    enhanceGetInputProps: localizedErrors(accountText.en, text),
    initialValues: valuesOf(member),
    // Checked on submit, not on blur: a message appearing on blur would push the Save button away from
    // under the pointer between mouse down and up, and the click that left the field would be lost.
    validate: schemaResolver(UpdateProfileBody, { sync: true }),
  });

  const onSubmit = form.onSubmit(async (values) => {
    setFailure(null);
    const result = await updateProfile(UpdateProfileBody.parse(values));
    if (result.error) {
      setFailure(applySubmitFailure(result.error, form, PROFILE_FIELDS));
      return;
    }
    notifySuccess(null, sentenceIn(accountText.en, text, result.data.message));
    onDone();
  }, (errors) => focusFirstInvalid(form, PROFILE_FIELDS, errors));

  const accountInputProps = (field: ShippingAccountField) => ({
    ...form.getInputProps(field),
    onChange: (event: ChangeEvent<HTMLInputElement>) => form.setFieldValue(field, stripNonAlphanumeric(event.currentTarget.value)),
  });

  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="md">
        <SubScreenHeading>{text.editMemberInformation}</SubScreenHeading>
        {failure ? <ServerFailureAlert heading={sentenceIn(accountText.en, text, profileMessages.updateFailed)} failure={localizedFailure(accountText.en, text, failure)} /> : null}
        <form onSubmit={onSubmit} noValidate aria-busy={isLoading}>
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput label={text.firstName} autoComplete="given-name" withAsterisk key={form.key('firstName')} {...form.getInputProps('firstName')} />
              <TextInput label={text.lastName} autoComplete="family-name" withAsterisk key={form.key('lastName')} {...form.getInputProps('lastName')} />
            </SimpleGrid>
            <TextInput label={text.phone} type="tel" autoComplete="tel" key={form.key('phone')} {...form.getInputProps('phone')} />
            {accountInputs(text).map(({ field, label, hint }) => (
              <TextInput
                key={form.key(field)}
                label={label}
                description={hint}
                autoComplete="off"
                spellCheck={false}
                {...accountInputProps(field)}
              />
            ))}
            <Group mt="xs">
              <Button type="submit" loading={isLoading}>
                {text.save}
              </Button>
              <Button variant="default" onClick={onDone} disabled={isLoading}>
                {text.cancel}
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Paper>
  );
}
