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

/** /account/comics (spec 2.2, 7.3, 9): up to 100 of the member's graded comics, newest first, with a search. */
export function ComicsPage() {
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  const { data, error, isLoading, isFetching, refetch } = useGetMemberComicsQuery({ count: COMICS_LIST_LIMIT, search });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSearch(draft.trim());
  };

  return (
    <AccountPageLayout title="My graded comics">
      <form role="search" aria-label="Search your comics" onSubmit={submit} noValidate>
        <Group align="flex-end" gap="sm">
          <TextInput
            type="search"
            label="Title, issue or certification number"
            value={draft}
            onChange={(event) => setDraft(event.currentTarget.value)}
            autoComplete="off"
            style={{ flex: 1, minWidth: 220 }}
          />
          <Button type="submit">Search comics</Button>
          {search ? (
            <Button
              type="button"
              variant="default"
              onClick={() => {
                setDraft('');
                setSearch('');
              }}
            >
              Show all
            </Button>
          ) : null}
        </Group>
      </form>
      {isLoading ? <PageLoader label="Loading your comics…" /> : null}
      {error && !data ? <LoadFailureAlert title="Your comics could not be loaded" onRetry={() => void refetch()} retrying={isFetching} /> : null}
      {data && data.length === 0 ? (
        search ? (
          <EmptyState icon={SearchIcon} data-testid="comics-empty">
            No comics match “{search}”.
          </EmptyState>
        ) : (
          <EmptyState
            icon={SlabIcon}
            data-testid="comics-empty"
            action={
              <Button component={Link} to="/submit">
                Submit books for grading
              </Button>
            }
          >
            Your graded comics appear here once books you submitted have been graded.
          </EmptyState>
        )
      ) : null}
      {data && data.length > 0 ? (
        <>
          <Text size="sm" role="status">
            {data.length === 1 ? '1 comic' : `${data.length} comics`}
            {search ? ` matching “${search}”` : ''}
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
