import { useState } from 'react';
import { Alert, Anchor, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDispatch } from 'react-redux';
import { Link, useNavigate } from 'react-router';
import { TemplateName, submissionTemplateMessages, type SubmissionTemplateSummary } from '@certus/contracts';
import { AccountPageLayout } from '../../account/index.ts';
import { cartActions, useCartState } from '../../submission/index.ts';
import { useConfirm } from '../../../components/ui/confirm-dialog.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { BoxIcon } from '../../../components/ui/icons.tsx';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { ServerFailureAlert } from '../../../components/ui/server-failure-alert.tsx';
import { applySubmitFailure } from '../../../components/ui/submit-failure.ts';
import { notifyError, notifySuccess } from '../../../components/ui/toast.ts';
import { readServerFailure, type ServerFailure } from '../../../lib/api-errors.ts';
import { ariaInvalidWhenInError } from '../../../lib/form.ts';
import { useDeleteTemplateMutation, useGetTemplatesQuery, useLazyGetTemplateQuery, useRenameTemplateMutation, useSaveTemplateMutation } from '../api/templates-api.ts';

const nameOnly = (value: string) => {
  const parsed = TemplateName.safeParse(value);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? submissionTemplateMessages.nameRequired);
};

const savedOn = (iso: string) => new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium' });

