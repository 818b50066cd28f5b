import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { LandingLayout, Steps } from '../components/landing-layout.tsx';
import { LeadForm } from '../components/lead-form.tsx';

/** /submission-form: the submission request landing page (spec 2.1, 3 Leads). */
export function SubmissionFormPage() {
  return (
    <LandingLayout
      title="Get your books graded by Certus"
      documentTitle="Submission request"
      intro="Tell us what you would like graded, pressed or authenticated. A grader reads every request and answers within one business day with the service, tier and turnaround that fit your books, before you send us anything."
      form={{
        heading: 'Ask for a recommendation',
        lead: 'No account needed and no obligation. We use your details only to answer this request.',
        render: (headingId) => <LeadForm page="submission-form" labelledBy={headingId} />,
      }}
    >
      <Stack component="section" gap="sm" aria-labelledby="submission-how">
        <Title order={2} id="submission-how">
          How a submission works
        </Title>
        <Steps
          items={[
            <>
              <Text fw={700}>Tell us about your books.</Text>
              <Text size="sm">How many, which titles or eras, what matters to you: the grade, a signature, speed.</Text>
            </>,
            <>
              <Text fw={700}>We recommend a service.</Text>
              <Text size="sm">Grading tier by declared value, pressing where it will help, signature programs where they apply.</Text>
            </>,
            <>
              <Text fw={700}>You submit online and send the books.</Text>
              <Text size="sm">
                By mail to our Plano office with the packing slip, or at a drop-off counter. <Anchor component={Link} to="/shipping">How to pack and ship</Anchor>.
              </Text>
            </>,
            <>
              <Text fw={700}>Follow every step.</Text>
              <Text size="sm">Received, pressed, graded, encapsulated, shipped: the order tracker shows each as it happens.</Text>
            </>,
          ]}
        />
      </Stack>
      <Stack component="section" gap="xs" aria-labelledby="submission-what">
        <Title order={2} id="submission-what">
          What we grade
        </Title>
        <Text>
          Comic books from the Golden Age to today, magazines and manga, graded on the 10-point scale and sealed in a tamper-evident
          holder with a certificate anyone can check online. Original artwork and signed books have programs of their own:{' '}
          <Anchor component={Link} to="/authentic-signature-program">
            authentic signatures
          </Anchor>
          ,{' '}
          <Anchor component={Link} to="/verified-signature-program">
            verified signatures
          </Anchor>{' '}
          and{' '}
          <Anchor component={Link} to="/artwork">
            original artwork
          </Anchor>
          .
        </Text>
        <Text>
          Prices and turnaround by tier are on the <Anchor component={Link} to="/grading-pressing">pricing page</Anchor>. Already a member?{' '}
          <Anchor component={Link} to="/submit">
            Start a submission
          </Anchor>
          .
        </Text>
      </Stack>
    </LandingLayout>
  );
}
