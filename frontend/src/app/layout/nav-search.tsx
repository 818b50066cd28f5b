import { useId, useState, type FormEvent } from 'react';
import { ActionIcon, Autocomplete, Group, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { POPULATION_LOOKUP_MIN, PopulationSearchBody, identifierMessages, normalizeTitle, parseSearchTarget } from '@certus/contracts';
import { selectIsSignedIn } from '../../features/auth/index.ts';
import { censusGridPath, useStartTitleSearch, useTitleSuggestions } from '../../features/population/index.ts';
import { useAppSelector } from '../hooks.ts';
import { SearchIcon } from './icons.tsx';
import classes from './app-header.module.css';

export const NAV_SEARCH_LABEL = 'Search by certification number, order number or title';
/** Neither an id nor enough of a title to look for (spec 5: titles need 3 characters). */
export const NAV_SEARCH_TOO_SHORT = `Enter a certification number, an order number or at least ${POPULATION_LOOKUP_MIN} characters of a title`;
const NAV_SEARCH_REFUSED = 'This title cannot be searched. Try the population report search.';

/**
 * Where a search opens (spec 2.2): a comic's public certificate (anyone may check a slab; its owner finds a
 * link to the account's detail there), or the order detail of the member area.
 */
export const searchTargetPath = (target: NonNullable<ReturnType<typeof parseSearchTarget>>) =>
  target.kind === 'comic' ? `/certificate/${target.id}` : `/account/orders/${target.id}`;

/** Starts like an id ("12-…") but is none: a mistyped number, not a title, so it is pointed out. */
const looksLikeAnId = (text: string) => /^\d{2}\s*-\s*[a-z0-9]/i.test(text);

/**
 * Spec 2.2: "The navigation search parses an id and opens a comic or an order detail"; any other text is a
 * title, looked for in the population report (spec 2.1: those pages need a token). A member goes straight to
 * the books found (or to the census grid of a title suggested or typed in full); a visitor is sent to log in
 * and comes back to the search popup with the title filled in. Members get census titles suggested as they
 * type. Anonymous visitors may search ids too: a certificate is public; for an order the member area sends
 * them to log in and back.
 */
export function NavSearch({ onNavigate, className }: { onNavigate?: () => void; className?: string }) {
  const navigate = useNavigate();
  const signedIn = useAppSelector(selectIsSignedIn);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  // An id being typed is no title: nothing is looked up for it.
  const suggestions = useTitleSuggestions(text, signedIn && !parseSearchTarget(text) && !looksLikeAnId(text.trim()));
  const { startTitle, starting } = useStartTitleSearch();
  const formId = useId();

  const leave = (path: string | null) => {
    setError(null);
    setText('');
    onNavigate?.();
    if (path) void navigate(path);
  };

  const openTitle = async (typed: string) => {
    if (!signedIn) return leave(`/population-report/${encodeURIComponent(typed)}`);
    const named = suggestions.find((s) => normalizeTitle(s.title) === normalizeTitle(typed));
    if (named) return leave(censusGridPath(named.slug));
    if (await startTitle(typed)) leave(null);
    else setError(NAV_SEARCH_REFUSED);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = text.trim();
    const target = parseSearchTarget(typed);
    if (target) return leave(searchTargetPath(target));
    if (looksLikeAnId(typed)) return setError(identifierMessages.searchInvalid);
    if (typed.length < POPULATION_LOOKUP_MIN) return setError(NAV_SEARCH_TOO_SHORT);
    const title = PopulationSearchBody.shape.RequestTitle.safeParse(typed);
    if (!title.success) return setError(title.error.issues[0]?.message ?? NAV_SEARCH_REFUSED);
    void openTitle(typed);
  };

  const slugOf = new Map(suggestions.map((s) => [s.title, s]));
  return (
    <form role="search" aria-label="Certificates, orders and titles" onSubmit={submit} className={`${classes.search} ${className ?? ''}`} noValidate>
      <Autocomplete
        id={`${formId}-input`}
        aria-label={NAV_SEARCH_LABEL}
        placeholder="Cert #, order # or title"
        value={text}
        onChange={(value) => {
          setText(value);
          if (error) setError(null);
        }}
        data={suggestions.map((s) => s.title)}
        // The server matched the text already (ignoring case and punctuation): "spiderman" keeps "Spider-Man".
        filter={({ options }) => options}
        onOptionSubmit={(title) => {
          const chosen = slugOf.get(title);
          if (chosen) leave(censusGridPath(chosen.slug));
        }}
        renderOption={({ option }) => (
          <Group justify="space-between" wrap="nowrap" w="100%" gap="sm">
            <span>{option.value}</span>
            <Text size="xs" c="dimmed" component="span">
              census grid
            </Text>
          </Group>
        )}
        comboboxProps={{ withinPortal: true }}
        error={error}
        errorProps={{ role: 'alert', className: classes.searchError }}
        autoComplete="off"
        spellCheck={false}
        size="sm"
        rightSectionPointerEvents="all"
        rightSection={
          <ActionIcon type="submit" variant="subtle" aria-label="Search" size="md" loading={starting}>
            <SearchIcon />
          </ActionIcon>
        }
      />
    </form>
  );
}
