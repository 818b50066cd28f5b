import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button, Checkbox, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import type { StaffOrderView } from '@certus/contracts';
import { ServerFailureAlert } from '../../../components/ui/server-failure-alert.tsx';
import type { ServerFailure } from '../../../lib/api-errors.ts';
import { useReceiveOrderMutation } from '../api/staff-steps-api.ts';
import { bookTitle } from '../model/display.ts';
import { staffMessages } from '../model/staff-messages.ts';
import { failureOf } from './step-failure.ts';

interface ReceiveChecklistProps {
  view: StaffOrderView;
  /** The receipt was recorded: what to announce. */
  onRecorded: (message: string) => void;
}

/**
 * What arrived against what was declared. Every book starts ticked (a box usually holds what it should), so
 * a full box is one Enter. The list is one tab stop (WAI-ARIA checkbox pattern with a roving tabindex):
 * arrows move, Space ticks or unticks, Enter records.
 */
export function ReceiveChecklist({ view, onRecorded }: ReceiveChecklistProps) {
  const [receive, { isLoading }] = useReceiveOrderMutation();
  const { books } = view;
  const [arrived, setArrived] = useState<Record<number, boolean>>(() => Object.fromEntries(books.map((b) => [b.bookNo, true])));
  const [active, setActive] = useState(0);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const [failure, setFailure] = useState<ServerFailure | null>(null);
  const items = useRef<(HTMLDivElement | null)[]>([]);
  const headingId = useId();
  const orderId = view.order.id;
  const arrivedCount = books.filter((b) => arrived[b.bookNo]).length;

  // Straight into the list once the order is shown: a full box is then a single Enter.
  useEffect(() => {
    items.current[0]?.focus();
  }, []);

  const moveTo = (index: number) => {
    const next = Math.max(0, Math.min(books.length - 1, index));
    setActive(next);
    items.current[next]?.focus();
  };
  const toggle = (bookNo: number) => setArrived((current) => ({ ...current, [bookNo]: !current[bookNo] }));

  const record = async () => {
    if (note.trim().length > 500) {
      setNoteError(staffMessages.noteTooLong);
      return;
    }
    setFailure(null);
    const body = { books: books.map((b) => ({ bookNo: b.bookNo, arrived: Boolean(arrived[b.bookNo]) })), note: note.trim() };
    const refused = failureOf(await receive({ orderId, body }));
    if (refused) {
      setFailure(refused);
      return;
    }
    const missing = books.length - arrivedCount;
    onRecorded(`Order ${orderId} received: ${arrivedCount} arrived${missing > 0 ? `, ${missing} missing` : ''}.`);
  };

  const onItemKeyDown = (event: KeyboardEvent<HTMLDivElement>, index: number, bookNo: number) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowRight':
        moveTo(index + 1);
        break;
      case 'ArrowUp':
      case 'ArrowLeft':
        moveTo(index - 1);
        break;
      case 'Home':
        moveTo(0);
        break;
      case 'End':
        moveTo(books.length - 1);
        break;
      case ' ':
        toggle(bookNo);
        break;
      case 'Enter':
        void record();
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void record();
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          Books declared in order {orderId} ({view.memberName})
        </Title>
        {failure ? <ServerFailureAlert heading={`Order ${orderId} could not be received`} failure={failure} /> : null}
        <Text size="sm" c="dimmed">
          ↑ ↓ move · Space ticks or unticks · Enter records
        </Text>
        <div role="group" aria-labelledby={headingId} data-testid="receive-checklist">
          <Stack gap={4} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {books.map((book, index) => {
              const checked = Boolean(arrived[book.bookNo]);
              return (
                <li key={book.bookNo}>
                  <div
                    ref={(node) => {
                      items.current[index] = node;
                    }}
                    role="checkbox"
                    aria-checked={checked}
                    tabIndex={index === active ? 0 : -1}
                    onClick={() => {
                      setActive(index);
                      toggle(book.bookNo);
                    }}
                    onFocus={() => setActive(index)}
                    onKeyDown={(e) => onItemKeyDown(e, index, book.bookNo)}
                    style={{ cursor: 'pointer', padding: '4px 8px', borderRadius: 4, outlineOffset: 2 }}
                  >
                    <Group gap="sm" wrap="nowrap">
                      <Checkbox.Indicator checked={checked} aria-hidden />
                      <Text component="span">
                        {book.bookNo}. {bookTitle(book)}
                      </Text>
                      <Text component="span" size="sm" c="dimmed" ff="monospace">
                        {book.certificationId} · {book.tierId}
                      </Text>
                    </Group>
                  </div>
                </li>
              );
            })}
          </Stack>
        </div>
        <Text role="status" aria-live="polite" data-testid="receive-count">
          {arrivedCount} of {books.length} arrived
        </Text>
        <TextInput
          label="Note (optional)"
          value={note}
          onChange={(e) => {
            setNote(e.currentTarget.value);
            setNoteError(null);
          }}
          error={noteError}
          autoComplete="off"
          maw={560}
        />
        <Group>
          <Button type="submit" loading={isLoading}>
            Record receipt ({arrivedCount} of {books.length} arrived)
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
