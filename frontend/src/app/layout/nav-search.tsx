import { Suspense, lazy, useCallback, useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { ActionIcon } from '@mantine/core';
import { useNavigate } from 'react-router';
import { normalizeTitle, parseSearchTarget } from '@certus/contracts';
import { selectIsSignedIn } from '../../features/auth/index.ts';
import { censusGridPath, loadTitleSearch, type TitleSuggestion } from '../../features/population/index.ts';
import { useAppDispatch, useAppSelector } from '../hooks.ts';
import { useInertUntilLive } from '../../lib/server-drawing.ts';
import { SearchIcon } from './icons.tsx';
import { useMessages } from '../../features/region/index.ts';
import { shellMessages } from './shell-messages.ts';
import classes from './app-header.module.css';
import fields from './header-fields.module.css';

export const NAV_SEARCH_LABEL = shellMessages.en.searchLabel;
/** Spec 5: title look-ups need 3 characters (contracts POPULATION_LOOKUP_MIN, not imported: see below). */
export const TITLE_SEARCH_MIN = 3;
/** Neither an id nor enough of a title to look for. */
export const NAV_SEARCH_TOO_SHORT = shellMessages.en.searchTooShort(TITLE_SEARCH_MIN);
export const NAV_SEARCH_TOO_LONG = shellMessages.en.searchTooLong;
const TITLE_SEARCH_MAX = 200;

// The census API, its schemas and the suggestions list load with the first title search (index.ts): the
// header is on every page's first load.
const TitleSuggestions = lazy(() => loadTitleSearch().then((m) => ({ default: m.TitleSuggestions })));

/**
 * Where a search opens (spec 2.2): a comic's public certificate (anyone may check a slab; its owner finds a
 * link to the account's detail there), or the order detail of the member area.
 */
export const searchTargetPath = (target: NonNullable<ReturnType<typeof parseSearchTarget>>) =>
  target.kind === 'comic' ? `/certificate/${target.id}` : `/account/orders/${target.id}`;

/** Starts like an id ("12-…") but is none: a mistyped number, not a title, so it is pointed out. */
const looksLikeAnId = (text: string) => /^\d{2}\s*-\s*[a-z0-9]/i.test(text);
const isTitleText = (text: string) => text.trim().length >= TITLE_SEARCH_MIN && !parseSearchTarget(text) && !looksLikeAnId(text.trim());

/**
 * Spec 2.2: "The navigation search parses an id and opens a comic or an order detail"; any other text is a
 * title, looked for in the population report (spec 2.1: its pages need a token). A member goes to the books
 * found (the search recorded as the popup records it), or straight to a title's census grid when the text
 * is one of the census titles suggested while typing (a native datalist; picking one opens it). A visitor
 * is sent to log in and comes back to the search popup with the title filled in. Anonymous visitors may
 * search ids too: a certificate is public; for an order the member area sends them to log in and back.
 */
export function NavSearch({ onNavigate, className, autoFocus = false }: { onNavigate?: () => void; className?: string; autoFocus?: boolean }) {
  const inert = useInertUntilLive();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const words = useMessages(shellMessages);
  const signedIn = useAppSelector(selectIsSignedIn);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const [suggestions, setSuggestions] = useState<readonly TitleSuggestion[]>([]);
  const formId = useId();
  const listId = `${formId}-titles`;
  const inputId = `${formId}-input`;
  const errorId = `${formId}-error`;
  const suggest = signedIn && isTitleText(text);

  const leave = (path: string) => {
    setError(null);
    setText('');
    onNavigate?.();
    void navigate(path);
  };
  // What the list offers now (none once the text is no title any more).
  const suggested = (typed: string) => (suggest ? suggestions : []).find((s) => normalizeTitle(s.title) === normalizeTitle(typed));

  const openTitle = async (typed: string) => {
    if (!signedIn) return leave(`/population-report/${encodeURIComponent(typed)}`);
    const named = suggested(typed);
    if (named) return leave(censusGridPath(named.slug));
    setStarting(true);
    try {
      const { startTitleSearch } = await loadTitleSearch();
      const listing = await startTitleSearch(dispatch, typed);
      if (listing) leave(listing);
      else setError(words.searchFailed);
    } catch {
      setError(words.searchFailed);
    } finally {
      setStarting(false);
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = text.trim();
    const target = parseSearchTarget(typed);
    if (target) return leave(searchTargetPath(target));
    if (looksLikeAnId(typed)) return setError(words.searchInvalid);
    if (typed.length < TITLE_SEARCH_MIN) return setError(words.searchTooShort(TITLE_SEARCH_MIN));
    if (typed.length > TITLE_SEARCH_MAX) return setError(words.searchTooLong);
    void openTitle(typed);
  };

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const value = event.currentTarget.value;
    setText(value);
    if (error) setError(null);
    // A suggestion picked from the list (the browser replaces the text with it): its census grid opens.
    const picked = (event.nativeEvent as InputEvent).inputType === 'insertReplacementText' ? suggested(value) : undefined;
    if (picked) leave(censusGridPath(picked.slug));
  };

  const keepSuggestions = useCallback((titles: readonly TitleSuggestion[]) => setSuggestions(titles), []);
  return (
    <form role="search" aria-label={words.searchForm} onSubmit={submit} className={`${classes.search} ${className ?? ''}`} noValidate inert={inert}>
      {/* A plain field drawn as Mantine's (header-fields.module.css): the header is in every first load. */}
      <div className={fields.field} data-error={error ? true : undefined}>
        <input
          id={inputId}
          type="search"
          className={fields.input}
          aria-label={words.searchLabel}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          placeholder={words.searchPlaceholder}
          value={text}
          onChange={change}
          list={suggest ? listId : undefined}
          autoComplete="off"
          spellCheck={false}
          // Opened from the phone header's search button: the field the member asked for takes the focus.
          autoFocus={autoFocus}
        />
        <div className={fields.endSection}>
          <ActionIcon type="submit" variant="subtle" aria-label={words.search} size="md" loading={starting}>
            <SearchIcon />
          </ActionIcon>
        </div>
      </div>
      {error ? (
        <p id={errorId} role="alert" className={`${fields.error} ${classes.searchError}`}>
          {error}
        </p>
      ) : null}
      {suggest ? (
        <Suspense fallback={null}>
          <TitleSuggestions id={listId} typed={text} onTitles={keepSuggestions} />
        </Suspense>
      ) : null}
    </form>
  );
}
