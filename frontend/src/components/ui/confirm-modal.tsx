import { Button, Group, Modal, Text } from '@mantine/core';
import type { ConfirmOptions } from './confirm-dialog.tsx';

/** The dialog of useConfirm, in its own chunk: loaded the first time a screen asks. */
export function ConfirmModal({ options, opened, onAnswer }: { options: ConfirmOptions; opened: boolean; onAnswer: (confirmed: boolean) => void }) {
  return (
    <Modal
      opened={opened}
      onClose={() => onAnswer(false)}
      title={options.title}
      centered
      size="sm"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Text>{options.message}</Text>
      <Group justify="flex-end" mt="lg" gap="sm">
        {/* Focus starts on the safe choice: Enter on an opened dialog never deletes anything by accident. */}
        <Button variant="default" onClick={() => onAnswer(false)} data-autofocus>
          {options.cancelLabel ?? 'Cancel'}
        </Button>
        <Button color={options.danger ? 'red' : undefined} onClick={() => onAnswer(true)}>
          {options.confirmLabel ?? 'Confirm'}
        </Button>
      </Group>
    </Modal>
  );
}
