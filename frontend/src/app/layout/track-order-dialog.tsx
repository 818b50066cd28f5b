import { useState, type FormEvent } from 'react';
import { Button, Group, Modal, TextInput } from '@mantine/core';
import { useNavigate } from 'react-router';
import { parseTrackerOrderNumber } from '@certus/contracts';
import { TRACK_ORDER_LABEL } from './site-links.ts';

/**
 * Asks for the order number before opening the tracker (spec 2.1 /tracker/{id}; spec 5: at least 9
 * characters and it must parse). Opened from the Resources menu and from the narrow-screen drawer.
 */
interface TrackOrderDialogProps {
  opened: boolean;
  onClose: () => void;
  /** Where focus goes back when the dialog closes: the menu item that opened it is gone by then. */
  returnFocusTo: () => HTMLElement | null;
}

export function TrackOrderDialog({ opened, onClose, returnFocusTo }: TrackOrderDialogProps) {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setText('');
    setError(null);
    onClose();
  };

  /** Escape, the close button or a click outside: back to where the visitor was. */
  const dismiss = () => {
    close();
    window.setTimeout(() => returnFocusTo()?.focus(), 0);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = parseTrackerOrderNumber(text);
    if (!parsed.ok) {
      setError(parsed.error);
      return;
    }
    close();
    navigate(`/tracker/${parsed.orderId}`);
  };

  return (
    <Modal
      opened={opened}
      onClose={dismiss}
      title={TRACK_ORDER_LABEL}
      size="sm"
      closeButtonProps={{ 'aria-label': 'Close' }}
      // Focus goes back by `dismiss`; after the tracker opened, the new page keeps whatever focus it sets.
      returnFocus={false}
    >
      <form onSubmit={submit} noValidate>
        <TextInput
          label="Order number"
          description="For example 12-A1B2C3D"
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            if (error) setError(null);
          }}
          error={error}
          errorProps={{ role: 'alert' }}
          autoComplete="off"
          spellCheck={false}
          data-autofocus
        />
        <Group justify="flex-end" mt="md">
          <Button type="submit">Track</Button>
        </Group>
      </form>
    </Modal>
  );
}
