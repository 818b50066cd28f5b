import { useState } from 'react';
import { Badge, Button, Stack, Table, Text } from '@mantine/core';
import type { StaffOrderView } from '@certus/contracts';
import { ColumnHeaders } from '../../../components/ui/column-headers.tsx';
import { ServerFailureAlert } from '../../../components/ui/server-failure-alert.tsx';
import type { ServerFailure } from '../../../lib/api-errors.ts';
import { useApproveTierQcMutation } from '../api/staff-steps-api.ts';
import { tierQcOf } from '../model/next-action.ts';
import { failureOf } from './step-failure.ts';

/** The tier groups with their status and QC: approval is offered once every arrived book of the tier is Encapsulated. */
export function TierTable({ view, onDone }: { view: StaffOrderView; onDone: (message: string) => void }) {
  const [approve, { isLoading, originalArgs }] = useApproveTierQcMutation();
  const [failure, setFailure] = useState<ServerFailure | null>(null);
  const orderId = view.order.id;

  const approveTier = async (tierId: string) => {
    setFailure(null);
    const refused = failureOf(await approve({ orderId, tierId }));
    if (refused) setFailure(refused);
    else onDone(`Tier ${tierId} passed QC.`);
  };

  return (
    <Stack gap="xs">
      {failure ? <ServerFailureAlert heading="QC could not be recorded" failure={failure} /> : null}
      <Table verticalSpacing="xs" maw={860}>
        <Table.Caption>Tiers</Table.Caption>
        <ColumnHeaders columns={['Tier', { label: 'Books', numeric: true }, 'Status', 'QC']} />
        <Table.Tbody>
          {view.order.tiers.map((tier) => {
            const qc = tierQcOf(view, tier);
            const noteId = `qc-note-${tier.id}`;
            return (
              <Table.Tr key={tier.id} data-testid="staff-tier-row">
                <Table.Th scope="row" fw={500}>
                  {tier.id} · {tier.label}
                </Table.Th>
                <Table.Td ta="right">{tier.count}</Table.Td>
                <Table.Td>{tier.displayStatus}</Table.Td>
                <Table.Td>
                  {qc.kind === 'approved' ? (
                    <Badge color="green" variant="light" tt="none">
                      QC passed
                    </Badge>
                  ) : (
                    <>
                      <Button
                        size="compact-sm"
                        disabled={qc.kind !== 'ready'}
                        loading={isLoading && originalArgs?.tierId === tier.id}
                        onClick={() => void approveTier(tier.id)}
                        aria-describedby={qc.kind === 'waiting' ? noteId : undefined}
                      >
                        Approve QC of tier {tier.id}
                      </Button>
                      {qc.kind === 'waiting' ? (
                        <Text id={noteId} size="xs" c="dimmed" component="span" ml="xs">
                          {qc.encapsulated} of {qc.arrived} books encapsulated
                        </Text>
                      ) : null}
                    </>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
