import { useMemo, useState } from 'react';
import { Alert, Group, Loader, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import type { AuditOrderAsOf, AuditOrderHistory } from '@certus/contracts';
import { useGetAuditOrderAsOfQuery } from '../api/audit-api.ts';
import { compareMoments } from '../lib/compare-moments.ts';
import { refusalOf } from '../lib/refusal.ts';
import { AsOfView } from './as-of-view.tsx';
import { MomentChangesList } from './moment-changes.tsx';
import { MomentSlider } from './moment-slider.tsx';
import { MomentTimeForm } from './moment-time-form.tsx';

/** A moment of the order: one of its versions, or a time (UTC ISO). */
export type AuditMoment = { version: number } | { at: string };

export const AS_OF_HEADING_ID = 'as-of-heading';

interface AsOfSectionProps {
  orderId: string;
  history: AuditOrderHistory;
  moment: AuditMoment;
  onMoment(moment: AuditMoment): void;
}

/** The other moment to compare with at first: the order now, or the event before when now is already shown. */
const firstOtherVersion = (shown: number, last: number) => (shown < last ? last : Math.max(1, last - 1));

function Refusal({ error }: { error: unknown }) {
  return (
    <Alert color="red" variant="light" role="alert" title="This moment could not be shown">
      {refusalOf(error) ?? 'Please try again in a moment.'}
    </Alert>
  );
}

function Folding({ version }: { version: number | null }) {
  return (
    <Group gap="xs" role="status">
      <Loader size="xs" aria-hidden />
      <Text size="sm">{version ? `Folding the order up to event ${version}…` : 'Folding the order up to that time…'}</Text>
    </Group>
  );
}

/**
 * The order as it stood at any moment (GET .../as-of): picked on a slider over its events or by a date and time,
 * folded by the server with the code that builds the live order. "Compare" adds a second moment: the two side by
 * side (one above the other on a phone) and what changed between them, marked on the later one.
 */
export function AsOfSection({ orderId, history, moment, onMoment }: AsOfSectionProps) {
  const last = history.events.at(-1)!.version;
  const asOf = useGetAuditOrderAsOfQuery({ orderId, ...moment }, { refetchOnMountOrArgChange: true });
  const shownVersion = 'version' in moment ? moment.version : (asOf.data?.version ?? last);
  const [otherVersion, setOtherVersion] = useState<number | null>(null);
  const comparing = otherVersion !== null;
  const other = useGetAuditOrderAsOfQuery({ orderId, version: otherVersion ?? last }, { skip: !comparing, refetchOnMountOrArgChange: true });

  const a = asOf.error ? undefined : asOf.data;
  const b = comparing && !other.error ? other.data : undefined;
  const changes = useMemo(() => (a && b && a.version !== b.version ? compareMoments(a, b) : null), [a, b]);
  const marked = (view: AuditOrderAsOf) => (changes && view.version === changes.toVersion ? changes : null);

  return (
    <Stack gap="md" component="section" aria-labelledby={AS_OF_HEADING_ID} data-testid="as-of-section">
      <Title order={2} id={AS_OF_HEADING_ID} tabIndex={-1}>
        The order as of a moment
      </Title>
      <Text size="sm" c="dimmed">
        Folded from the order’s events up to the moment chosen, by the same code that builds the live order: what the order page and the tracker
        showed then.
      </Text>
      <MomentSlider label={comparing ? 'Moment A' : 'Moment'} history={history} version={shownVersion} onVersion={(version) => onMoment({ version })} />
      <MomentTimeForm initialAt={history.events.at(-1)!.recordedAt} onAt={(at) => onMoment({ at })} />
      <Switch
        label="Compare with another moment"
        checked={comparing}
        onChange={(event) => setOtherVersion(event.currentTarget.checked ? firstOtherVersion(shownVersion, last) : null)}
      />
      {comparing ? <MomentSlider label="Moment B" history={history} version={otherVersion} onVersion={setOtherVersion} /> : null}
      {asOf.isFetching ? <Folding version={'version' in moment ? moment.version : null} /> : null}
      {comparing && other.isFetching ? <Folding version={otherVersion} /> : null}
      {asOf.error && !asOf.isFetching ? <Refusal error={asOf.error} /> : null}
      {other.error && comparing && !other.isFetching ? <Refusal error={other.error} /> : null}
      {changes ? <MomentChangesList changes={changes} currency={history.currency} /> : null}
      {comparing ? (
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
          {a ? <AsOfView asOf={a} name="Moment A" partOf="moment A" changes={marked(a)} /> : <div />}
          {b ? <AsOfView asOf={b} name="Moment B" partOf="moment B" changes={marked(b)} /> : <div />}
        </SimpleGrid>
      ) : a ? (
        <AsOfView asOf={a} name="The order" partOf="this moment" />
      ) : null}
    </Stack>
  );
}
