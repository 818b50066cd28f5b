import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { OrderBookView, StaffOrderView } from '@certus/contracts';
import { bookTitle } from '../model/display.ts';
import { formatGrade } from '../model/grade-form.ts';
import { BOOK_ACTION_LABELS, idleBookReason, nextBookAction } from '../model/next-action.ts';
import { CoverForm } from './book-steps/cover-form.tsx';
import { GradeForm } from './book-steps/grade-form.tsx';
import { PreGradeForm } from './book-steps/pregrade-form.tsx';
import { EncapsulateForm, PressForm } from './book-steps/single-step-form.tsx';

interface BookWorkPanelProps {
  view: StaffOrderView;
  book: OrderBookView;
  /** The order is being read again after a step: the panel waits rather than offer a step already taken. */
  busy: boolean;
  /** Move the focus into the panel (after a scan or a click on a row's next action). */
  autoFocus: boolean;
  onFocused: () => void;
  onDone: (message: string) => void;
  /** Escape: back to the scan field. */
  onLeave: () => void;
}

/** The selected book and the one step it can take next. */
export function BookWorkPanel({ view, book, busy, autoFocus, onFocused, onDone, onLeave }: BookWorkPanelProps) {
  const action = nextBookAction(book, view.order.status);
  const ref = useRef<HTMLElement>(null);
  const headingId = useId();
  const orderId = view.order.id;

  useEffect(() => {
    if (!autoFocus || busy) return;
    const target = ref.current?.querySelector<HTMLElement>('[data-step-autofocus]') ?? ref.current;
    target?.focus();
    onFocused();
  }, [autoFocus, busy, action, book.bookNo, onFocused]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onLeave();
    }
  };

  const stepProps = { orderId, book, onDone };
  return (
    <Paper component="section" withBorder p="md" ref={ref} tabIndex={-1} aria-labelledby={headingId} onKeyDown={onKeyDown} data-testid="book-work-panel">
      <Stack gap="sm">
        <Group justify="space-between" align="baseline">
          <Title order={2} size="h4" id={headingId}>
            Book {book.bookNo}: {bookTitle(book)}
          </Title>
          <Badge variant="light" size="lg" tt="none">
            {action ? `Next: ${BOOK_ACTION_LABELS[action]}` : book.step}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          <span style={{ fontFamily: 'monospace' }}>{book.certificationId}</span> · Tier {book.tierId} · Step {book.step}
          {book.needsPressing ? ' · Pressing ordered' : ''}
          {book.grade !== null ? ` · Graded ${formatGrade(book.grade)} ${book.category ?? ''}` : ''}
          {book.preGradeNote ? ` · Pre-grade note: ${book.preGradeNote}` : ''}
        </Text>
        {/* A disabled fieldset holds every control of the step while the order is read again. */}
        <fieldset disabled={busy} aria-busy={busy} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
          <legend style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
            {action ? `${BOOK_ACTION_LABELS[action]} book ${book.bookNo}` : `Book ${book.bookNo}`}
          </legend>
          {action === 'pregrade' ? <PreGradeForm key={book.step} {...stepProps} /> : null}
          {action === 'press' ? <PressForm key={book.step} {...stepProps} /> : null}
          {action === 'grade' ? <GradeForm key={book.step} {...stepProps} /> : null}
          {action === 'cover' ? <CoverForm key={book.step} {...stepProps} /> : null}
          {action === 'encapsulate' ? <EncapsulateForm key={book.step} {...stepProps} /> : null}
          {action === null ? <Text data-testid="book-idle">{idleBookReason(book, view.order.status)}</Text> : null}
        </fieldset>
        <Text size="xs" c="dimmed">
          Esc returns to the scan field.
        </Text>
      </Stack>
    </Paper>
  );
}
