import { createContext, lazy, Suspense, use, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';

// The modal (with its focus trap and scroll lock) is loaded the first time a screen asks, not on first load.
const ConfirmModal = lazy(async () => ({ default: (await import('./confirm-modal.tsx')).ConfirmModal }));

export interface ConfirmOptions {
  title: ReactNode;
  /** The question, e.g. spec 8's 'Are you sure you want to delete this item?'. */
  message: ReactNode;
  /** @default 'Confirm' */
  confirmLabel?: string;
  /** @default 'Cancel' */
  cancelLabel?: string;
  /** A destructive action: the confirm button is red. */
  danger?: boolean;
}

/** Asks the question; resolves true when confirmed, false when cancelled, dismissed or replaced. */
export type Confirm = (options: ConfirmOptions) => Promise<boolean>;

const ConfirmContext = createContext<Confirm | null>(null);

interface Question {
  options: ConfirmOptions;
  resolve: (answer: boolean) => void;
}

/**
 * Mounted once (app/provider.tsx) so any screen can ask `await confirm({...})` without holding dialog state.
 * One question at a time: asking again while a question is open answers the open one with false.
 */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const pending = useRef<Question | null>(null);
  // The options outlive the question for the closing transition, so the text does not vanish mid-fade.
  const [shown, setShown] = useState<{ options: ConfirmOptions; opened: boolean } | null>(null);

  const answer = useCallback((value: boolean) => {
    const question = pending.current;
    pending.current = null;
    question?.resolve(value);
    setShown((current) => (current ? { ...current, opened: false } : current));
  }, []);

  const confirm = useCallback<Confirm>(
    (options) =>
      new Promise<boolean>((resolve) => {
        pending.current?.resolve(false);
        pending.current = { options, resolve };
        setShown({ options, opened: true });
      }),
    [],
  );

  // A provider that goes away (e.g. a test unmounting) leaves no caller waiting forever.
  useEffect(() => () => pending.current?.resolve(false), []);

  return (
    <ConfirmContext value={confirm}>
      {children}
      {shown ? (
        <Suspense fallback={null}>
          <ConfirmModal options={shown.options} opened={shown.opened} onAnswer={answer} />
        </Suspense>
      ) : null}
    </ConfirmContext>
  );
}

/** `const confirm = useConfirm(); if (await confirm({ title, message })) ...` */
export function useConfirm(): Confirm {
  const confirm = use(ConfirmContext);
  if (!confirm) throw new Error('useConfirm needs <ConfirmProvider> (mounted by AppProvider)');
  return confirm;
}
