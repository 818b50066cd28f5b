import { useState, type FormEvent } from 'react';
import { Button, Group, NativeSelect, Stack, TextInput, Textarea, Title } from '@mantine/core';
import { formatCents, type StaffOrderView } from '@certus/contracts';
import { ServerFailureAlert } from '../../../../components/ui/server-failure-alert.tsx';
import type { ServerFailure } from '../../../../lib/api-errors.ts';
import { useCorrectDeclaredValueMutation } from '../../api/staff-steps-api.ts';
import { parseWholeDollars } from '../../model/money-input.ts';
import { linesOf } from '../../model/next-action.ts';
import { staffMessages } from '../../model/staff-messages.ts';
import { failureOf } from '../step-failure.ts';

type Field = 'value' | 'tierCode' | 'reason';
const TIER_CODE = /^[A-Z0-9][A-Z]$/;

/**
 * A declared value that does not match the book that arrived: the line's new value per book (whole dollars),
 * the tier to move it to when the value leaves its tier, and why. The server reprices and the balance moves.
 */
export function DeclaredValueForm({ view, onDone }: { view: StaffOrderView; onDone: (message: string) => void }) {
  const [correct, { isLoading }] = useCorrectDeclaredValueMutation();
  const lines = linesOf(view.books);
  const [lineIndex, setLineIndex] = useState(lines[0]?.lineIndex ?? 0);
  const [value, setValue] = useState('');
  const [tierCode, setTierCode] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<ServerFailure | null>(null);
  const { currency } = view.order;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const insuredCents = parseWholeDollars(value);
    const tier = tierCode.trim().toUpperCase();
    const found: Partial<Record<Field, string>> = {};
    if (insuredCents === null) found.value = staffMessages.dollarsInvalid;
    if (tier && !TIER_CODE.test(tier)) found.tierCode = staffMessages.tierCodeInvalid;
    if (!reason.trim()) found.reason = staffMessages.reasonRequired;
    else if (reason.trim().length > 500) found.reason = staffMessages.reasonTooLong;
    setErrors(found);
    const first = (['value', 'tierCode', 'reason'] as const).find((f) => found[f]);
    if (first || insuredCents === null) {
      if (first) event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    const refused = failureOf(await correct({ orderId: view.order.id, body: { lineIndex, insuredCents, tierId: tier || null, reason: reason.trim() } }));
    if (refused) {
      setFailure(refused);
      return;
    }
    setValue('');
    setTierCode('');
    setReason('');
    onDone(`Declared value of line ${lineIndex + 1} corrected to ${formatCents(insuredCents, currency)}.`);
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="declared-value-heading">
      <Title order={3} size="h5" id="declared-value-heading">
        Correct a declared value
      </Title>
      {failure ? <ServerFailureAlert heading="The declared value could not be corrected" failure={failure} /> : null}
      <form onSubmit={submit} noValidate aria-labelledby="declared-value-heading">
        <Stack gap="sm" maw={560}>
          <NativeSelect
            label="Line"
            value={String(lineIndex)}
            onChange={(e) => setLineIndex(Number(e.currentTarget.value))}
            data={lines.map((line) => ({
              value: String(line.lineIndex),
              label: `${line.lineIndex + 1}. ${line.title} ×${line.quantity}, ${formatCents(line.insuredCents, currency)} each, tier ${line.tierId}`,
            }))}
          />
          <Group grow align="flex-start">
            <TextInput
              name="value"
              label={`New value per book (${currency}, whole dollars)`}
              value={value}
              onChange={(e) => setValue(e.currentTarget.value)}
              error={errors.value}
              inputMode="numeric"
              autoComplete="off"
              withAsterisk
            />
            <TextInput
              name="tierCode"
              label="New tier code (optional)"
              description="When the new value is outside the tier"
              value={tierCode}
              onChange={(e) => setTierCode(e.currentTarget.value.toUpperCase())}
              error={errors.tierCode}
              maxLength={2}
              autoComplete="off"
            />
          </Group>
          <Textarea name="reason" label="Reason" value={reason} onChange={(e) => setReason(e.currentTarget.value)} error={errors.reason} withAsterisk rows={2} />
          <Group>
            <Button type="submit" loading={isLoading}>
              Correct declared value
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
