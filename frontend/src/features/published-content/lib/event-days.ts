import type { EventView } from '@certus/contracts';

/**
 * How an event's days read: "Fri, Apr 16 – Sun, Apr 18, 2027", "Sat, Mar 20, 2027" for one day. Its days are
 * calendar days where it happens (no time zone), so they are formatted as UTC dates: never shifted a day by the
 * visitor's own zone.
 */
const day = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });
const dayWithYear = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const month = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const dateOf = (calendarDay: string) => new Date(`${calendarDay}T00:00:00.000Z`);

export function formatEventDays(startsOn: string, endsOn: string): string {
  if (startsOn === endsOn) return dayWithYear.format(dateOf(startsOn));
  const sameYear = startsOn.slice(0, 4) === endsOn.slice(0, 4);
  return `${(sameYear ? day : dayWithYear).format(dateOf(startsOn))} – ${dayWithYear.format(dateOf(endsOn))}`;
}

/** The month an event starts in, as a heading: "April 2027". */
export const monthOf = (calendarDay: string) => month.format(dateOf(calendarDay));

/** Where: the venue, then city and state or province, then the country when it is not the US. */
export function placeOf(event: Pick<EventView, 'venue' | 'city' | 'region' | 'country'>): string {
  const town = [event.city, event.region].filter(Boolean).join(', ');
  return [event.venue, town, event.country === 'US' ? '' : event.country === 'CA' ? 'Canada' : event.country].filter(Boolean).join(', ');
}

/** Whether an event is over on the visitor's today (its last day before today, in UTC days like the calls). */
export const isOver = (event: Pick<EventView, 'endsOn'>, now: Date = new Date()) => event.endsOn < now.toISOString().slice(0, 10);

export const EVENT_KIND_NAMES: Record<EventView['kind'], string> = {
  convention: 'Convention',
  signing: 'Signing',
  onsite: 'Onsite grading',
};

/** The page of one event, where it has one of its own. */
export const eventPagePath = (event: Pick<EventView, 'kind' | 'name'>) => (event.kind === 'signing' ? `/new-signing-${event.name}` : null);
