import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { FeatureCollection, MultiLineString } from 'geojson';
// The basemap's data, bundled with the site (no tile server is reachable, and none is asked): Natural Earth
// country shapes at 1:50m (world-atlas) and the US states at 1:10m (us-atlas), fetched when a map first opens.
import worldUrl from 'world-atlas/countries-50m.json?url';
import statesUrl from 'us-atlas/states-10m.json?url';

export interface Basemap {
  /** Every country, filled as land over the sea. */
  land: FeatureCollection;
  /** The borders between countries. */
  borders: MultiLineString;
  /** The borders between US states. */
  states: MultiLineString;
}

let loading: Promise<Basemap> | undefined;

async function topology(url: string): Promise<Topology> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as Topology;
}

/** The basemap, fetched and converted once per page load (the two files are about 250 kB compressed). */
export function loadBasemap(): Promise<Basemap> {
  loading ??= Promise.all([topology(worldUrl), topology(statesUrl)])
    .then(([world, us]) => {
      const countries = world.objects.countries as GeometryCollection;
      const states = us.objects.states as GeometryCollection;
      return {
        land: feature(world, countries) as FeatureCollection,
        borders: mesh(world, countries, (a, b) => a !== b),
        states: mesh(us, states, (a, b) => a !== b),
      };
    })
    .catch((error: unknown) => {
      loading = undefined; // a later map may try again
      throw error;
    });
  return loading;
}
