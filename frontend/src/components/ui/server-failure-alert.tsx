import { Alert, List } from '@mantine/core';
import type { ServerFailure } from '../../lib/api-errors.ts';

interface ServerFailureAlertProps {
  /** The screen's heading for this failure (spec 8), e.g. 'Error creating account'. */
  heading: string;
  failure: ServerFailure;
}

/**
 * Spec 8: the heading, then each modelState message on its own line. When the server sent no field
 * messages its own message is shown instead, so a failure is never just a bare heading.
 */
export function ServerFailureAlert({ heading, failure }: ServerFailureAlertProps) {
  const lines = failure.messages.length > 0 ? failure.messages : [failure.message ?? 'Please try again in a moment.'];
  return (
    <Alert color="red" variant="light" title={heading} role="alert" data-testid="server-failure">
      {lines.length === 1 ? (
        lines[0]
      ) : (
        <List size="sm" spacing={2}>
          {lines.map((line, i) => (
            <List.Item key={i}>{line}</List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}