/** The cart as it stands, saved under a name (its lines only: prices are the catalogue's of the day a submission starts). */
function SaveCartForm() {
  const { cart, loaded } = useCartState();
  const [save, { isLoading }] = useSaveTemplateMutation();
  const [failure, setFailure] = useState<ServerFailure | null>(null);
  const form = useForm({ mode: 'controlled', enhanceGetInputProps: ariaInvalidWhenInError, initialValues: { name: '' }, validate: { name: nameOnly } });
  const books = cart.comics.reduce((n, line) => n + line.quantity, 0);

  const onSubmit = form.onSubmit(async ({ name }) => {
    setFailure(null);
    try {
      const result = await save({ name: name.trim(), countryCode: cart.countryCode, collectibleType: cart.collectibleType, comics: cart.comics }).unwrap();
      form.reset();
      notifySuccess('Saved', result.message);
    } catch (error) {
      setFailure(applySubmitFailure(error, form, ['name']));
    }
  });

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="save-template-heading">
      <Title order={2} size="h4" id="save-template-heading" mb="xs">
        Save your cart as a template
      </Title>
      {!loaded ? null : cart.comics.length === 0 ? (
        <Text size="sm" data-testid="cart-empty">
          Your cart is empty.{' '}
          <Anchor component={Link} to="/submit">
            Add books to a submission
          </Anchor>
          , then come back to keep it as a template.
        </Text>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="sm">
            <Text size="sm" data-testid="cart-summary">
              Your cart holds {cart.comics.length} {cart.comics.length === 1 ? 'line' : 'lines'} ({books} {books === 1 ? 'book' : 'books'}, {cart.collectibleType}). The template keeps the
              books and the services chosen for them, not the prices.
            </Text>
            {failure ? <ServerFailureAlert heading="The template was not saved" failure={failure} /> : null}
            <Group align="flex-end">
              <TextInput label="Template name" required maxLength={60} style={{ flex: 1 }} {...form.getInputProps('name')} />
              <Button type="submit" loading={isLoading}>
                Save template
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Paper>
  );
}

function RenameForm({ template, onDone }: { template: SubmissionTemplateSummary; onDone: () => void }) {
  const [rename, { isLoading }] = useRenameTemplateMutation();
  const [failure, setFailure] = useState<ServerFailure | null>(null);
  const form = useForm({ mode: 'controlled', enhanceGetInputProps: ariaInvalidWhenInError, initialValues: { name: template.name }, validate: { name: nameOnly } });
  const onSubmit = form.onSubmit(async ({ name }) => {
    setFailure(null);
    try {
      notifySuccess('Saved', (await rename({ id: template.templateId, name: name.trim() }).unwrap()).message);
      onDone();
    } catch (error) {
      setFailure(applySubmitFailure(error, form, ['name']));
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="xs">
        {failure ? <ServerFailureAlert heading="The template was not renamed" failure={failure} /> : null}
        <Group align="flex-end">
          <TextInput label={`New name for “${template.name}”`} required maxLength={60} data-autofocus autoFocus style={{ flex: 1 }} {...form.getInputProps('name')} />
          <Button type="submit" loading={isLoading}>
            Rename
          </Button>
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** One template: what it holds, and start / rename / delete. */
function TemplateCard({ template }: { template: SubmissionTemplateSummary }) {
  const [renaming, setRenaming] = useState(false);
  const [remove, { isLoading: deleting }] = useDeleteTemplateMutation();
  const [fetchTemplate, { isFetching: starting }] = useLazyGetTemplateQuery();
  const { cart } = useCartState();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const more = template.lineCount - template.titles.length;

  const start = async () => {
    if (cart.comics.length > 0 && !(await confirm({ title: 'Replace your cart?', message: submissionTemplateMessages.confirmReplaceCart, confirmLabel: 'Start from this template' }))) return;
    try {
      const detail = await fetchTemplate(template.templateId).unwrap();
      dispatch(cartActions.templateStarted({ countryCode: detail.countryCode, collectibleType: detail.collectibleType, comics: detail.comics }));
      void navigate('/submit');
    } catch (error) {
      notifyError('Failed!', readServerFailure(error).message ?? 'The template could not be read.');
    }
  };

  const drop = async () => {
    if (!(await confirm({ title: `Delete “${template.name}”?`, message: submissionTemplateMessages.confirmDelete, confirmLabel: 'Delete' }))) return;
    try {
      notifySuccess('Saved', (await remove(template.templateId).unwrap()).message);
    } catch (error) {
      notifyError('Failed!', readServerFailure(error).message ?? 'The template could not be deleted.');
    }
  };

  return (
    <Paper component="li" withBorder radius="md" p="md" style={{ listStyle: 'none' }} data-testid="template-card">
      <Stack gap="xs">
        <Title order={3} size="h5">
          {template.name}
        </Title>
        <Text size="sm">
          {template.collectibleType}: {template.lineCount} {template.lineCount === 1 ? 'line' : 'lines'}, {template.bookCount} {template.bookCount === 1 ? 'book' : 'books'}. Saved{' '}
          {savedOn(template.savedAt)}.
        </Text>
        <Text size="sm" c="dimmed">
          {template.titles.join(', ')}
          {more > 0 ? ` and ${more} more` : ''}
        </Text>
        {renaming ? (
          <RenameForm template={template} onDone={() => setRenaming(false)} />
        ) : (
          <Group gap="sm">
            <Button size="sm" onClick={() => void start()} loading={starting} aria-label={`Start a submission from “${template.name}”`}>
              Start a submission
            </Button>
            <Button size="sm" variant="default" onClick={() => setRenaming(true)} aria-label={`Rename “${template.name}”`}>
              Rename
            </Button>
            <Button size="sm" variant="outline" color="red" onClick={() => void drop()} loading={deleting} aria-label={`Delete “${template.name}”`}>
              Delete
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * /account/template (spec 2.2): the member's submission templates. Save the cart under a name; start a new
 * submission from a template (its books and services fill the cart, priced with today's catalogue on the
 * submission page); rename or delete them.
 */
export function TemplatesPage() {
  const { data, isLoading, isError, refetch } = useGetTemplatesQuery();
  return (
    <AccountPageLayout title="Submission templates">
      <Stack gap="lg">
        <Text>
          A template keeps the books of a submission and the services chosen for them, so a regular submission is a click away. Starting from one
          fills your cart; the prices are those of the current price list.
        </Text>
        <SaveCartForm />
        <section aria-labelledby="templates-heading">
          <Title order={2} size="h4" id="templates-heading" mb="sm">
            Your templates
          </Title>
          {isLoading ? <PageLoader label="Loading your templates…" /> : null}
          {isError ? (
            <Alert color="red" variant="light" title="Your templates could not be loaded.">
              <Button size="xs" variant="outline" onClick={() => void refetch()}>
                Try again
              </Button>
            </Alert>
          ) : null}
          {data && data.length === 0 ? (
            <EmptyState icon={BoxIcon} data-testid="no-templates">
              No template yet. Build a submission, then save it here.
            </EmptyState>
          ) : null}
          {data && data.length > 0 ? (
            <Stack component="ul" gap="sm" p={0} m={0} aria-label="Your templates">
              {data.map((template) => (
                <TemplateCard key={template.templateId} template={template} />
              ))}
            </Stack>
          ) : null}
        </section>
      </Stack>
    </AccountPageLayout>
  );
}
