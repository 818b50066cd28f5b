import { useEffect, useId, useRef, type KeyboardEvent, type MouseEvent, type ReactNode, type Ref } from 'react';
import { UnstyledButton } from '@mantine/core';
import { useInertUntilLive } from '../../lib/server-drawing.ts';
import { ChevronDownIcon } from './icons.tsx';
import classes from './app-header.module.css';

interface NavDisclosureProps {
  /** The button's visible text. */
  label: ReactNode;
  /** The button's accessible name when it must say more than its text (it should contain the text, WCAG 2.5.3). */
  ariaLabel?: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The group holds the page the visitor is at: its button is bold with a bar. */
  active: boolean;
  /** Which edge of the button the list lines up with. */
  align?: 'start' | 'end';
  /** The button, for callers that return focus to it later (the tracker form). */
  buttonRef?: Ref<HTMLButtonElement>;
  /** The list's items: one <li> each, holding a link or a button with the `disclosureItem` class. */
  children: ReactNode;
}

/** The list's links and enabled buttons, in order. */
const itemsOf = (list: HTMLElement | null) =>
  [...(list?.querySelectorAll<HTMLElement>('a[href], button') ?? [])].filter((item) => !(item instanceof HTMLButtonElement && item.disabled));

/**
 * A header group as a WAI-ARIA APG disclosure ("disclosure navigation"): a button with aria-expanded that
 * shows or hides a plain list of links under it. No role="menu": these are links to pages, read and
 * navigated as links, and the list is positioned by CSS alone (no floating-ui, nothing in a portal, so it
 * stays in its landmark and follows its button in the tab order).
 *
 * - Click, Enter or Space toggles it; Escape closes it and puts focus back on its button.
 * - A pointer press or focus anywhere outside the group closes it. Focus leaving is watched through
 *   `focusin` elsewhere rather than `blur`: Safari does not focus links and buttons on click, so a blur with
 *   no target would close the list before the click on its link lands.
 * - Choosing an entry closes it and puts focus back on the button (the entry itself disappears).
 * - Optional APG keys: Down/Up from the open button go to the first/last entry; Down/Up/Home/End move
 *   between entries.
 */
export function NavDisclosure({ label, ariaLabel, open, onOpenChange, active, align = 'start', buttonRef, children }: NavDisclosureProps) {
  const inert = useInertUntilLive();
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const ownButtonRef = useRef<HTMLButtonElement | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const onOpenChangeRef = useRef(onOpenChange);
  useEffect(() => {
    onOpenChangeRef.current = onOpenChange;
  });

  useEffect(() => {
    if (!open) return undefined;
    const closeIfOutside = (event: Event) => {
      if (!(event.target instanceof Node) || !rootRef.current?.contains(event.target)) onOpenChangeRef.current(false);
    };
    document.addEventListener('pointerdown', closeIfOutside, true);
    document.addEventListener('focusin', closeIfOutside);
    return () => {
      document.removeEventListener('pointerdown', closeIfOutside, true);
      document.removeEventListener('focusin', closeIfOutside);
    };
  }, [open]);

  const setButton = (node: HTMLButtonElement | null) => {
    ownButtonRef.current = node;
    if (typeof buttonRef === 'function') buttonRef(node);
    else if (buttonRef) buttonRef.current = node;
  };

  const closeAndFocusButton = () => {
    onOpenChange(false);
    ownButtonRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!open) return;
    if (event.key === 'Escape') {
      event.stopPropagation();
      closeAndFocusButton();
      return;
    }
    const items = itemsOf(listRef.current);
    const at = items.indexOf(document.activeElement as HTMLElement);
    let next: HTMLElement | undefined;
    if (at === -1) {
      if (event.target !== ownButtonRef.current) return;
      if (event.key === 'ArrowDown') next = items[0];
      else if (event.key === 'ArrowUp') next = items.at(-1);
    } else if (event.key === 'ArrowDown') next = items[Math.min(at + 1, items.length - 1)];
    else if (event.key === 'ArrowUp') next = items[Math.max(at - 1, 0)];
    else if (event.key === 'Home') next = items[0];
    else if (event.key === 'End') next = items.at(-1);
    if (next) {
      event.preventDefault();
      next.focus();
    }
  };

  /** An entry was chosen (a link followed, the tracker asked for): the list has done its job. */
  const onListClick = (event: MouseEvent<HTMLUListElement>) => {
    if (event.target instanceof Element && event.target.closest('a[href], button')) closeAndFocusButton();
  };

  return (
    <div ref={rootRef} className={classes.disclosure} onKeyDown={onKeyDown}>
      <UnstyledButton
        ref={setButton}
        inert={inert}
        className={classes.menuTarget}
        data-active={active || undefined}
        aria-label={ariaLabel}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => onOpenChange(!open)}
      >
        {label}
        <ChevronDownIcon />
      </UnstyledButton>
      <ul ref={listRef} id={listId} className={classes.dropdown} data-align={align} hidden={!open} onClick={onListClick}>
        {children}
      </ul>
    </div>
  );
}
