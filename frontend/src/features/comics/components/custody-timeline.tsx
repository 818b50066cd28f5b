import { Text } from '@mantine/core';
import type { CustodyPerson, CustodyStep } from '@certus/contracts';
import { dateFormat, displayableDate } from '../../../lib/intl-formats.ts';
import { localeOf, useLanguage, type Language } from '../../region/index.ts';
import { custodyMessages } from '../comics-messages.ts';
import classes from './custody-timeline.module.css';

/** "J. K. (w-17)", "w-17", or the system. */
function personOf(person: CustodyPerson, language: Language): string {
  const t = custodyMessages[language];
  if (person.name && person.id) return t.person(person.name, person.id);
  return person.name ?? person.id ?? t.system;
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
            {t.by(personOf(step.by, lang))}
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
