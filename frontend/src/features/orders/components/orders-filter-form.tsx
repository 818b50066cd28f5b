import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Button, Group, NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { SUMMARY_STATUSES, collectibleTypes, type CollectibleType } from '@certus/contracts';
import { useLanguage, useMessages } from '../../region/index.ts';
import { statusName } from '../lib/order-words.ts';
import { ordersMessages } from '../orders-messages.ts';
import { notifyError } from '../../../components/ui/toast.ts';
import { NO_ORDER_FILTER, type OrderListFilter } from '../api/order-paths.ts';
import type { CollectibleFilter } from '../lib/collectible-filter.ts';
import { dateRangeProblem, type DateRangeProblem } from '../lib/date-range.ts';

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
  const language = useLanguage();
  const t = useMessages(ordersMessages);
  // Spec 5's English sentences (contracts' orderMessages) stay as they are in English; French beside them.
  const dateRangeMessages: Record<DateRangeProblem, string> = { needsEnd: t.filterNeedsEnd, needsStart: t.filterNeedsStart, startAfterEnd: t.filterStartAfterEnd };
  const statusOptions = [{ value: 'All', label: t.allStatuses }, ...SUMMARY_STATUSES.map((s) => ({ value: s, label: statusName(language, s) }))];
  // The collectible types are the catalogue's names (data): they stay as written.
  const typeOptions = [{ value: 'All', label: t.allTypes }, ...collectibleTypes.map((type) => ({ value: type, label: type }))];

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
    <form role="search" aria-label={t.filterOrders} onSubmit={submit} noValidate>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
        <TextInput ref={startInput} label={t.from} {...dateInputProps('startDate')} />
        <TextInput ref={endInput} label={t.to} {...dateInputProps('endDate')} />
        <NativeSelect
          label={t.status}
          data={statusOptions}
          value={draft.status}
          onChange={(event) => setDraft({ ...draft, status: event.currentTarget.value })}
        />
        <TextInput
          type="search"
          label={t.orderOrTitle}
          value={draft.text}
          onChange={(event) => setDraft({ ...draft, text: event.currentTarget.value })}
          autoComplete="off"
        />
        <NativeSelect
          label={t.type}
          data={typeOptions}
          value={collectible.type}
          onChange={(event) => onCollectibleChange({ type: event.currentTarget.value as CollectibleType | 'All', mangaType: 'All' })}
        />
        {collectible.type === 'Manga' ? (
          <NativeSelect
            label={t.mangaFormat}
            data={[{ value: 'All', label: t.allFormats }, ...mangaTypes.map((t) => ({ value: t, label: t }))]}
            value={collectible.mangaType}
            onChange={(event) => onCollectibleChange({ ...collectible, mangaType: event.currentTarget.value })}
          />
        ) : null}
      </SimpleGrid>
      <Group mt="md" gap="sm">
        <Button type="submit">{t.searchOrders}</Button>
        <Button type="button" variant="default" onClick={clear}>
          {t.clearFilters}
        </Button>
      </Group>
    </form>
  );
}
