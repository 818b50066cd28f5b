import type { ContentRecord, EventRecord, StoredContentImage } from './content-records.ts';
import type { ContentView, EventView, ViewImage } from '../http/content.ts';

/** Where the browser finds a stored image (the storage's public address + its key). */
export type ImageUrlOf = (key: string) => string;

const imageView = (image: StoredContentImage | null, alt: string, urlOf: ImageUrlOf): ViewImage | null =>
  image ? { url: urlOf(image.key), width: image.width, height: image.height, alt } : null;

function eventViewOf(name: string, record: EventRecord, urlOf: ImageUrlOf): EventView {
  const common = {
    name,
    title: record.title,
    startsOn: record.startsOn,
    endsOn: record.endsOn,
    venue: record.venue,
    address: record.address,
    city: record.city,
    region: record.region,
    country: record.country,
    description: record.description,
    image: imageView(record.image, record.imageAlt, urlOf),
    link: record.link,
  };
  switch (record.kind) {
    case 'convention':
      return { kind: 'convention', ...common, booth: record.booth };
    case 'signing':
      return { kind: 'signing', ...common, signers: record.signers };
    case 'onsite':
      return { kind: 'onsite', ...common, services: record.services };
  }
}

/**
 * A record as the public sees it: the one mapping the query side answers with and the editor's preview shows, so
 * the preview is the page. The publish window is not in it: whether a record is public is the reader's to decide.
 */
export function contentViewOf(name: string, record: ContentRecord, urlOf: ImageUrlOf): ContentView {
  switch (record.kind) {
    case 'convention':
    case 'signing':
    case 'onsite':
      return eventViewOf(name, record, urlOf);
    case 'banner':
      return { kind: 'banner', name, title: record.title, image: imageView(record.image, record.imageAlt, urlOf)!, link: record.link, placement: record.placement, order: record.order };
    case 'slide':
      return { kind: 'slide', name, title: record.title, caption: record.caption, image: imageView(record.image, record.imageAlt, urlOf)!, link: record.link, order: record.order };
    case 'news':
      return { kind: 'news', name, title: record.title, summary: record.summary, body: record.body, publishedAt: record.publishFrom, image: imageView(record.image, record.imageAlt, urlOf), link: record.link };
    case 'newsletter':
      return { kind: 'newsletter', name, title: record.title, summary: record.summary, body: record.body, publishedAt: record.publishFrom };
    default: {
      const unknown: never = record;
      throw new Error(`unhandled content record ${JSON.stringify(unknown)}`);
    }
  }
}
