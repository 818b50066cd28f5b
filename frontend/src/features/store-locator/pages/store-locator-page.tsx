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
import { currentPosition, GeolocationProblem, type Coordinates, type GeolocationReason } from '../model/geolocation.ts';
import { useLanguage, useMessages } from '../../region/index.ts';
import { geolocationMessage, searchRefusal, storeLocatorMessages } from '../store-locator-messages.ts';
import { paramsOf, searchBody, searchOf } from '../model/search-params.ts';
import classes from './store-locator-page.module.css';

// Leaflet and the basemap's code load with the map, after the list: no other page ever downloads them.
const StoreMap = lazy(() => import('../components/store-map.tsx'));

const wider = (distance: DistanceChoice) => DISTANCE_CHOICES.find((miles) => miles > distance);

/**
 * /storelocator and /store-locator (spec 2.1, 3 Store search, 8, 9): our stores near a ZIP or postal code,
 * a place, or the browser's position (Dallas until the visitor says otherwise), nearest first, in a list
 * and on a map that stay in step. The typed search and the distance live in the address bar.
 */
export function StoreLocatorPage() {
  const text = useMessages(storeLocatorMessages);
  const language = useLanguage();
  useDocumentTitle(text.documentTitle);
  const [params, setParams] = useSearchParams();
  const search = searchOf(params);
  const [here, setHere] = useState<Coordinates | null>(null);
  const [locating, setLocating] = useState(false);
  // Why the browser gave no position (a reason, worded in the language read), or another failure's own words.
  const [geolocationError, setGeolocationError] = useState<GeolocationReason | string | null>(null);
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
      setGeolocationError(error instanceof GeolocationProblem ? error.reason : error instanceof Error ? error.message : String(error));
    } finally {
      setLocating(false);
    }
  };

  const failure = found.error ? readServerFailure(found.error) : null;
  const searchRefused = failure?.status === 400 ? (failure.fieldErrors.search_term ?? failure.fieldErrors.zipcode ?? failure.messages)[0] ?? failure.message : null;
  // The server's sentence in the language read when it is one of the search's own; any other as sent (English).
  const refusal = searchRefused ? searchRefusal(text, searchRefused) : null;
  const geolocationText =
    geolocationError === 'unsupported' || geolocationError === 'denied' || geolocationError === 'failed' ? geolocationMessage(text, geolocationError) : geolocationError;
  const fieldError = geolocationText ?? (refusal ? refusal.translated || language === 'en' ? refusal.message : <span lang="en">{refusal.message}</span> : null);
  const placeLabel = (location: { label: string; source: string }) => (location.source === 'coordinates' ? text.yourLocation : location.label);
  const next = answer ? wider(search.distance) : undefined;

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={1}>{text.heading}</Title>
          <Text maw={720}>{text.intro}</Text>
        </Stack>
        <StoreSearchForm
          term={here ? '' : search.term}
          distance={search.distance}
          error={fieldError}
          locating={locating}
          onSearch={runSearch}
          onDistance={(distance) => setParams(paramsOf({ term: here ? '' : search.term, distance }))}
          onUseLocation={() => void useMyLocation()}
        />
        <Text role="status" aria-live="polite" fw={600} data-testid="store-search-status">
          {found.isFetching ? text.searching : answer ? text.found(answer.stores.length, answer.distance, placeLabel(answer.location)) : ''}
        </Text>
        {failure && !searchRefused && !found.isFetching ? (
          <LoadFailureAlert title={text.loadFailed} onRetry={() => void found.refetch()} retrying={found.isFetching} hint={text.retryHint} retryLabel={text.retry} />
        ) : null}
        {!answer && found.isFetching ? <PageLoader label={text.searchingStores} /> : null}
        {answer ? (
          <div className={classes.results} aria-busy={found.isFetching}>
            <div className={classes.mapArea}>
              <Suspense fallback={<div className={classes.mapPlaceholder} aria-hidden />}>
                <StoreMap location={answer.location} distance={answer.distance} zoom={answer.zoom} stores={answer.stores} selectedId={selectedId} onSelect={setSelectedId} />
              </Suspense>
            </div>
            <section className={classes.listArea} aria-labelledby="stores-found-heading">
              <Title order={2} size="h4" id="stores-found-heading" mb="sm">
                {text.storesNear(placeLabel(answer.location))}
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
                        {text.searchWithin(next)}
                      </Button>
                    ) : undefined
                  }
                >
                  {text.noneWithin(answer.distance, placeLabel(answer.location))}
                </EmptyState>
              )}
            </section>
          </div>
        ) : null}
      </Stack>
    </Container>
  );
}
