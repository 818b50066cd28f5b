import type { EventView } from '@certus/contracts';
import { localeOf, type Language } from '../../region/index.ts';

/**
 * How an event's days read: "Fri, Apr 16 – Sun, Apr 18, 2027", "Sat, Mar 20, 2027" for one day (in French
 * "ven. 16 avr. – dim. 18 avr. 2027"). Its days are calendar days where it happens (no time zone), so they are
 * formatted as UTC dates: never shifted a day by the visitor's own zone.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(language: Language, kind: 'day' | 'dayWithYear' | 'month'): Intl.DateTimeFormat {
  const key = `${language}/${kind}`;
  let made = formatters.get(key);
  if (!made) {
    const options: Intl.DateTimeFormatOptions =
      kind === 'month'
        ? { month: 'long', year: 'numeric', timeZone: 'UTC' }
        : { weekday: 'short', month: 'short', day: 'numeric', ...(kind === 'dayWithYear' ? { year: 'numeric' } : {}), timeZone: 'UTC' };
    made = new Intl.DateTimeFormat(localeOf(language), options);
    formatters.set(key, made);
  }
  return made;
}
const dateOf = (calendarDay: string) => new Date(`${calendarDay}T00:00:00.000Z`);

export function formatEventDays(startsOn: string, endsOn: string, language: Language = 'en'): string {
  if (startsOn === endsOn) return formatter(language, 'dayWithYear').format(dateOf(startsOn));
  const sameYear = startsOn.slice(0, 4) === endsOn.slice(0, 4);
  return `${formatter(language, sameYear ? 'day' : 'dayWithYear').format(dateOf(startsOn))} – ${formatter(language, 'dayWithYear').format(dateOf(endsOn))}`;
}

/** The month an event starts in, as a heading: "April 2027" ("Avril 2027": a French heading starts with a capital). */
export function monthOf(calendarDay: string, language: Language = 'en'): string {
  const month = formatter(language, 'month').format(dateOf(calendarDay));
  return month.charAt(0).toLocaleUpperCase(localeOf(language)) + month.slice(1);
}

/** Where: the venue, then city and state or province, then the country when it is not the US. */
export function placeOf(event: Pick<EventView, 'venue' | 'city' | 'region' | 'country'>): string {
  const town = [event.city, event.region].filter(Boolean).join(', ');
  return [event.venue, town, event.country === 'US' ? '' : event.country === 'CA' ? 'Canada' : event.country].filter(Boolean).join(', ');
}

/** Whether an event is over on the visitor's today (its last day before today, in UTC days like the calls). */
export const isOver = (event: Pick<EventView, 'endsOn'>, now: Date = new Date()) => event.endsOn < now.toISOString().slice(0, 10);

/** The page of one event, where it has one of its own. */
export const eventPagePath = (event: Pick<EventView, 'kind' | 'name'>) => (event.kind === 'signing' ? `/new-signing-${event.name}` : null);
