import { CONTENT_KIND_LABELS, type ContentKind } from './content-kinds.ts';

/**
 * The publishing model's rules, pure, applied by the deciders, the request schemas, the query side (what is
 * public now) and the editor screens (what is live, scheduled or over) alike. "Now" is always passed in: what is
 * upcoming, and the "-5" and "-7" of the spec's calls, are computed from the clock at read time, never stored.
 */

export const contentMessages = {
  windowEndsBeforeStart: 'The publish window must end after it starts.',
  eventEndsBeforeStart: 'The event cannot end before it starts.',
  dayInvalid: 'Write the day as YYYY-MM-DD (a real date).',
  nameInvalid: 'The name takes lower-case letters and digits joined by single dashes (e.g. nycc-2027), at most 80 characters.',
  linkInvalid: 'The link must be a page of this site (starting with /) or an http(s) address.',
  imageRequired: 'Choose an image.',
  imageAltRequired: 'Describe the image for people who cannot see it.',
  imageNotUploaded: 'This image was not uploaded (or no longer exists): upload it again.',
  imageNotAnImage: 'The file must be a JPEG, PNG or WebP image.',
  imageDamaged: 'The image file is damaged or incomplete.',
  imageTooLarge: 'The image is larger than the upload limit of 50 MB.',
  imageTooManyPixels: 'The image is too large: at most 10,000 pixels a side and 50 megapixels.',
  kindMismatch: 'The record is not of the kind its address names.',
  alreadyExists: (kind: ContentKind, name: string) => `A ${CONTENT_KIND_LABELS[kind].one.toLowerCase()} named '${name}' already exists: choose another name, or revise it.`,
  notFound: (kind: ContentKind, name: string) => `No ${CONTENT_KIND_LABELS[kind].one.toLowerCase()} is named '${name}'.`,
  alreadyWithdrawn: (kind: ContentKind, name: string) => `The ${CONTENT_KIND_LABELS[kind].one.toLowerCase()} '${name}' was already withdrawn.`,
  withdrawnCannotChange: (kind: ContentKind, name: string) =>
    `The ${CONTENT_KIND_LABELS[kind].one.toLowerCase()} '${name}' was withdrawn: it cannot be revised. Publish a new one instead.`,
  daysBackInvalid: 'The days are a whole number from -366 to 366 (e.g. -5: events that ended up to 5 days ago too).',
  countInvalid: (max: number) => `The count must be a whole number from 1 to ${max}.`,
  placementUnknown: (placements: readonly string[]) => `The placement must be one of ${placements.join(', ')}.`,
  kindUnknown: (kinds: readonly string[]) => `The kind must be one of ${kinds.join(', ')}.`,
  newsletterNotFound: 'No newsletter is published under this name.',
  signingNotFound: 'No signing event is published under this name.',
} as const;

export interface PublishWindow {
  publishFrom: string;
  publishUntil: string | null;
}

/** Where a record stands for the editors; only `live` ones are public. */
export const CONTENT_STATUSES = ['scheduled', 'live', 'ended', 'withdrawn'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

export function contentStatusAt(record: PublishWindow & { withdrawn: boolean }, now: Date): ContentStatus {
  if (record.withdrawn) return 'withdrawn';
  const time = now.getTime();
  if (time < Date.parse(record.publishFrom)) return 'scheduled';
  if (record.publishUntil !== null && time >= Date.parse(record.publishUntil)) return 'ended';
  return 'live';
}

/** A real calendar day written YYYY-MM-DD (2027-02-30 is not one). */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00.000Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The UTC day of an instant, YYYY-MM-DD. */
export const utcDayOf = (now: Date) => now.toISOString().slice(0, 10);

/** A calendar day moved by whole days. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * The first day an event may have ended on and still be listed: the spec's calls pass a day offset, "-5" keeping
 * the events that ended up to 5 days ago (GET /api/conventions/-5), "0" only those not over yet. Days are UTC.
 */
export const listedFromDay = (now: Date, dayOffset: number) => addDays(utcDayOf(now), dayOffset);

/** The day offsets the calls take. */
export const DAY_OFFSET_LIMIT = 366;
/** The most events GET /api/onsites/{days}/{n} answers. */
export const ONSITES_MAX_COUNT = 100;

/** A path segment as a day offset ("-5", "0", "+3"), or null when it is not one. */
export function parseDayOffset(segment: string): number | null {
  if (!/^[+-]?\d{1,3}$/.test(segment)) return null;
  const value = Number(segment);
  return Math.abs(value) <= DAY_OFFSET_LIMIT ? value : null;
}

export interface RecordProblem {
  field: string;
  message: string;
}

/**
 * What is wrong with a record whatever its fields' own checks: the window ends after it starts, an event ends
 * on or after its first day. The deciders refuse a record with any; the request schemas show them per field.
 */
export function recordProblems(record: PublishWindow & { startsOn?: string; endsOn?: string }): RecordProblem[] {
  const problems: RecordProblem[] = [];
  if (record.publishUntil !== null && Date.parse(record.publishUntil) <= Date.parse(record.publishFrom)) {
    problems.push({ field: 'publishUntil', message: contentMessages.windowEndsBeforeStart });
  }
  if (record.startsOn !== undefined && record.endsOn !== undefined && record.endsOn < record.startsOn) {
    problems.push({ field: 'endsOn', message: contentMessages.eventEndsBeforeStart });
  }
  return problems;
}
