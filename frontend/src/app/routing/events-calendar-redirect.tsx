import { useEffect } from 'react';
import { Alert, Container } from '@mantine/core';
import { PageLoader } from '../../components/ui/page-loader.tsx';
import { useGetSiteConfigQuery } from '../../lib/site-config.ts';

/** Spec 2.1: "News events goes to an external events calendar", whose address is configured per deployment. */
export function EventsCalendarRedirect() {
  const { data, isError } = useGetSiteConfigQuery();
  useEffect(() => {
    if (data) window.location.replace(data.eventsCalendarUrl);
  }, [data]);
  if (isError) {
    return (
      <Container size="sm" py="xl">
        <Alert color="red" title="Events calendar" role="alert">
          The events calendar could not be opened. Please try again in a moment.
        </Alert>
      </Container>
    );
  }
  return <PageLoader label="Opening the events calendar…" />;
}
