import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  PublishContentBody,
  addDays,
  contentStreamId,
  isEventKind,
  utcDayOf,
  type ContentKind,
  type ContentRecordInput,
  type EventMetadata,
} from '@certus/contracts';
import type { CommandServiceDeps } from '../shared/deps.ts';
import { handleCommand, loadState } from '../shared/command-handler.ts';
import { contentDecider } from '../content/content.decider.ts';
import { measureContentImage, recordOfBody } from '../content/content-images.ts';
import { memberIdForEmail } from '../members/member-id.ts';

/** The pictures drawn for the demo (frontend/scripts/render-content-images.ts). */
const IMAGES_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'content-images');
const SEED_ACTOR = { userId: null, role: 'system' as const };

type DemoImage = 'banner-fan-expo-dallas' | 'banner-spring-pressing' | 'banner-signature-program' | 'slide-graded-by-hand' | 'slide-sealed-to-last' | 'slide-find-us';

/** A demo record: its fields as an editor's form would send them, days counted from today, images by file. */
interface DemoRecord {
  name: string;
  /** For events: the first day, in days from today, and how many days it lasts. */
  days?: { from: number; length: number };
  image?: DemoImage;
  record: Omit<ContentRecordInput, 'publishFrom' | 'image' | 'startsOn' | 'endsOn'> & Record<string, unknown>;
}

const show = {
  c2e2: { venue: 'McCormick Place', address: '2301 S King Dr', city: 'Chicago', region: 'IL', country: 'US', link: 'https://www.c2e2.com' },
  dallas: { venue: 'Kay Bailey Hutchison Convention Center', address: '650 S Griffin St', city: 'Dallas', region: 'TX', country: 'US', link: 'https://fanexpohq.com/fanexpodallas/' },
  sdcc: { venue: 'San Diego Convention Center', address: '111 W Harbor Dr', city: 'San Diego', region: 'CA', country: 'US', link: 'https://www.comic-con.org' },
  toronto: { venue: 'Metro Toronto Convention Centre', address: '255 Front St W', city: 'Toronto', region: 'ON', country: 'CA', link: 'https://fanexpohq.com/fanexpocanada/' },
  nycc: { venue: 'Javits Center', address: '429 11th Ave', city: 'New York', region: 'NY', country: 'US', link: 'https://www.newyorkcomiccon.com' },
} as const;

/**
 * The demo content (README: what a visitor and the demo editor can try): conventions with their real names and
 * cities, signings and onsite grading events at them, an open house at the Plano office, three home page
 * banners and one each for the events and news pages, three slides, two news items and a newsletter.
 * The signers are invented: the demo announces no real person.
 */
