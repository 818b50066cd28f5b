import { useState } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { browserFileHost, saveTextFile } from '../../../lib/save-file.ts';
import { useDownloadAuditFileMutation, type AuditDownload } from '../api/audit-api.ts';
import { refusalOf } from '../lib/refusal.ts';
import { auditMessages } from '../model/audit-messages.ts';

export interface AuditFile {
  download: AuditDownload;
  fileName: string;
  /** text/csv;charset=utf-8 or application/x-ndjson. */
  contentType: string;
}

export const CSV = 'text/csv;charset=utf-8';
export { JSON_LINES_MEDIA_TYPE as JSON_LINES } from '@certus/contracts/audit/audit-exports';

interface DownloadButtonProps {
  label: string;
  /** The file to fetch, or null when the form it depends on is not right yet (it says why itself). */
  file: () => AuditFile | null;
}

/**
 * A CSV or JSON-lines download of the audit API. Fetched with the auditor's token (a plain link could not carry
 * it, as for the member's invoice and packing slip), then saved under its name; a refusal says why.
 */
export function DownloadButton({ label, file }: DownloadButtonProps) {
  const [fetchFile, { isLoading }] = useDownloadAuditFileMutation();
  const [failure, setFailure] = useState<string | null>(null);

  const save = async () => {
    setFailure(null);
    const wanted = file();
    if (!wanted) return;
    const answer = await fetchFile(wanted.download);
    if ('error' in answer && answer.error) return setFailure(refusalOf(answer.error) ?? auditMessages.downloadFailed);
    saveTextFile(browserFileHost(), answer.data ?? '', wanted.fileName, wanted.contentType);
  };

  return (
    <Stack gap={4} align="flex-start">
      <Button variant="default" onClick={() => void save()} loading={isLoading}>
        {label}
      </Button>
      {failure ? (
        <Text size="sm" c="red.7" role="alert">
          {failure}
        </Text>
      ) : null}
    </Stack>
  );
}
