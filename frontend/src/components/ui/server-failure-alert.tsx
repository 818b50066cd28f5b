import { Alert, List } from '@mantine/core';
import type { ServerFailure } from '../../lib/api-errors.ts';

interface ServerFailureAlertProps {
  /** The screen's heading for this failure (spec 8), e.g. 'Error creating account'. */
  heading: string;
  failure: ServerFailure;
  /**
   * The page's language (spec 2.1): on a page that reads in French the server's messages, which are English,
   * are marked lang="en"; the fallback is the page's.
   */
  language?: 'en' | 'fr';
}

const FALLBACK = { en: 'Please try again in a moment.', fr: 'Veuillez réessayer dans un moment.' } as const;

/**
 * Spec 8: the heading, then each modelState message on its own line. When the server sent no field
 * messages its own message is shown instead, so a failure is never just a bare heading.
 */
export function ServerFailureAlert({ heading, failure, language = 'en' }: ServerFailureAlertProps) {
  const fromServer = failure.messages.length > 0 ? failure.messages : failure.message ? [failure.message] : null;
  const lines = fromServer ?? [FALLBACK[language]];
  const lang = fromServer && language !== 'en' ? 'en' : undefined;
  return (
    <Alert color="red" variant="light" title={heading} role="alert" data-testid="server-failure">
      {lines.length === 1 ? (
        lang ? <span lang={lang}>{lines[0]}</span> : lines[0]
      ) : (
        <List size="sm" spacing={2} lang={lang}>
          {lines.map((line, i) => (
            <List.Item key={i}>{line}</List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}
