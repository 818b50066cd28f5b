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
import { useDeleteTemplateMutation, useGetTemplatesQuery, useLazyGetTemplateQuery, useRenameTemplateMutation, useSaveTemplateMutation } from '../api/templates-api.ts';
import { translatedErrors } from '../../../lib/localized-form.ts';
import { localeOf, useLanguage, useMessages } from '../../region/index.ts';
import { templateSentence, templatesText } from '../templates-messages.ts';

const nameOnly = (value: string) => {
  const parsed = TemplateName.safeParse(value);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? submissionTemplateMessages.nameRequired);
};

const savedOn = (iso: string, locale: string) => new Date(iso).toLocaleDateString(locale, { dateStyle: 'medium' });

/** The page's words and its sentence translation (a field's message, a refusal, a toast) in the language read. */
function useTemplatesWords() {
  const text = useMessages(templatesText);
  const say = (sentence: string) => templateSentence(text, sentence);
  return {
    text,
    say: (sentence: string) => say(sentence) ?? sentence,
    errors: translatedErrors(text === templatesText.en ? null : say),
    failure: (failure: ServerFailure): ServerFailure => ({
      ...failure,
      messages: failure.messages.map((message) => say(message) ?? message),
      message: failure.message === null ? null : (say(failure.message) ?? failure.message),
    }),
  };
}

/** The cart as it stands, saved under a name (its lines only: prices are the catalogue's of the day a submission starts). */
function SaveCartForm() {
  const { cart, loaded } = useCartState();
  const [save, { isLoading }] = useSaveTemplateMutation();
  const [failure, setFailure] = useState<ServerFailure | null>(null);
  const words = useTemplatesWords();
  const { text } = words;
  const form = useForm({ mode: 'controlled', enhanceGetInputProps: words.errors, initialValues: { name: '' }, validate: { name: nameOnly } });
  const books = cart.comics.reduce((n, line) => n + line.quantity, 0);

  const onSubmit = form.onSubmit(async ({ name }) => {
    setFailure(null);
    try {
      const result = await save({ name: name.trim(), countryCode: cart.countryCode, collectibleType: cart.collectibleType, comics: cart.comics }).unwrap();
      form.reset();
      notifySuccess(text.saved, words.say(result.message));
    } catch (error) {
      setFailure(applySubmitFailure(error, form, ['name']));
    }
  });

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="save-template-heading">
      <Title order={2} size="h4" id="save-template-heading" mb="xs">
        {text.saveTitle}
      </Title>
      {!loaded ? null : cart.comics.length === 0 ? (
        <Text size="sm" data-testid="cart-empty">
          {text.cartEmptyBefore}
          <Anchor component={Link} to="/submit">
            {text.addBooks}
          </Anchor>
          {text.cartEmptyAfter}
        </Text>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="sm">
            <Text size="sm" data-testid="cart-summary">
              {text.cartSummary(cart.comics.length, books, cart.collectibleType)}
            </Text>
            {failure ? <ServerFailureAlert heading={text.notSaved} failure={words.failure(failure)} /> : null}
            <Group align="flex-end">
              <TextInput label={text.templateName} required maxLength={60} style={{ flex: 1 }} {...form.getInputProps('name')} />
              <Button type="submit" loading={isLoading}>
                {text.saveTemplate}
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
  const words = useTemplatesWords();
  const { text } = words;
  const form = useForm({ mode: 'controlled', enhanceGetInputProps: words.errors, initialValues: { name: template.name }, validate: { name: nameOnly } });
  const onSubmit = form.onSubmit(async ({ name }) => {
    setFailure(null);
    try {
      notifySuccess(text.saved, words.say((await rename({ id: template.templateId, name: name.trim() }).unwrap()).message));
      onDone();
    } catch (error) {
      setFailure(applySubmitFailure(error, form, ['name']));
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="xs">
        {failure ? <ServerFailureAlert heading={text.notRenamed} failure={words.failure(failure)} /> : null}
        <Group align="flex-end">
          <TextInput label={text.newName(template.name)} required maxLength={60} data-autofocus autoFocus style={{ flex: 1 }} {...form.getInputProps('name')} />
          <Button type="submit" loading={isLoading}>
            {text.rename}
          </Button>
          <Button variant="default" onClick={onDone}>
            {text.cancel}
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
  const words = useTemplatesWords();
  const { text } = words;
  const locale = localeOf(useLanguage());

  const start = async () => {
    if (cart.comics.length > 0 && !(await confirm({ title: text.replaceTitle, message: words.say(submissionTemplateMessages.confirmReplaceCart), confirmLabel: text.startFromTemplate, cancelLabel: text.cancel }))) return;
    try {
      const detail = await fetchTemplate(template.templateId).unwrap();
      dispatch(cartActions.templateStarted({ countryCode: detail.countryCode, collectibleType: detail.collectibleType, comics: detail.comics }));
      void navigate('/submit');
    } catch (error) {
      notifyError(text.failed, words.say(readServerFailure(error).message ?? text.readFailed));
    }
  };

  const drop = async () => {
    if (!(await confirm({ title: text.deleteTitle(template.name), message: words.say(submissionTemplateMessages.confirmDelete), confirmLabel: text.delete, cancelLabel: text.cancel }))) return;
    try {
      notifySuccess(text.saved, words.say((await remove(template.templateId).unwrap()).message));
    } catch (error) {
      notifyError(text.failed, words.say(readServerFailure(error).message ?? text.deleteFailed));
    }
  };

  return (
    <Paper component="li" withBorder radius="md" p="md" style={{ listStyle: 'none' }} data-testid="template-card">
      <Stack gap="xs">
        <Title order={3} size="h5">
          {template.name}
        </Title>
        <Text size="sm">
          {text.summary(template.collectibleType, template.lineCount, template.bookCount, savedOn(template.savedAt, locale))}
        </Text>
        <Text size="sm" c="dimmed">
          {template.titles.join(', ')}
          {more > 0 ? text.andMore(more) : ''}
        </Text>
        {renaming ? (
          <RenameForm template={template} onDone={() => setRenaming(false)} />
        ) : (
          <Group gap="sm">
            <Button size="sm" onClick={() => void start()} loading={starting} aria-label={text.startNamed(template.name)}>
              {text.startSubmission}
            </Button>
            <Button size="sm" variant="default" onClick={() => setRenaming(true)} aria-label={text.renameNamed(template.name)}>
              {text.rename}
            </Button>
            <Button size="sm" variant="outline" color="red" onClick={() => void drop()} loading={deleting} aria-label={text.deleteNamed(template.name)}>
              {text.delete}
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
  const text = useMessages(templatesText);
  return (
    <AccountPageLayout title={text.title}>
      <Stack gap="lg">
        <Text>{text.intro}</Text>
        <SaveCartForm />
        <section aria-labelledby="templates-heading">
          <Title order={2} size="h4" id="templates-heading" mb="sm">
            {text.yourTemplates}
          </Title>
          {isLoading ? <PageLoader label={text.loading} /> : null}
          {isError ? (
            <Alert color="red" variant="light" title={text.loadFailed}>
              <Button size="xs" variant="outline" onClick={() => void refetch()}>
                {text.tryAgain}
              </Button>
            </Alert>
          ) : null}
          {data && data.length === 0 ? (
            <EmptyState icon={BoxIcon} data-testid="no-templates">
              {text.empty}
            </EmptyState>
          ) : null}
          {data && data.length > 0 ? (
            <Stack component="ul" gap="sm" p={0} m={0} aria-label={text.yourTemplates}>
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
