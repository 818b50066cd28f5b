import { Suspense, lazy, useEffect, useState } from 'react';
import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useSearchParams } from 'react-router';
import { DISTANCE_CHOICES, type DistanceChoice } from '@certus/contracts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadFailureAlert } from '../../../components/ui/load-failure-alert.tsx';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { PinIcon } from '../../../components/ui/icons.tsx';
import { readServerFailure } from '../../../lib/api-errors.ts';
import { useFindNearbyStoresQuery } from '../api/store-locator-api.ts';
import { StoreList } from '../components/store-list.tsx';
import { StoreSearchForm } from '../components/store-search-form.tsx';
import { currentPosition, type Coordinates } from '../model/geolocation.ts';
import { paramsOf, searchBody, searchOf } from '../model/search-params.ts';
import classes from './store-locator-page.module.css';

// Leaflet and the basemap's code load with the map, after the list: no other page ever downloads them.
const StoreMap = lazy(() => import('../components/store-map.tsx'));

const storesText = (count: number) => (count === 1 ? '1 store' : `${count.toLocaleString('en-US')} stores`);
const wider = (distance: DistanceChoice) => DISTANCE_CHOICES.find((miles) => miles > distance);

/**
 * /storelocator and /store-locator (spec 2.1, 3 Store search, 8, 9): our stores near a ZIP or postal code,
 * a place, or the browser's position (Dallas until the visitor says otherwise), nearest first, in a list
 * and on a map that stay in step. The typed search and the distance live in the address bar.
 */
export function StoreLocatorPage() {
  useDocumentTitle('Store locator | Certus');
  const [params, setParams] = useSearchParams();
  const search = searchOf(params);
  const [here, setHere] = useState<Coordinates | null>(null);
  const [locating, setLocating] = useState(false);
  const [geolocationError, setGeolocationError] = useState<string | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const found = useFindNearbyStoresQuery(searchBody(search, here));
  // The last answer stays while the next search runs, so the map is not drawn again from nothing each time.
  const answer = found.isError ? undefined : found.data;

  // A new answer starts with nothing chosen.
  useEffect(() => setSelectedId(null), [answer]);

  const runSearch = (term: string, distance: DistanceChoice) => {
    setHere(null);
    setGeolocationError(null);
    setParams(paramsOf({ term, distance }));
  };
  const useMyLocation = async () => {
    setGeolocationError(null);
    setLocating(true);
    try {
      const position = await currentPosition();
      setHere(position);
      setParams(paramsOf({ term: '', distance: search.distance }));
    } catch (error) {
      setGeolocationError(error instanceof Error ? error.message : String(error));
    } finally {
      setLocating(false);
    }
  };

  const failure = found.error ? readServerFailure(found.error) : null;
  const searchRefused = failure?.status === 400 ? (failure.fieldErrors.search_term ?? failure.fieldErrors.zipcode ?? failure.messages)[0] ?? failure.message : null;
  const next = answer ? wider(search.distance) : undefined;

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={1}>Find a Certus store</Title>
          <Text maw={720}>
            Drop off books for grading and pressing, pick up your slabs or have a signature witnessed at one of our counters in the United
            States and Canada.
          </Text>
        </Stack>
        <StoreSearchForm
          term={here ? '' : search.term}
          distance={search.distance}
          error={geolocationError ?? searchRefused}
          locating={locating}
          onSearch={runSearch}
          onDistance={(distance) => setParams(paramsOf({ term: here ? '' : search.term, distance }))}
          onUseLocation={() => void useMyLocation()}
        />
        <Text role="status" aria-live="polite" fw={600} data-testid="store-search-status">
          {found.isFetching ? 'Searching…' : answer ? `${storesText(answer.stores.length)} within ${answer.distance.toLocaleString('en-US')} miles of ${answer.location.label}` : ''}
        </Text>
        {failure && !searchRefused && !found.isFetching ? (
          <LoadFailureAlert title="The stores could not be loaded" onRetry={() => void found.refetch()} retrying={found.isFetching} />
        ) : null}
        {!answer && found.isFetching ? <PageLoader label="Searching for stores…" /> : null}
        {answer ? (
          <div className={classes.results} aria-busy={found.isFetching}>
            <div className={classes.mapArea}>
              <Suspense fallback={<div className={classes.mapPlaceholder} aria-hidden />}>
                <StoreMap location={answer.location} distance={answer.distance} zoom={answer.zoom} stores={answer.stores} selectedId={selectedId} onSelect={setSelectedId} />
              </Suspense>
            </div>
            <section className={classes.listArea} aria-labelledby="stores-found-heading">
              <Title order={2} size="h4" id="stores-found-heading" mb="sm">
                Stores near {answer.location.label}
              </Title>
              {answer.stores.length ? (
                <StoreList stores={answer.stores} selectedId={selectedId} onSelect={setSelectedId} />
              ) : (
                <EmptyState
                  icon={PinIcon}
                  data-testid="stores-none"
                  action={
                    next ? (
                      <Button variant="light" onClick={() => setParams(paramsOf({ term: here ? '' : search.term, distance: next }))}>
                        Search within {next.toLocaleString('en-US')} miles
                      </Button>
                    ) : undefined
                  }
                >
                  No store of ours is within {answer.distance.toLocaleString('en-US')} miles of {answer.location.label}. You can also send your books by
                  mail to our Plano office.
                </EmptyState>
              )}
            </section>
          </div>
        ) : null}
      </Stack>
    </Container>
  );
}
