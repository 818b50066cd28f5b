import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { populationApi } from '../api/population-api.ts';
import { filterToQuery, populationSearchSchema, type PopulationFilter } from './population-filter.ts';
import { saveFilter } from './saved-filter.ts';

/** Any store's dispatch: the search only dispatches the API's own thunks. */
export type SearchDispatch = ThunkDispatch<unknown, unknown, UnknownAction>;

/** A refusal the member can act on: the server's field messages (spec 5 Forms). */
const isRefusal = (error: unknown) => {
  const status = (error as { status?: unknown } | undefined)?.status;
  return status === 400 || status === 422;
};

/**
 * Starts a population search (spec 7.4): records it with the command side (which checks it again, with the
 * same messages), saves it as the browser's filter, and answers the listing to open. Answers the refusal when
 * the server turned the filters down. The filters must pass populationSearchSchema (the caller checked them).
 */
export async function startPopulationSearch(dispatch: SearchDispatch, filter: PopulationFilter): Promise<{ listing: string } | { refused: unknown }> {
  const body = populationSearchSchema().parse(filter);
  const recorded = await dispatch(populationApi.endpoints.recordSearch.initiate(body, { track: false }));
  // Recording only feeds the member's recent searches: if the command side cannot be reached the census
  // (the query side) still can, so only a refusal of the filters themselves stops the search.
  if (recorded.error && isRefusal(recorded.error)) return { refused: recorded.error };
  saveFilter(filter);
  return { listing: `/comic-report?${filterToQuery(filter)}` };
}
