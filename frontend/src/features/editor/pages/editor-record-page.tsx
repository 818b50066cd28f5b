import { useMemo, useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, Container, Divider, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDocumentTitle } from '@mantine/hooks';
import { Link, useNavigate, useParams } from 'react-router';
import { CONTENT_KIND_LABELS, isContentKind, type ContentKind, type EditorContentDetail } from '@certus/contracts';
import { useConfirm } from '../../../components/ui/confirm-dialog.tsx';
import { LoadFailureAlert } from '../../../components/ui/load-failure-alert.tsx';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { ServerFailureAlert } from '../../../components/ui/server-failure-alert.tsx';
import { notifySuccess } from '../../../components/ui/toast.ts';
import { readServerFailure, type ServerFailure } from '../../../lib/api-errors.ts';
import { ariaInvalidWhenInError } from '../../../lib/form.ts';
import { useGetEditorRecordQuery, usePublishContentMutation, useReviseContentMutation, useWithdrawContentMutation } from '../api/editor-api.ts';
import { RecordFields } from '../components/record-fields.tsx';
import { StatusBadge } from '../components/status-badge.tsx';
import { storeDraftPreview } from '../model/draft-preview.ts';
import { FIELDS_OF, bodyOf, draftViewOf, emptyValues, formErrors, serverFieldErrors, valuesOf, type RecordFormValues } from '../model/record-form.ts';

const lower = (kind: ContentKind) => CONTENT_KIND_LABELS[kind].one.toLowerCase();

/** Opens the public preview of what the form holds now, in a new tab (features/editor/pages/preview-page.tsx). */
function previewDraft(kind: ContentKind, values: RecordFormValues): boolean {
  const view = draftViewOf(kind, values);
  if (!view) return false;
  storeDraftPreview(view);
  window.open('/preview?draft=1', '_blank', 'noopener');
  return true;
}

function RecordForm({ kind, detail }: { kind: ContentKind; detail: EditorContentDetail | null }) {
  const navigate = useNavigate();
  const naming = detail === null;
  const withdrawn = detail?.row.status === 'withdrawn';
  const initialValues = useMemo(
    () => (detail ? valuesOf(detail.row.name, detail.record, 'image' in detail.view && detail.view.image ? detail.view.image.url : null, new Date()) : emptyValues(kind, new Date())),
    [detail, kind],
  );
  const form = useForm<RecordFormValues>({
    initialValues,
    validate: (values) => formErrors(kind, values, { naming }),
    enhanceGetInputProps: ariaInvalidWhenInError,
  });
  const [nameTouched, setNameTouched] = useState(!naming);
  const [failure, setFailure] = useState<ServerFailure | null>(null);
  const [publish, publishing] = usePublishContentMutation();
  const [revise, revising] = useReviseContentMutation();

  const focusFirstError = (errors: Partial<Record<string, unknown>>) => {
    const first = FIELDS_OF[kind].find((field) => errors[field]);
    if (first) (document.querySelector<HTMLElement>(`[data-path="${first}"]`) ?? form.getInputNode(first))?.focus();
  };

  const save = async (values: RecordFormValues) => {
    setFailure(null);
    const record = bodyOf(kind, values);
    const result = naming ? await publish({ kind, name: values.name, record }) : await revise({ kind, name: values.name, record });
    if ('error' in result && result.error) {
      const refused = readServerFailure(result.error);
      const errors = serverFieldErrors(refused.fieldErrors);
      form.setErrors(errors);
      setFailure(refused);
      focusFirstError(errors);
      return;
    }
    notifySuccess(naming ? 'Published' : 'Saved', naming ? `The ${lower(kind)} '${values.title}' is published.` : `The ${lower(kind)} '${values.title}' is revised.`);
    if (naming) navigate(`/editor/${kind}/${values.name}`);
  };

  const onSubmit = form.onSubmit((values) => void save(values), focusFirstError);
  const onPreview = () => {
    const { hasErrors, errors } = form.validate();
    if (hasErrors || !previewDraft(kind, form.values)) focusFirstError(errors);
  };

  return (
    <Stack gap="md">
      {failure ? <ServerFailureAlert heading={naming ? 'It could not be published' : 'The changes could not be saved'} failure={failure} /> : null}
      <form onSubmit={onSubmit} noValidate aria-label={naming ? `New ${lower(kind)}` : `Revise the ${lower(kind)}`}>
        <fieldset disabled={withdrawn} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          <Stack gap="md" maw={760}>
            <RecordFields kind={kind} form={form} naming={naming} nameTouched={nameTouched} onNameTyped={() => setNameTouched(true)} />
            <Group>
              <Button type="submit" loading={publishing.isLoading || revising.isLoading}>
                {naming ? 'Publish' : 'Save changes'}
              </Button>
              <Button type="button" variant="outline" onClick={onPreview}>
                Preview this draft
              </Button>
            </Group>
          </Stack>
        </fieldset>
      </form>
    </Stack>
  );
}

