import { useState } from 'react';
import { Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { auditPaths } from '../api/audit-paths.ts';
import { AUDIT_EXPORT_MAX_DAYS, checkExportRange, rangeFileName, type ExportRange } from '../lib/export-range.ts';
import { CSV, DownloadButton, JSON_LINES, type AuditFile } from './download-button.tsx';

/**
 * A whole period for an audit: every order event recorded in it as JSON lines, or the ledgers of the orders it
 * touched as CSV (GET /api/audit/events.jsonl and /api/audit/ledger.csv ?from=&to=).
 */
export function RangeExportBox() {
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [errors, setErrors] = useState<{ from?: string; to?: string }>({});

  /** The range, or null with what is wrong said beside its field. */
  const range = (): ExportRange | null => {
    const checked = checkExportRange(from, to);
    if ('error' in checked) {
      setErrors({ [checked.field]: checked.error });
      return null;
    }
    setErrors({});
    return checked.range;
  };
  const file = (kind: 'events' | 'ledgers') => (): AuditFile | null => {
    const chosen = range();
    if (!chosen) return null;
    return {
      download: { url: kind === 'events' ? auditPaths.rangeEventsJsonLines : auditPaths.rangeLedgersCsv, params: { from: chosen.from, to: chosen.to } },
      fileName: rangeFileName(kind, chosen),
      contentType: kind === 'events' ? JSON_LINES : CSV,
    };
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="range-export-heading" data-testid="range-export">
      <Stack gap="sm">
        <Title order={2} size="h4" id="range-export-heading">
          Export a date range
        </Title>
        <Text size="sm" c="dimmed">
          Every order event recorded in the range, or the fee ledgers of the orders it touched: whole UTC days, both included, at most{' '}
          {AUDIT_EXPORT_MAX_DAYS} of them.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" maw={520}>
          <TextInput type="date" label="From" value={from} onChange={(e) => setFrom(e.currentTarget.value)} error={errors.from} />
          <TextInput type="date" label="To" value={to} onChange={(e) => setTo(e.currentTarget.value)} error={errors.to} />
        </SimpleGrid>
        <Group gap="sm" align="flex-start">
          <DownloadButton label="Download events (JSON lines)" file={file('events')} />
          <DownloadButton label="Download ledgers (CSV)" file={file('ledgers')} />
        </Group>
      </Stack>
    </Paper>
  );
}
