import { useState, type FormEvent } from 'react';
import { Button, Group, Modal, TextInput } from '@mantine/core';
import { useNavigate } from 'react-router';
import { identifierMessages, parseTrackerOrderNumber } from '@certus/contracts';
import { useMessages } from '../../features/region/index.ts';
import { shellMessages } from './shell-messages.ts';

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
  const messages = useMessages(shellMessages);
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
      // The contracts' words, in the language read (the tracker's two refusals).
      setError(parsed.error === identifierMessages.trackerTooShort ? messages.trackerTooShort : messages.trackerInvalid);
      return;
    }
    close();
    navigate(`/tracker/${parsed.orderId}`);
  };

  return (
    <Modal
      opened={opened}
      onClose={dismiss}
      title={messages.trackOrder}
      size="sm"
      closeButtonProps={{ 'aria-label': messages.close }}
      // Focus goes back by `dismiss`; after the tracker opened, the new page keeps whatever focus it sets.
      returnFocus={false}
    >
      <form onSubmit={submit} noValidate>
        <TextInput
          label={messages.orderNumber}
          description={messages.orderNumberExample}
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
          <Button type="submit">{messages.track}</Button>
        </Group>
      </form>
    </Modal>
  );
}