function WithdrawSection({ kind, detail }: { kind: ContentKind; detail: EditorContentDetail }) {
  const [withdraw, { isLoading }] = useWithdrawContentMutation();
  const confirm = useConfirm();
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<ServerFailure | null>(null);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const sure = await confirm({
      title: `Withdraw '${detail.row.title}'?`,
      message: 'It leaves the public site at once, whatever its window says, and cannot be published again under this name.',
      confirmLabel: 'Withdraw',
      cancelLabel: 'Keep it',
      danger: true,
    });
    if (!sure) return;
    setFailure(null);
    const result = await withdraw({ kind, name: detail.row.name, reason: reason.trim() });
    if ('error' in result && result.error) setFailure(readServerFailure(result.error));
    else notifySuccess('Withdrawn', `The ${lower(kind)} '${detail.row.title}' is off the public site.`);
  };
  return (
    <Stack gap="sm" component="section" aria-labelledby="withdraw-heading" maw={760}>
      <Divider my="sm" />
      <Title order={2} size="h4" id="withdraw-heading">
        Withdraw
      </Title>
      {failure ? <ServerFailureAlert heading="It could not be withdrawn" failure={failure} /> : null}
      <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby="withdraw-heading">
        <Stack gap="sm">
          <Textarea label="Why (for the other editors)" value={reason} onChange={(e) => setReason(e.currentTarget.value)} maxLength={300} rows={2} />
          <Group>
            <Button type="submit" color="red" variant="outline" loading={isLoading}>
              Withdraw…
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}

/**
 * /editor/new/{kind} and /editor/{kind}/{name} (editor role): publish a record, or revise and withdraw one. The
 * form checks with the contracts' rules as the server does; "Preview this draft" opens /preview in a new tab
 * with what the form holds, as the public would see it.
 */
export function EditorRecordPage() {
  const params = useParams();
  const kindParam = params.kind ?? '';
  const name = params.name ?? null;
  const kind = isContentKind(kindParam) ? kindParam : null;
  const record = useGetEditorRecordQuery({ kind: kind ?? 'convention', name: name ?? '' }, { skip: !kind || !name });
  const title = !kind ? 'Site content' : name ? (record.data?.row.title ?? CONTENT_KIND_LABELS[kind].one) : `New ${lower(kind)}`;
  useDocumentTitle(`${title} | Editor | Certus`);

  return (
    <Container size="lg" py="lg">
      <Stack gap="md">
        <Anchor component={Link} to="/editor" size="sm">
          ← All site content
        </Anchor>
        <Title order={1}>{title}</Title>
        {!kind ? <Alert color="red" title="Unknown kind">There is no such kind of content.</Alert> : null}
        {kind && name && record.isLoading ? <PageLoader label="Loading the record…" /> : null}
        {kind && name && record.error && !record.data ? (
          (record.error as { status?: unknown }).status === 404 ? (
            <Alert color="red" title="Not found">No {lower(kind)} is named '{name}'.</Alert>
          ) : (
            <LoadFailureAlert title="The record could not be loaded" onRetry={() => void record.refetch()} retrying={record.isFetching} />
          )
        ) : null}
        {kind && record.data ? (
          <Group gap="sm" data-testid="record-status">
            <StatusBadge status={record.data.row.status} />
            <Text size="sm">
              {CONTENT_KIND_LABELS[kind].one} · revision {record.data.row.revision} · last changed {new Date(record.data.row.updatedAt).toLocaleString()}
            </Text>
            <Anchor component={Link} to={`/preview?kind=${kind}&name=${record.data.row.name}`} size="sm">
              Preview as saved
            </Anchor>
          </Group>
        ) : null}
        {kind && record.data?.row.status === 'withdrawn' ? (
          <Alert color="gray" title="Withdrawn">
            Withdrawn {record.data.row.withdrawnAt ? new Date(record.data.row.withdrawnAt).toLocaleString() : ''}
            {record.data.row.withdrawnReason ? `: ${record.data.row.withdrawnReason}` : ''}. It stays off the public site; publish a new record to replace it.
          </Alert>
        ) : null}
        {kind && !name ? <RecordForm kind={kind} detail={null} /> : null}
        {kind && name && record.data ? <RecordForm key={`${record.data.row.revision}`} kind={kind} detail={record.data} /> : null}
        {kind && record.data && record.data.row.status !== 'withdrawn' ? <WithdrawSection kind={kind} detail={record.data} /> : null}
      </Stack>
    </Container>
  );
}
