import { useId, type ReactNode } from 'react';
import { Anchor, Box, Button, Card, Container, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useSelector } from 'react-redux';
import { selectRegionProfile, useMessages } from '../../region/index.ts';
import { leadsMessages } from '../leads-messages.ts';
import { CallbackForm } from './callback-form.tsx';
import classes from './landing-layout.module.css';

interface LandingLayoutProps {
  title: string;
  documentTitle?: string;
  intro: ReactNode;
  /** What we offer: the page's own sections (h2 headings). */
  children: ReactNode;
  /** The form beside the offer: its heading, a sentence, and the form (given the heading's id). */
  form: { heading: string; lead: ReactNode; render: (headingId: string) => ReactNode };
  /** The call-back form under the main one (the services pages). */
  withCallback?: boolean;
}

const FORM_CARD_ID = 'request-form';

/** The frame of the landing pages (/submission-form, /services, /servicesOld, /become-dealer). */
export function LandingLayout({ title, documentTitle = title, intro, children, form, withCallback = false }: LandingLayoutProps) {
  useDocumentTitle(`${documentTitle} | Certus`);
  const formHeadingId = useId();
  const callbackHeadingId = useId();
  const { office } = useSelector(selectRegionProfile);
  const text = useMessages(leadsMessages);
  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <Stack gap="sm" maw={760}>
          <Title order={1}>{title}</Title>
          <Text size="lg">{intro}</Text>
          {/* On a phone the form comes after the offer: one tap takes a visitor who knows what they want there. */}
          <Box hiddenFrom="md">
            <Button component="a" href={`#${FORM_CARD_ID}`} variant="light">
              {form.heading}
            </Button>
          </Box>
        </Stack>
        <div className={classes.columns}>
          <Stack gap="xl">{children}</Stack>
          <Stack gap="lg">
            <Card withBorder component="section" aria-labelledby={formHeadingId} id={FORM_CARD_ID} data-testid="landing-form-card" style={{ scrollMarginTop: 'var(--mantine-spacing-md)' }}>
              <Stack gap="sm">
                <Title order={2} size="h3" id={formHeadingId}>
                  {form.heading}
                </Title>
                <Text size="sm">{form.lead}</Text>
                {form.render(formHeadingId)}
              </Stack>
            </Card>
            {withCallback ? (
              <Card withBorder component="section" aria-labelledby={callbackHeadingId}>
                <Stack gap="sm">
                  <Title order={2} size="h4" id={callbackHeadingId}>
                    {text.rather}
                  </Title>
                  <Text size="sm">
                    {text.ratherText}
                    <Anchor href={`tel:${office.phone.replace(/[^\d+]/g, '')}`}>{office.phone}</Anchor>.
                  </Text>
                  <CallbackForm labelledBy={callbackHeadingId} />
                </Stack>
              </Card>
            ) : null}
          </Stack>
        </div>
      </Stack>
    </Container>
  );
}

/** A numbered list of steps, drawn as numbered circles. */
export function Steps({ items }: { items: readonly ReactNode[] }) {
  return (
    <ol className={classes.steps}>
      {items.map((item, i) => (
        <li key={i}>
          <div>{item}</div>
        </li>
      ))}
    </ol>
  );
}

export const serviceGridClass = classes.serviceGrid;
