import { useId, useState, type FormEvent } from 'react';
import { ActionIcon, TextInput } from '@mantine/core';
import { useNavigate } from 'react-router';
import { identifierMessages, parseSearchTarget } from '@certus/contracts';
import { SearchIcon } from './icons.tsx';
import classes from './app-header.module.css';

export const NAV_SEARCH_LABEL = 'Search by certification or order number';

/**
 * Where a search opens (spec 2.2): a comic's public certificate (anyone may check a slab; its owner finds a
 * link to the account's detail there), or the order detail of the member area.
 */
export const searchTargetPath = (target: NonNullable<ReturnType<typeof parseSearchTarget>>) =>
  target.kind === 'comic' ? `/certificate/${target.id}` : `/account/orders/${target.id}`;

/**
 * Spec 2.2: "The navigation search parses an id and opens a comic or an order detail". Anonymous visitors
 * may search too: a certificate is public; for an order the member area sends them to log in and back.
 */
export function NavSearch({ onNavigate, className, autoFocus = false }: { onNavigate?: () => void; className?: string; autoFocus?: boolean }) {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const formId = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const target = parseSearchTarget(text);
    if (!target) {
      setError(identifierMessages.searchInvalid);
      return;
    }
    setError(null);
    setText('');
    onNavigate?.();
    navigate(searchTargetPath(target));
  };

  return (
    <form role="search" aria-label="Certification or order" onSubmit={submit} className={`${classes.search} ${className ?? ''}`} noValidate>
      <TextInput
        id={`${formId}-input`}
        type="search"
        aria-label={NAV_SEARCH_LABEL}
        placeholder="Certification # or order #"
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          if (error) setError(null);
        }}
        error={error}
        errorProps={{ role: 'alert', className: classes.searchError }}
        autoComplete="off"
        spellCheck={false}
        // Opened from the phone header's search button: the field the member asked for takes the focus.
        autoFocus={autoFocus}
        size="sm"
        rightSectionPointerEvents="all"
        rightSection={
          <ActionIcon type="submit" variant="subtle" aria-label="Search" size="md">
            <SearchIcon />
          </ActionIcon>
        }
      />
    </form>
  );
}
