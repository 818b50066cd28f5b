import { useState, type FormEvent } from 'react';
import { Button, Group, SimpleGrid, Text, TextInput } from '@mantine/core';
import { COMICS_LIST_LIMIT } from '@certus/contracts';
import { Link } from 'react-router';
import { AccountPageLayout } from '../../account/index.ts';
import { LoadFailureAlert } from '../../../components/ui/load-failure-alert.tsx';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { useGetMemberComicsQuery } from '../api/comics-api.ts';
import { ComicCard } from '../components/comic-card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { SearchIcon, SlabIcon } from '../../../components/ui/icons.tsx';
import { useMessages } from '../../region/index.ts';
import { comicsMessages } from '../comics-messages.ts';

/** /account/comics (spec 2.2, 7.3, 9): up to 100 of the member's graded comics, newest first, with a search. */
export function ComicsPage() {
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  const { data, error, isLoading, isFetching, refetch } = useGetMemberComicsQuery({ count: COMICS_LIST_LIMIT, search });
  const t = useMessages(comicsMessages);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSearch(draft.trim());
  };

  return (
    <AccountPageLayout title={t.title}>
      <form role="search" aria-label={t.searchForm} onSubmit={submit} noValidate>
        <Group align="flex-end" gap="sm">
          <TextInput
            type="search"
            label={t.searchLabel}
            value={draft}
            onChange={(event) => setDraft(event.currentTarget.value)}
            autoComplete="off"
            style={{ flex: 1, minWidth: 220 }}
          />
          <Button type="submit">{t.search}</Button>
          {search ? (
            <Button
              type="button"
              variant="default"
              onClick={() => {
                setDraft('');
                setSearch('');
              }}
            >
              {t.showAll}
            </Button>
          ) : null}
        </Group>
      </form>
      {isLoading ? <PageLoader label={t.loading} /> : null}
      {error && !data ? <LoadFailureAlert title={t.failed} onRetry={() => void refetch()} retrying={isFetching} /> : null}
      {data && data.length === 0 ? (
        search ? (
          <EmptyState icon={SearchIcon} data-testid="comics-empty">
            {t.noMatch(search)}
          </EmptyState>
        ) : (
          <EmptyState
            icon={SlabIcon}
            data-testid="comics-empty"
            action={
              <Button component={Link} to="/submit">
                {t.submitBooks}
              </Button>
            }
          >
            {t.none}
          </EmptyState>
        )
      ) : null}
      {data && data.length > 0 ? (
        <>
          <Text size="sm" role="status">
            {t.found(data.length, search)}
          </Text>
          <SimpleGrid component="ul" cols={{ base: 2, md: 3, lg: 4 }} spacing="md" p={0} m={0} style={{ listStyle: 'none' }} aria-busy={isFetching}>
            {data.map((comic) => (
              <li key={comic.id}>
                <ComicCard comic={comic} />
              </li>
            ))}
          </SimpleGrid>
        </>
      ) : null}
    </AccountPageLayout>
  );
}
