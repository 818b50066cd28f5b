import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { ConfirmProvider, useConfirm, type ConfirmOptions } from './confirm-dialog.tsx';
import { theme } from '../../app/theme.ts';

/** A screen that asks before it acts and shows what it was told. */
function Asker({ options }: { options: ConfirmOptions }) {
  const confirm = useConfirm();
  const [answers, setAnswers] = useState<boolean[]>([]);
  const ask = async () => {
    const answer = await confirm(options);
    setAnswers((previous) => [...previous, answer]);
  };
  return (
    <>
      <button type="button" onClick={ask}>
        Delete
      </button>
      <output data-testid="answers">{answers.join(',')}</output>
    </>
  );
}

const deleteItem: ConfirmOptions = {
  title: 'Delete address',
  message: 'Are you sure you want to delete this item?',
  confirmLabel: 'Yes, delete',
  cancelLabel: 'No, keep it',
  danger: true,
};

function renderAsker(options: ConfirmOptions = deleteItem) {
  render(
    <MantineProvider theme={theme}>
      <ConfirmProvider>
        <Asker options={options} />
      </ConfirmProvider>
    </MantineProvider>,
  );
}

async function openDialog() {
  fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
  return screen.findByRole('dialog', { name: 'Delete address' });
}

const answers = () => screen.getByTestId('answers').textContent;

describe('useConfirm', () => {
  it('given a question, when the member confirms, then it resolves true and the dialog closes', async () => {
    renderAsker();
    const dialog = await openDialog();

    expect(within(dialog).getByText('Are you sure you want to delete this item?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, delete' }));

    await waitFor(() => expect(answers()).toBe('true'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('given a question, when the member cancels, then it resolves false', async () => {
    renderAsker();
    const dialog = await openDialog();

    fireEvent.click(within(dialog).getByRole('button', { name: 'No, keep it' }));

    await waitFor(() => expect(answers()).toBe('false'));
  });

  it('given an open question, then focus moves into the dialog, on the safe choice', async () => {
    renderAsker();
    const dialog = await openDialog();

    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'No, keep it' })));
  });

  it('given an open question, when Escape is pressed, then it resolves false', async () => {
    renderAsker();
    const dialog = await openDialog();

    fireEvent.keyDown(dialog, { key: 'Escape' });

    await waitFor(() => expect(answers()).toBe('false'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('given no labels, then the buttons read Confirm and Cancel', async () => {
    renderAsker({ title: 'Delete address', message: 'Sure?' });
    const dialog = await openDialog();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    await waitFor(() => expect(answers()).toBe('true'));
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeTruthy();
  });

  it('given spec 8 renewal labels, then they are shown as given', async () => {
    renderAsker({ title: 'Delete address', message: 'Membership expires in 10 days.', confirmLabel: 'Yes, Renew', cancelLabel: 'No,cancel' });
    const dialog = await openDialog();

    expect(within(dialog).getByRole('button', { name: 'Yes, Renew' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'No,cancel' }));
    await waitFor(() => expect(answers()).toBe('false'));
  });

  it('given an open question, when a second one is asked, then the first resolves false and the second is shown', async () => {
    renderAsker();
    await openDialog();

    fireEvent.click(screen.getByRole('button', { name: 'Delete', hidden: true }));
    await waitFor(() => expect(answers()).toBe('false'));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, delete' }));

    await waitFor(() => expect(answers()).toBe('false,true'));
  });

  it('given no provider, when a screen asks, then it is told to mount one', () => {
    const quiet = console.error;
    console.error = () => {};
    try {
      expect(() => render(<Asker options={deleteItem} />)).toThrow(/ConfirmProvider/);
    } finally {
      console.error = quiet;
    }
  });
});
