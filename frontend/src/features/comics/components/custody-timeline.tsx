import { Text } from '@mantine/core';
import { SHORT_ID_LENGTH, type CustodyPerson, type CustodyStep } from '@certus/contracts';
import { dateFormat, displayableDate } from '../../../lib/date-formats.ts';
import { localeOf, useLanguage, type Language } from '../../region/index.ts';
import { custodyMessages } from '../comics-messages.ts';
import classes from './custody-timeline.module.css';

/** Member ids are UUIDs, 36 characters: their start tells two people apart, as the audit screens show them. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const shortId = (id: string) => (UUID.test(id) ? id.slice(0, SHORT_ID_LENGTH) : id);

/** "J. K. (1b0384b3)", "1b0384b3", or the system; the whole id is the element's title. */
function personOf(person: CustodyPerson, language: Language): string {
  const t = custodyMessages[language];
  if (person.name && person.id) return t.person(person.name, shortId(person.id));
  return person.name ?? (person.id ? shortId(person.id) : t.system);
}

const memberTime = (iso: string, language: Language) => {
  const date = displayableDate(iso);
  return date ? dateFormat(localeOf(language), { dateStyle: 'medium', timeStyle: 'short' }).format(date) : '';
};

export interface CustodyTimelineProps {
  steps: readonly CustodyStep[];
  /** Names the list ("Custody of Book 2: Incredible Hulk #181"). */
  label: string;
  /** The page's language when it is not the visitor's (the auditor's screens read in English). */
  language?: Language;
  /** How a step's time is written; the member pages' date and time by default. */
  formatTime?: (iso: string) => string;
}

/**
 * One book's custody (contracts BookCustody steps): what was done to it, when and by whom, oldest first, as an
 * ordered list. The detail line is the server's English, marked so on a French page.
 */
export function CustodyTimeline({ steps, label, language, formatTime }: CustodyTimelineProps) {
  const visitorLanguage = useLanguage();
  const lang = language ?? visitorLanguage;
  const t = custodyMessages[lang];
  return (
    <ol className={classes.timeline} aria-label={label} data-testid="custody-timeline">
      {steps.map((step) => (
        <li key={`${step.version}-${step.kind}`} className={classes.step} data-testid="custody-step" data-kind={step.kind}>
          <Text fw={700} component="span" display="block">
            {t.step(step.kind)}
          </Text>
          <Text size="sm" c="dimmed" component="span" display="block">
            <time dateTime={step.at}>{formatTime ? formatTime(step.at) : memberTime(step.at, lang)}</time>
            {' · '}
            <span title={step.by.id ?? undefined}>{t.by(personOf(step.by, lang))}</span>
          </Text>
          {step.detail ? (
            <Text size="sm" component="span" display="block" lang={lang === 'en' ? undefined : 'en'} data-testid="custody-step-detail">
              {step.detail}
            </Text>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
