import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Button, Group, NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { SUMMARY_STATUSES, collectibleTypes, displayOrderStatus, type CollectibleType } from '@certus/contracts';
import { notifyError } from '../../../components/ui/toast.ts';
import { NO_ORDER_FILTER, type OrderListFilter } from '../api/order-paths.ts';
import type { CollectibleFilter } from '../lib/collectible-filter.ts';
import { dateRangeMessages, dateRangeProblem } from '../lib/date-range.ts';

const STATUS_OPTIONS = [{ value: 'All', label: 'All statuses' }, ...SUMMARY_STATUSES.map((s) => ({ value: s, label: displayOrderStatus(s) }))];
const TYPE_OPTIONS = [{ value: 'All', label: 'All types' }, ...collectibleTypes.map((t) => ({ value: t, label: t }))];

interface OrdersFilterFormProps {
  /** Asks the server again with these (dates, status, text). */
  onApply(filter: OrderListFilter): void;
  collectible: CollectibleFilter;
  /** The type filter works on the rows already loaded (spec 5), so it applies as soon as it changes. */
  onCollectibleChange(filter: CollectibleFilter): void;
  /** The Manga sub-filter's choices. */
  mangaTypes: readonly string[];
}

type DateField = 'startDate' | 'endDate';
type DateErrors = Partial<Record<DateField, string>>;

/**
 * Spec 5 Orders filter: a start date without an end date, or an end date without a start date, is an error
 * on the missing field; a start later than the end is a 3-second toast and the date just chosen is cleared.
 */
export function OrdersFilterForm({ onApply, collectible, onCollectibleChange, mangaTypes }: OrdersFilterFormProps) {
  const [draft, setDraft] = useState<OrderListFilter>(NO_ORDER_FILTER);
  const [errors, setErrors] = useState<DateErrors>({});
  // The field an error names takes focus, so a keyboard or screen reader user lands on what to fix.
  const startInput = useRef<HTMLInputElement>(null);
  const endInput = useRef<HTMLInputElement>(null);

  const changeDate = (field: DateField, value: string) => {
    const next = { ...draft, [field]: value };
    setErrors({});
    if (dateRangeProblem(next.startDate, next.endDate) === 'startAfterEnd') {
      notifyError(null, dateRangeMessages.startAfterEnd);
      setDraft({ ...draft, [field]: '' });
      return;
    }
    setDraft(next);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = dateRangeProblem(draft.startDate, draft.endDate);
    if (problem === 'needsEnd') {
      setErrors({ endDate: dateRangeMessages.needsEnd });
      return endInput.current?.focus();
    }
    if (problem === 'needsStart') {
      setErrors({ startDate: dateRangeMessages.needsStart });
      return startInput.current?.focus();
    }
    if (problem === 'startAfterEnd') {
      notifyError(null, dateRangeMessages.startAfterEnd);
      setDraft({ ...draft, startDate: '' });
      return startInput.current?.focus();
    }
    setErrors({});
    onApply(draft);
  };

  // From and To differ only in label and field: the same date input, its error announced as it appears.
  const dateInputProps = (field: DateField) => ({
    type: 'date',
    value: draft[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => changeDate(field, event.currentTarget.value),
    error: errors[field],
    errorProps: { role: 'alert' },
  });

  const clear = () => {
    setDraft(NO_ORDER_FILTER);
    setErrors({});
    onApply(NO_ORDER_FILTER);
    onCollectibleChange({ type: 'All', mangaType: 'All' });
  };

  return (
    <form role="search" aria-label="Filter orders" onSubmit={submit} noValidate>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
        <TextInput ref={startInput} label="From" {...dateInputProps('startDate')} />
        <TextInput ref={endInput} label="To" {...dateInputProps('endDate')} />
        <NativeSelect
          label="Status"
          data={STATUS_OPTIONS}
          value={draft.status}
          onChange={(event) => setDraft({ ...draft, status: event.currentTarget.value })}
        />
        <TextInput
          type="search"
          label="Order number or title"
          value={draft.text}
          onChange={(event) => setDraft({ ...draft, text: event.currentTarget.value })}
          autoComplete="off"
        />
        <NativeSelect
          label="Type"
          data={TYPE_OPTIONS}
          value={collectible.type}
          onChange={(event) => onCollectibleChange({ type: event.currentTarget.value as CollectibleType | 'All', mangaType: 'All' })}
        />
        {collectible.type === 'Manga' ? (
          <NativeSelect
            label="Manga format"
            data={[{ value: 'All', label: 'All formats' }, ...mangaTypes.map((t) => ({ value: t, label: t }))]}
            value={collectible.mangaType}
            onChange={(event) => onCollectibleChange({ ...collectible, mangaType: event.currentTarget.value })}
          />
        ) : null}
      </SimpleGrid>
      <Group mt="md" gap="sm">
        <Button type="submit">Search orders</Button>
        <Button type="button" variant="default" onClick={clear}>
          Clear filters
        </Button>
      </Group>
    </form>
  );
}
