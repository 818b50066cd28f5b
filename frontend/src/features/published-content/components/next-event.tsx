import { Link } from 'react-router';
import type { EventView } from '@certus/contracts';
import { useLanguage, useMessages } from '../../region/index.ts';
import { eventPagePath, formatEventDays, placeOf } from '../lib/event-days.ts';
import { kindName, recordLang, stripMessages } from '../strip-messages.ts';
import classes from './next-event.module.css';

/**
 * The home page's next event (spec 2.1): the soonest convention, signing or onsite grading event not over yet.
 * No UI library: it is on the home page's first load.
 */
export function NextEvent({ event }: { event: EventView }) {
  const text = useMessages(stripMessages);
  const language = useLanguage();
  const page = eventPagePath(event) ?? (event.kind === 'onsite' ? '/onsite-event' : '/events');
  return (
    <section className={classes.nextEvent} aria-labelledby="next-event-heading" data-testid="next-event">
      <p className={classes.kicker}>
        <span id="next-event-heading">{text.nextEvent}</span> · {kindName(text, event.kind)}
      </p>
      <h2 className={classes.title}>
        <Link to={page} className={classes.titleLink} lang={recordLang(language)}>
          {event.title}
        </Link>
      </h2>
      <p className={classes.when}>{formatEventDays(event.startsOn, event.endsOn, language)}</p>
      <p className={classes.where}>{placeOf(event)}</p>
      <Link to="/events" className={classes.all}>
        {text.allEventsAndSignings}
      </Link>
    </section>
  );
}
