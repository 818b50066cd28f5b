import { useEffect, useId, useRef, useState } from 'react';
import { Alert, Button, Group, Paper, Radio, Stack, Text, Textarea, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { REVOCATION_REASON_TEXT, RevocationReason, RevokeCertificateBody, type CertificateView } from '@certus/contracts';
import { ServerFailureAlert } from '../../../components/ui/server-failure-alert.tsx';
import { applySubmitFailure, focusFirstInvalid } from '../../../components/ui/submit-failure.ts';
import type { ServerFailure } from '../../../lib/api-errors.ts';
import { useRevokeCertificateMutation } from './revocation-api.ts';
import { revokeWords as words } from './revoke-words.ts';

const REVOKE_FIELDS = ['reason', 'note'] as const;
type RevokeValues = {
  /** '' until a reason is chosen (the contracts' schema then says to choose one). */
  reason: RevocationReason | '';
  note: string;
};

/**
 * The worker's action on a certificate page (issue [5/7]), in its own chunk (loaded for the worker role only): a
 * "Revoke certificate" button that opens the form in place (the panel sits beside the label a worker checks it
 * against, on a phone as on a desk). A reason among the contracts' (each with the words the public will read), the
 * note for the record, then the confirmation. Checked in the browser with the contracts' schema, as the server
 * checks it. On success the certificate is read again (revocation-api.ts), so the page's notice appears.
 */
export default function RevokeCertificateAction({ certificate, lang }: { certificate: CertificateView; lang?: string }) {
  const [opened, setOpened] = useState(false);
  const [revoked, setRevoked] = useState<string | null>(null);
  const openButton = useRef<HTMLButtonElement>(null);
  const cancelled = useRef(false);
  const inForce = certificate.revocation === null;
  // A cancelled form gives the focus back to the button that opened it.
  useEffect(() => {
    if (opened || !cancelled.current) return;
    cancelled.current = false;
    openButton.current?.focus();
  }, [opened]);
  // A revoked certificate has nothing to do here, unless its revocation was just made (or refused) here.
  if (!inForce && !opened && !revoked) return null;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="certificate-staff-heading" data-testid="certificate-staff" lang={lang}>
      <Stack gap="sm">
        <Title order={2} size="h4" id="certificate-staff-heading">
          {words.heading}
        </Title>
        {revoked ? (
          <Alert color="green" variant="light" role="status" data-testid="revocation-done">
            {revoked}
          </Alert>
        ) : null}
        {inForce && !opened ? (
          <>
            <Text size="sm">{words.intro}</Text>
            <Group>
              <Button ref={openButton} color="red" variant="outline" onClick={() => setOpened(true)}>
                {words.open}
              </Button>
            </Group>
          </>
        ) : null}
        {opened ? (
          <RevokeCertificateForm
            certificationId={certificate.certificationId}
            onRevoked={(message) => {
              setOpened(false);
              setRevoked(message);
            }}
            onCancel={() => {
              cancelled.current = true;
              setOpened(false);
            }}
          />
        ) : null}
      </Stack>
    </Paper>
  );
}

interface RevokeCertificateFormProps {
  certificationId: string;
  onRevoked(message: string): void;
  onCancel(): void;
}

function RevokeCertificateForm({ certificationId, onRevoked, onCancel }: RevokeCertificateFormProps) {
  const [revoke, { isLoading }] = useRevokeCertificateMutation();
  const [failure, setFailure] = useState<ServerFailure | null>(null);
  const headingId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<RevokeValues>({
    mode: 'controlled',
    initialValues: { reason: '', note: '' },
    validate: schemaResolver(RevokeCertificateBody, { sync: true }),
  });

  // Opened from its button: the worker goes on from the first reason.
  useEffect(() => formRef.current?.querySelector<HTMLInputElement>('input[type="radio"]')?.focus(), []);

  const onSubmit = form.onSubmit(
    async (values) => {
      setFailure(null);
      const result = await revoke({ certificationId, body: RevokeCertificateBody.parse(values), idempotencyKey: crypto.randomUUID() });
      if (result.error) {
        setFailure(applySubmitFailure(result.error, form, REVOKE_FIELDS));
        return;
      }
      onRevoked(result.data.message);
    },
    (errors) => focusFirstInvalid(form, REVOKE_FIELDS, errors),
  );

  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId} data-testid="revoke-certificate-form">
      <Title order={3} size="h5" id={headingId}>
        {words.formHeading(certificationId)}
      </Title>
      {failure ? <ServerFailureAlert heading={words.failedHeading} failure={failure} /> : null}
      <form ref={formRef} onSubmit={onSubmit} noValidate aria-labelledby={headingId} aria-busy={isLoading}>
        <Stack gap="sm">
          <Radio.Group label={words.reasonLabel} withAsterisk key={form.key('reason')} {...form.getInputProps('reason')}>
            <Stack gap={6} mt={6}>
              {RevocationReason.options.map((reason) => (
                <Radio key={reason} value={reason} label={REVOCATION_REASON_TEXT[reason]} />
              ))}
            </Stack>
          </Radio.Group>
          <Textarea label={words.noteLabel} description={words.noteDescription} withAsterisk rows={4} key={form.key('note')} {...form.getInputProps('note')} />
          <Group gap="sm">
            <Button type="submit" color="red" loading={isLoading}>
              {words.confirm}
            </Button>
            <Button variant="default" onClick={onCancel} disabled={isLoading}>
              {words.cancel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
