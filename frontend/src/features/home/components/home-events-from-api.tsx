import { useGetHomeContentQuery } from '../../published-content/index.ts';
import { HomeEvents } from './home-events.tsx';

/**
 * The home page's next event and banners asked of the API, when the page came without them (the dev server,
 * a slow read on the server). A failure shows nothing: they are not what the visitor came for.
 */
export default function HomeEventsFromApi() {
  const { data } = useGetHomeContentQuery();
  return data ? <HomeEvents content={data} /> : null;
}
