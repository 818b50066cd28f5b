import { useState } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PinIcon } from '../../../components/ui/icons.tsx';
import { useSelector } from 'react-redux';
import { addressMessages, type AddressView } from '@certus/contracts';
import { AccountPageLayout } from '../../account/index.ts';
import { selectRegion } from '../../region/index.ts';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { ServerFailureAlert } from '../../../components/ui/server-failure-alert.tsx';
import { useConfirm } from '../../../components/ui/confirm-dialog.tsx';
import { notifySuccess } from '../../../components/ui/toast.ts';
import { readServerFailure, type ServerFailure } from '../../../lib/api-errors.ts';
import {
  useDeleteAddressMutation,
  useGetAddressBookQuery,
  useGetAddressLookupsQuery,
  useSaveAddressMutation,
} from '../api/address-book-api.ts';
import { AddressCard } from '../components/address-card.tsx';
import { AddressForm } from '../components/address-form.tsx';
import { localizedFailure, sentenceIn } from '../../../lib/localized-form.ts';
import { useMessages } from '../../region/index.ts';
import { addressBookText } from '../address-book-messages.ts';

/** Which form is open: a new address, an address being edited, or none. */
type Editing = { address: AddressView | null } | null;

function LoadFailure({ what, retry, retrying }: { what: string; retry(): void; retrying: boolean }) {
  const text = useMessages(addressBookText);
  return (
    <Alert color="red" variant="light" title={text.loadFailed(what)} role="alert">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{text.tryAgainHint}</Text>
        <Button size="xs" variant="outline" onClick={retry} loading={retrying}>
          {text.tryAgain}
        </Button>
      </Stack>
    </Alert>
  );
}

/**
 * /account/profile/addressbook (spec 2.2): the member's addresses, default first, with add, edit, make
 * default and delete. Each change answers with its position, so the list's refetch shows it at once.
 */
export function AddressBookPage() {
  const book = useGetAddressBookQuery();
  const lookups = useGetAddressLookupsQuery();
  const region = useSelector(selectRegion);
  const confirm = useConfirm();
  const [saveAddress] = useSaveAddressMutation();
  const [deleteAddress] = useDeleteAddressMutation();
  const [editing, setEditing] = useState<Editing>(null);
  const text = useMessages(addressBookText);
  const say = (sentence: string) => sentenceIn(addressBookText.en, text, sentence);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [actionFailure, setActionFailure] = useState<{ heading: string; failure: ServerFailure } | null>(null);

  const open = (address: AddressView | null) => {
    setActionFailure(null);
    setEditing({ address });
  };

  const onSaved = (message: string) => {
    setEditing(null);
    notifySuccess(text.title, say(message));
  };

  /** Runs one action on an address; a refusal shows under its spec 8 heading above the list. */
  const act = async (address: AddressView, heading: string, run: () => Promise<{ data?: { message: string }; error?: unknown }>) => {
    setActionFailure(null);
    setBusyId(address.id);
    try {
      const result = await run();
      if (result.error) setActionFailure({ heading, failure: readServerFailure(result.error) });
      else if (result.data) notifySuccess(text.title, say(result.data.message));
    } finally {
      setBusyId(null);
    }
  };

  const onDelete = async (address: AddressView) => {
    const confirmed = await confirm({
      title: text.deleteTitle,
      message: say(addressMessages.confirmDelete),
      confirmLabel: text.delete,
      cancelLabel: text.cancel,
      danger: true,
    });
    if (!confirmed) return;
    if (editing?.address?.id === address.id) setEditing(null);
    await act(address, addressMessages.deleteFailed, () => deleteAddress(address.id));
  };

  const onMakeDefault = (address: AddressView) => {
    const { id, displayName: _displayName, isDefault: _isDefault, ...fields } = address;
    return act(address, addressMessages.saveFailed, () => saveAddress({ ...fields, id, isDefault: true }));
  };

  const addresses = book.data ?? [];
  return (
    <AccountPageLayout title={text.title}>
      {actionFailure ? <ServerFailureAlert heading={say(actionFailure.heading)} failure={localizedFailure(addressBookText.en, text, actionFailure.failure)} /> : null}
      {editing ? (
        lookups.data ? (
          <AddressForm
            key={editing.address?.id ?? 'new'}
            address={editing.address}
            lookups={lookups.data}
            defaultCountry={region}
            onSaved={onSaved}
            onCancel={() => setEditing(null)}
          />
        ) : lookups.isError ? (
          <LoadFailure what={text.lists} retry={() => void lookups.refetch()} retrying={lookups.isFetching} />
        ) : (
          <PageLoader label={text.loadingLists} />
        )
      ) : addresses.length === 0 ? null : (
        // An empty book offers the same button in its empty state instead.
        <Group>
          <Button onClick={() => open(null)}>
            {text.addAnAddress}
          </Button>
        </Group>
      )}
      {book.isLoading ? <PageLoader label={text.loadingAddresses} /> : null}
      {book.isError && !book.data ? <LoadFailure what={text.yourAddressesLoad} retry={() => void book.refetch()} retrying={book.isFetching} /> : null}
      {book.data && addresses.length === 0 && !editing ? (
        <EmptyState icon={PinIcon} data-testid="address-book-empty" action={<Button onClick={() => open(null)}>{text.addAnAddress}</Button>}>
          {text.empty}
        </EmptyState>
      ) : null}
      {addresses.length > 0 ? (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={text.yourAddresses}>
          {addresses.map((address) => (
            <AddressCard
              key={address.id}
              address={address}
              lookups={lookups.data}
              busy={busyId === address.id}
              onEdit={() => open(address)}
              onDelete={() => void onDelete(address)}
              onMakeDefault={() => void onMakeDefault(address)}
            />
          ))}
        </Stack>
      ) : null}
    </AccountPageLayout>
  );
}
