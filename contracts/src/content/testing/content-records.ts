import type {
  BannerRecord,
  ConventionRecord,
  NewsRecord,
  NewsletterRecord,
  OnsiteRecord,
  SigningRecord,
  SlideRecord,
  StoredContentImage,
} from '../content-records.ts';

/** Records for tests, as events carry them: valid by default, any field overridden. */

export const aStoredImage = (overrides: Partial<StoredContentImage> = {}): StoredContentImage => {
  const sha256 = overrides.sha256 ?? 'a'.repeat(64);
  return { key: `content/${sha256}.webp`, contentType: 'image/webp', width: 1200, height: 400, bytes: 48_213, sha256, ...overrides };
};

const window = { publishFrom: '2027-01-01T00:00:00.000Z', publishUntil: null };
const place = {
  venue: 'Javits Center',
  address: '429 11th Ave',
  city: 'New York',
  region: 'NY',
  country: 'US',
  description: 'Meet the **Certus** team at our booth.',
  image: null,
  imageAlt: '',
  link: 'https://www.newyorkcomiccon.com',
};

export const aConvention = (overrides: Partial<ConventionRecord> = {}): ConventionRecord => ({
  kind: 'convention',
  title: 'New York Comic Con 2027',
  ...window,
  startsOn: '2027-10-07',
  endsOn: '2027-10-10',
  ...place,
  booth: '#2145',
  ...overrides,
});

export const aSigning = (overrides: Partial<SigningRecord> = {}): SigningRecord => ({
  kind: 'signing',
  title: 'Todd McFarlane signing at NYCC',
  ...window,
  startsOn: '2027-10-08',
  endsOn: '2027-10-08',
  ...place,
  signers: ['Todd McFarlane'],
  ...overrides,
});

export const anOnsite = (overrides: Partial<OnsiteRecord> = {}): OnsiteRecord => ({
  kind: 'onsite',
  title: 'Onsite grading at C2E2',
  ...window,
  startsOn: '2027-03-19',
  endsOn: '2027-03-21',
  ...place,
  venue: 'McCormick Place',
  address: '2301 S King Dr',
  city: 'Chicago',
  region: 'IL',
  link: null,
  services: ['Grading', 'Pressing'],
  ...overrides,
});

export const aBanner = (overrides: Partial<BannerRecord> = {}): BannerRecord => ({
  kind: 'banner',
  title: 'Spring pressing special',
  ...window,
  image: aStoredImage(),
  imageAlt: 'Pressed comics under a heat press, 20% off pressing this spring',
  link: '/pressing',
  placement: 'home',
  order: 0,
  ...overrides,
});

export const aSlide = (overrides: Partial<SlideRecord> = {}): SlideRecord => ({
  kind: 'slide',
  title: 'Graded by hand',
  ...window,
  caption: 'Every book is graded by two graders.',
  image: aStoredImage({ sha256: 'b'.repeat(64), key: `content/${'b'.repeat(64)}.webp` }),
  imageAlt: 'A grader looking at a comic under a lamp',
  link: null,
  order: 0,
  ...overrides,
});

export const aNewsItem = (overrides: Partial<NewsRecord> = {}): NewsRecord => ({
  kind: 'news',
  title: 'Faster turnaround for Express',
  ...window,
  summary: 'Express orders now ship within 5 business days.',
  body: 'From today, **Express** orders ship within 5 business days.',
  image: null,
  imageAlt: '',
  link: null,
  ...overrides,
});

export const aNewsletter = (overrides: Partial<NewsletterRecord> = {}): NewsletterRecord => ({
  kind: 'newsletter',
  title: 'Spring newsletter',
  ...window,
  summary: 'Conventions, signings and what is new at Certus this spring.',
  body: '## Where to find us\n\n- C2E2, Chicago\n- Fan Expo Dallas',
  ...overrides,
});
