import { useMemo } from 'react';
import { Anchor, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { REVOCATION_REASON_TEXT, registryPaths, type CertificateRegistryRecord, type CertificateView } from '@certus/contracts';
import { checkCertificateInRegistry, type RegistryVerdict } from '@certus/contracts/registry/certificate-check';
import { countIn, type Language } from '../../region/index.ts';
import { isNotFound } from '../api/certificates-api.ts';
import { certifiedOn } from '../lib/format.ts';
import { useGetCertificateRegistryRecordQuery, useGetRegistryKeysQuery } from './registry-api.ts';
import { registryWords } from './registry-words.ts';

/**
 * The certificate's place in the public registry (issue [5/7]), checked here, in the browser: the registry's signature
 * on its latest tree head (under the key it publishes), this certificate's inclusion proof in that tree, and the
 * logged record against the page, whether it stands or was revoked included. Its own chunk (the hashing and Ed25519
 * code), loaded when the panel nears the screen.
 */
export default function RegistryPanel({ certificate, language }: { certificate: CertificateView; language: Language }) {
  const text = registryWords[language];
  const record = useGetCertificateRegistryRecordQuery(certificate.certificationId);
  const keys = useGetRegistryKeysQuery();
  const verdict = useMemo<RegistryVerdict | null>(
    () => (record.data && keys.data ? checkCertificateInRegistry(record.data, keys.data, { ...certificate, revoked: certificate.revocation !== null }) : null),
    [record.data, keys.data, certificate],
  );
  const failedToLoad = (record.isError && !isNotFound(record.error)) || keys.isError;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="certificate-registry-heading" data-testid="certificate-registry">
      <Stack gap="xs">
        <Title order={2} size="h4" id="certificate-registry-heading">
          {text.heading}
        </Title>
        <div role="status" aria-live="polite">
          {record.isError && isNotFound(record.error) ? (
            <Text>{text.notFound}</Text>
          ) : failedToLoad ? (
            <Text>{text.unavailable}</Text>
          ) : verdict ? (
            <Verdict verdict={verdict} entries={record.data!.entries} language={language} />
          ) : (
            <Text c="dimmed">{text.checking}</Text>
          )}
        </div>
        <Anchor href={registryPaths.certificate(certificate.certificationId)} size="sm" target="_blank" rel="noopener">
          {text.seeProof}
        </Anchor>
      </Stack>
    </Paper>
  );
}

function Verdict({ verdict, entries, language }: { verdict: RegistryVerdict; entries: CertificateRegistryRecord['entries']; language: Language }) {
  const text = registryWords[language];
  switch (verdict.kind) {
    case 'verified': {
      const certifications = entries.filter(({ entry }) => entry.kind !== 'revoked').length;
      const revokedBefore = entries.findLast(({ entry }) => entry.kind === 'revoked')?.entry.revocation;
      return (
        <Stack gap={4} data-testid="registry-verdict" data-verdict="verified">
          <Group gap="xs" wrap="nowrap">
            <ThemeIcon color="green" size="sm" radius="xl" aria-hidden>
              ✓
            </ThemeIcon>
            <Text fw={700}>{text.verified}</Text>
          </Group>
          <Text size="sm">{text.verifiedDetail(countIn(verdict.entry.seq + 1, language), countIn(verdict.head.treeSize, language), certifiedOn(verdict.head.timestamp, language))}</Text>
          {certifications > 1 ? <Text size="sm">{text.recertified(certifications)}</Text> : null}
          {revokedBefore ? <Text size="sm">{text.revokedBefore(certifiedOn(revokedBefore.revokedAt, language))}</Text> : null}
          <Text size="xs" c="dimmed">
            {text.verifiedHow} {text.keyOf(verdict.head.keyId)}.
          </Text>
        </Stack>
      );
    }
    case 'revoked':
      // The registry's own record of why, not the page's: this is what the browser checked.
      return (
        <Stack gap={4} data-testid="registry-verdict" data-verdict="revoked">
          <Group gap="xs" wrap="nowrap">
            <ThemeIcon color="red" size="sm" radius="xl" aria-hidden>
              ✕
            </ThemeIcon>
            <Text fw={700} c="red.8">
              {text.revoked(certifiedOn(verdict.revocation.revokedAt, language))}
            </Text>
          </Group>
          <Text size="sm">
            {text.reason}
            <span lang={language === 'en' ? undefined : 'en'}>{REVOCATION_REASON_TEXT[verdict.revocation.reason]}</span>
          </Text>
          <Text size="sm">{text.verifiedDetail(countIn(verdict.entry.seq + 1, language), countIn(verdict.head.treeSize, language), certifiedOn(verdict.head.timestamp, language))}</Text>
          <Text size="xs" c="dimmed">
            {text.revokedHow} {text.keyOf(verdict.head.keyId)}.
          </Text>
        </Stack>
      );
    case 'pending':
      return (
        <Text data-testid="registry-verdict" data-verdict="pending" fw={verdict.entry.kind === 'revoked' ? 700 : undefined}>
          {verdict.entry.kind === 'revoked' ? text.pendingRevocation(certifiedOn(verdict.entry.loggedAt, language)) : text.pending(certifiedOn(verdict.entry.loggedAt, language))}
        </Text>
      );
    case 'differs': {
      const said =
        verdict.field === 'revocation'
          ? verdict.logged === 'revoked'
            ? text.differsRevoked(certifiedOn(verdict.entry.revocation?.revokedAt ?? verdict.entry.loggedAt, language))
            : text.differsInForce
          : text.differs(verdict.field === 'grade' ? text.differsGrade : verdict.field === 'category' ? text.differsCategory : text.differsBook, verdict.logged);
      return (
        <Text c="red.8" fw={700} data-testid="registry-verdict" data-verdict="differs">
          {said}
        </Text>
      );
    }
    case 'failed':
      return (
        <Text c="red.8" fw={700} data-testid="registry-verdict" data-verdict="failed">
          {text.failed}
        </Text>
      );
  }
}