export const DEMO_CONTENT: { kind: ContentKind; items: DemoRecord[] }[] = [
  {
    kind: 'convention',
    items: [
      { name: 'c2e2', days: { from: 9, length: 3 }, record: { kind: 'convention', title: 'C2E2: Chicago Comic & Entertainment Expo', ...show.c2e2, booth: '#1417', description: 'Bring your books to the **Certus** booth: we grade, press and witness signatures on the show floor.\n\nDrop-offs close at 4 pm on the last day.' } },
      { name: 'fan-expo-dallas', days: { from: 23, length: 3 }, record: { kind: 'convention', title: 'Fan Expo Dallas', ...show.dallas, booth: '#905', description: 'Our home show: the Plano graders come in force, with same-weekend pressing.' } },
      { name: 'san-diego-comic-con', days: { from: 58, length: 4 }, record: { kind: 'convention', title: 'San Diego Comic-Con', ...show.sdcc, booth: '', description: 'Find us on the exhibit hall floor for submissions and questions about your books.' } },
      { name: 'fan-expo-canada', days: { from: 86, length: 4 }, record: { kind: 'convention', title: 'Fan Expo Canada', ...show.toronto, booth: '#2210', description: 'Submissions in CA$, returned to your Canadian address.' } },
      { name: 'new-york-comic-con', days: { from: 121, length: 4 }, record: { kind: 'convention', title: 'New York Comic Con', ...show.nycc, booth: '#2145', description: 'Four days at the Javits Center: grading, pressing and witnessed signings.' } },
    ],
  },
  {
    kind: 'signing',
    items: [
      { name: 'dana-whitfield-c2e2', days: { from: 10, length: 1 }, record: { kind: 'signing', title: 'Dana Whitfield signs Starfall at C2E2', ...show.c2e2, signers: ['Dana Whitfield'], description: 'Witnessed by a Certus grader: books signed here can be graded with the **Authentic** signature label.\n\n- 11 am to 1 pm\n- Up to 5 books a person' } },
      { name: 'marcus-bell-and-ines-okafor-dallas', days: { from: 24, length: 1 }, record: { kind: 'signing', title: 'Marcus Bell and Inès Okafor at Fan Expo Dallas', ...show.dallas, signers: ['Marcus Bell', 'Inès Okafor'], description: 'The creative team of Night Harbor signs together at the Certus booth.' } },
      { name: 'ruth-castellanos-nycc', days: { from: 122, length: 2 }, record: { kind: 'signing', title: 'Ruth Castellanos at New York Comic Con', ...show.nycc, signers: ['Ruth Castellanos'], description: 'Two sessions a day, tickets at the booth.' } },
    ],
  },
  {
    kind: 'onsite',
    items: [
      { name: 'plano-open-house', days: { from: 5, length: 1 }, record: { kind: 'onsite', title: 'Open house at the Plano office', venue: 'Certus grading room', address: '5400 Legacy Drive, Suite 300', city: 'Plano', region: 'TX', country: 'US', services: ['Grading', 'Pressing', 'Signature verification', 'Drop-off and pick-up'], description: 'See the grading room, meet the graders, and drop off your submission in person.' } },
      { name: 'onsite-grading-c2e2', days: { from: 9, length: 3 }, record: { kind: 'onsite', title: 'Onsite grading at C2E2', ...show.c2e2, services: ['Grading', 'Pressing', 'Signature witnessing'], description: 'Books graded on the show floor, encapsulated and back in your hands before the show ends.' } },
      { name: 'onsite-grading-fan-expo-dallas', days: { from: 23, length: 3 }, record: { kind: 'onsite', title: 'Onsite grading at Fan Expo Dallas', ...show.dallas, services: ['Grading', 'Pressing', 'Signature witnessing', 'Reholdering'], description: 'Our biggest onsite team of the year.' } },
      { name: 'onsite-grading-fan-expo-canada', days: { from: 86, length: 4 }, record: { kind: 'onsite', title: 'Onsite grading at Fan Expo Canada', ...show.toronto, services: ['Grading', 'Signature witnessing'], description: 'Grading in Toronto; pressing is mailed back from Plano.' } },
    ],
  },
  {
    kind: 'banner',
    items: [
      { name: 'fan-expo-dallas-onsite', image: 'banner-fan-expo-dallas', record: { kind: 'banner', title: 'Fan Expo Dallas: onsite grading', imageAlt: 'Fan Expo Dallas: onsite grading and pressing at the Certus booth', link: '/onsite-event', placement: 'home', order: 1 } },
      { name: 'spring-pressing-special', image: 'banner-spring-pressing', record: { kind: 'banner', title: 'Spring pressing special', imageAlt: 'Spring pressing: 20% off pressing on every order this spring', link: '/pressing', placement: 'home', order: 2 } },
      { name: 'witnessed-signings', image: 'banner-signature-program', record: { kind: 'banner', title: 'Witnessed signings', imageAlt: 'Signed and sealed: witnessed signings at the shows near you', link: '/signing-event', placement: 'home', order: 3 } },
      { name: 'events-on-tour', image: 'banner-fan-expo-dallas', record: { kind: 'banner', title: 'On tour: Fan Expo Dallas', imageAlt: 'Fan Expo Dallas: onsite grading and pressing at the Certus booth', link: '/onsite-grading', placement: 'events', order: 1 } },
      { name: 'news-pressing', image: 'banner-spring-pressing', record: { kind: 'banner', title: 'News: spring pressing', imageAlt: 'Spring pressing: 20% off pressing on every order this spring', link: '/pressing', placement: 'news', order: 1 } },
    ],
  },
  {
    kind: 'slide',
    items: [
      { name: 'graded-by-hand', image: 'slide-graded-by-hand', record: { kind: 'slide', title: 'Graded by hand', caption: 'Two graders look at every book before it is sealed.', imageAlt: 'Graded by hand: two graders look at every book', link: '/grading-certification-process', order: 1 } },
      { name: 'sealed-to-last', image: 'slide-sealed-to-last', record: { kind: 'slide', title: 'Sealed to last', caption: 'Archival holders, and a label anyone can check online.', imageAlt: 'Sealed to last: archival holders, a label you can check online', link: '/featured', order: 2 } },
      { name: 'find-us-on-tour', image: 'slide-find-us', record: { kind: 'slide', title: 'Find us on tour', caption: 'Conventions, signings and onsite grading near you.', imageAlt: 'Find us on tour: conventions, signings and onsite grading', link: '/events', order: 3 } },
    ],
  },
  {
    kind: 'news',
    items: [
      { name: 'on-tour-this-season', record: { kind: 'news', title: 'On tour this season: C2E2, Fan Expo Dallas and more', summary: 'Where to find the Certus graders at the shows this season.', body: 'We grade on the show floor at **C2E2** and **Fan Expo Dallas**, and hold an open house at our Plano office.\n\nSee every date on the [events calendar](/events).' } },
      { name: 'census-online', record: { kind: 'news', title: 'The population report is online', summary: 'Every certified copy counted by book, grade and label.', body: 'Search the census by title at the [population report](/population-report), or check a slab by its number.' } },
    ],
  },
  {
    kind: 'newsletter',
    items: [
      {
        name: 'spring-newsletter',
        record: {
          kind: 'newsletter',
          title: 'Spring newsletter: shows, signings and the census',
          summary: 'Our convention season, witnessed signings, and the population report.',
          body: '## On tour\n\nThe graders travel to **C2E2** in Chicago and **Fan Expo Dallas**, with onsite grading at both.\n\n- Open house in Plano\n- Witnessed signings at the Certus booth\n\n## The census\n\nThe [population report](/population-report) now counts every certified copy.\n\nSee you at the shows,\nthe Certus team',
        },
      },
    ],
  },
];

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Publishes the demo content through the editors' commands and rules (the request schema, the stored images,
 * the decider), as the demo editor. Each record once (fixed command ids); days are counted from today, and an
 * event that is over by a later start is moved forward again (a revise, once per new date), so the demo always
 * has upcoming events. A record an editor withdrew is left alone.
 */
