import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { LandingLayout, Steps } from '../components/landing-layout.tsx';
import { LeadForm } from '../components/lead-form.tsx';
import { useMessages } from '../../region/index.ts';
import { leadsMessages } from '../leads-messages.ts';

/** /submission-form: the submission request landing page (spec 2.1, 3 Leads). */
export function SubmissionFormPage() {
  const text = useMessages(leadsMessages);
  const step = (i: number) => [text.submissionSteps[2 * i]!, text.submissionSteps[2 * i + 1]!] as const;
  return (
    <LandingLayout
      title={text.submissionTitle}
      documentTitle={text.submissionDocumentTitle}
      intro={text.submissionIntro}
      form={{
        heading: text.submissionFormHeading,
        lead: text.submissionFormLead,
        render: (headingId) => <LeadForm page="submission-form" labelledBy={headingId} />,
      }}
    >
      <Stack component="section" gap="sm" aria-labelledby="submission-how">
        <Title order={2} id="submission-how">
          {text.submissionHow}
        </Title>
        <Steps
          items={[
            <>
              <Text fw={700}>{step(0)[0]}</Text>
              <Text size="sm">{step(0)[1]}</Text>
            </>,
            <>
              <Text fw={700}>{step(1)[0]}</Text>
              <Text size="sm">{step(1)[1]}</Text>
            </>,
            <>
              <Text fw={700}>{step(2)[0]}</Text>
              <Text size="sm">
                {step(2)[1]}
                <Anchor component={Link} to="/shipping">
                  {text.howToShip}
                </Anchor>
                .
              </Text>
            </>,
            <>
              <Text fw={700}>{step(3)[0]}</Text>
              <Text size="sm">{step(3)[1]}</Text>
            </>,
          ]}
        />
      </Stack>
      <Stack component="section" gap="xs" aria-labelledby="submission-what">
        <Title order={2} id="submission-what">
          {text.submissionWhat}
        </Title>
        <Text>
          {text.submissionWhatText}
          <Anchor component={Link} to="/authentic-signature-program">
            {text.authenticSignatures}
          </Anchor>
          ,{' '}
          <Anchor component={Link} to="/verified-signature-program">
            {text.verifiedSignatures}
          </Anchor>
          {text.and}
          <Anchor component={Link} to="/artwork">
            {text.originalArtwork}
          </Anchor>
          .
        </Text>
        <Text>
          {text.pricesBefore}
          <Anchor component={Link} to="/grading-pressing">
            {text.pricingPage}
          </Anchor>
          {text.pricesAfter}
          <Anchor component={Link} to="/submit">
            {text.startSubmission}
          </Anchor>
          .
        </Text>
      </Stack>
    </LandingLayout>
  );
}
