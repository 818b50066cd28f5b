import { useRef, useState, type FormEvent } from 'react';
import { Button, Group, NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { SUMMARY_STATUSES, displayOrderStatus, type AuditOrderSearchQuery } from '@certus/contracts';
import { readSearchForm, type SearchFormErrors, type SearchFormValues } from '../lib/search-query.ts';

const STATUS_OPTIONS = [{ value: '', label: 'Any status' }, ...SUMMARY_STATUSES.map((status) => ({ value: status, label: displayOrderStatus(status) }))];

/** The fields in the order they are laid out, to focus the first one that is wrong. */
const FIELD_ORDER: readonly (keyof SearchFormValues)[] = ['orderId', 'email', 'from', 'to', 'status', 'minDollars', 'maxDollars'];

interface SearchFormProps {
  /** The search shown (from the URL); the form starts from it. */
  initial: SearchFormValues;
  onSearch(query: AuditOrderSearchQuery): void;
}

/**
 * Find orders by id, member e-mail, the day submitted, status and the grand total (typed in dollars, asked in
 * cents). Checked here with the API's own limits, so a wrong field is said beside it rather than by a 400.
 */
export function SearchForm({ initial, onSearch }: SearchFormProps) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<SearchFormErrors>({});
  const form = useRef<HTMLFormElement>(null);
  const field = (name: keyof SearchFormValues) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { currentTarget: { value: string } }) => {
      const { value } = event.currentTarget;
      setValues((was) => ({ ...was, [name]: value }));
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const read = readSearchForm(values);
    if ('errors' in read) {
      setErrors(read.errors);
      const first = FIELD_ORDER.find((name) => read.errors[name]);
      form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setErrors({});
    onSearch(read.query);
  };

  const clear = () => {
    setErrors({});
    setValues({ orderId: '', email: '', from: '', to: '', status: '', minDollars: '', maxDollars: '' });
    onSearch({});
  };

  return (
    <form ref={form} role="search" aria-label="Find orders" onSubmit={submit} noValidate>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm" verticalSpacing="xs">
        <TextInput label="Order id" description="The whole id or how it starts" autoComplete="off" {...field('orderId')} />
        <TextInput label="Member e-mail" description="All of it or a part" autoComplete="off" {...field('email')} />
        <TextInput type="date" label="Submitted from" description="A UTC day, included" {...field('from')} />
        <TextInput type="date" label="Submitted to" description="A UTC day, included" {...field('to')} />
        <NativeSelect label="Status" description="Where the order stands now" data={STATUS_OPTIONS} {...field('status')} />
        <TextInput label="Total from ($)" description="The grand total, in dollars" inputMode="decimal" autoComplete="off" {...field('minDollars')} />
        <TextInput label="Total to ($)" description="The grand total, in dollars" inputMode="decimal" autoComplete="off" {...field('maxDollars')} />
      </SimpleGrid>
      <Group gap="sm" mt="sm">
        <Button type="submit">Search</Button>
        <Button variant="default" onClick={clear}>
          Clear the filters
        </Button>
      </Group>
    </form>
  );
}
