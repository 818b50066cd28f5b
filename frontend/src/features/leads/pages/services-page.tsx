import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { LandingLayout, serviceGridClass } from '../components/landing-layout.tsx';
import { LeadForm } from '../components/lead-form.tsx';

interface Service {
  title: string;
  text: string;
  to: string;
  more: string;
}

const SERVICES: readonly Service[] = [
  {
    title: 'Grading and certification',
    text: 'Every book examined by two graders, graded on the 10-point scale, sealed in a tamper-evident holder and recorded in our census.',
    to: '/grading-certification-process',
    more: 'How we grade',
  },
  {
    title: 'Pressing and dry cleaning',
    text: 'Non-color-breaking bends, ripples and handling grime removed in-house before grading, only where it can raise the grade.',
    to: '/pressing',
    more: 'What pressing can fix',
  },
  {
    title: 'Signature authentication',
    text: 'Signatures witnessed by our staff at signings, or verified by our experts afterwards, noted on the label.',
    to: '/authentic-signature-program',
    more: 'The signature programs',
  },
  {
    title: 'Original artwork',
    text: 'Covers, interior pages and sketches authenticated and encapsulated in a holder made for art.',
    to: '/artwork',
    more: 'Artwork services',
  },
  {
    title: 'Express turnaround',
    text: 'Priority and express tiers for the books that cannot wait: a show next month, a sale closing soon.',
    to: '/express-services',
    more: 'Express services',
  },
  {
    title: 'Reholdering',
    text: 'A scratched or cracked holder replaced, the grade and certificate number kept.',
    to: '/grading-pressing',
    more: 'Prices and turnaround',
  },
];

/**
 * /services and /servicesOld (spec 2.1): what Certus offers, with the landing form and the call-back form.
 * The old address keeps its own page (and the form says which page a lead came from).
 */
export function ServicesPage({ page = 'services' }: { page?: 'services' | 'servicesOld' }) {
  return (
    <LandingLayout
      title="Our services"
      intro="Grading, pressing, signature authentication and certification for comic books, magazines and manga, all under one roof in Plano, Texas. Tell us what you have and we will tell you which services are worth it for your books."
      withCallback
      form={{
        heading: 'Ask about a service',
        lead: 'A grader answers within one business day. No account needed.',
        render: (headingId) => <LeadForm page={page} labelledBy={headingId} submitLabel="Send my question" />,
      }}
    >
      <Stack component="section" gap="sm" aria-labelledby="services-list">
        <Title order={2} id="services-list">
          What we do
        </Title>
        <ul className={serviceGridClass}>
          {SERVICES.map((service) => (
            <li key={service.title}>
              <Card withBorder h="100%" component="article">
                <Stack gap={6}>
                  <Title order={3} size="h4">
                    {service.title}
                  </Title>
                  <Text size="sm">{service.text}</Text>
                  <Anchor component={Link} to={service.to} size="sm">
                    {service.more}
                  </Anchor>
                </Stack>
              </Card>
            </li>
          ))}
        </ul>
      </Stack>
      <Stack component="section" gap="xs" aria-labelledby="services-why">
        <Title order={2} id="services-why">
          Why collectors send us their books
        </Title>
        <Text>
          Anyone can check a certificate from the number on its label, with the search at the top of every page; every graded copy is
          counted in the <Anchor component={Link} to="/population-report">population report</Anchor>; the{' '}
          <Anchor component={Link} to="/featured">featured comics</Anchor> show what comes back from grading; and our{' '}
          <Anchor component={Link} to="/money-back-promise">money-back promise</Anchor> stands behind every grade.
        </Text>
      </Stack>
    </LandingLayout>
  );
}

export function ServicesOldPage() {
  return <ServicesPage page="servicesOld" />;
}