export async function seedDemoContent(deps: Pick<CommandServiceDeps, 'store' | 'clock' | 'storage'>): Promise<void> {
  const now = deps.clock.now();
  const today = utcDayOf(now);
  const editor = memberIdForEmail('editor@demo.test');
  // Public from a day ago, so what the demo shows does not depend on the minute it started.
  const publishFrom = new Date(now.getTime() - DAY_MS).toISOString();
  const images = new Map<DemoImage, string>();
  const imageKey = async (file: DemoImage) => {
    if (!images.has(file)) {
      const bytes = await readFile(path.join(IMAGES_DIR, `${file}.webp`));
      const measured = measureContentImage(bytes);
      if ('problem' in measured) throw new Error(`demo image ${file} is not an image the site takes (${measured.problem})`);
      await deps.storage.put(measured.image.key, bytes);
      images.set(file, measured.image.key);
    }
    return images.get(file)!;
  };

  for (const { kind, items } of DEMO_CONTENT) {
    for (const item of items) {
      const streamId = contentStreamId(kind, item.name);
      const { state } = await loadState(deps.store, streamId, contentDecider);
      if (state.status === 'Withdrawn') continue;
      const stillUpcoming = state.status === 'Published' && (!isEventKind(state.kind) || !('endsOn' in state.record) || state.record.endsOn >= today);
      if (stillUpcoming) continue;
      const days = item.days ? { startsOn: addDays(today, item.days.from), endsOn: addDays(today, item.days.from + item.days.length - 1) } : {};
      const body = PublishContentBody.parse({
        name: item.name,
        record: { ...item.record, publishFrom: state.status === 'Published' ? state.record.publishFrom : publishFrom, ...days, ...(item.image ? { image: await imageKey(item.image) } : {}) },
      });
      const record = await recordOfBody(body.record, deps.storage);
      const at = now.toISOString();
      const step = state.status === 'None' ? 'publish' : `revise:${'startsOn' in days ? days.startsOn : at}`;
      const commandId = `demo-seed:content:${kind}:${item.name}:${step}`;
      const metadata: EventMetadata = { correlationId: 'demo-seed', causationId: commandId, commandId, actor: SEED_ACTOR };
      const command =
        state.status === 'None'
          ? ({ type: 'PublishContent', name: item.name, record, by: editor, at } as const)
          : ({ type: 'ReviseContent', kind, name: item.name, record, by: editor, at } as const);
      await handleCommand(deps.store, streamId, contentDecider, command, { commandId, metadata });
    }
  }
}
