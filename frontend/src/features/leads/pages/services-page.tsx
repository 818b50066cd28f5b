import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { LandingLayout, serviceGridClass } from '../components/landing-layout.tsx';
import { LeadForm } from '../components/lead-form.tsx';
import { useMessages } from '../../region/index.ts';
import { leadsMessages } from '../leads-messages.ts';

/** The pages each service links to, in the order of the messages' services (title, text, link, three each). */
const SERVICE_PATHS = ['/grading-certification-process', '/pressing', '/authentic-signature-program', '/artwork', '/express-services', '/grading-pressing'] as const;

/**
 * /services and /servicesOld (spec 2.1): what Certus offers, with the landing form and the call-back form.
 * The old address keeps its own page (and the form says which page a lead came from).
 */
export function ServicesPage({ page = 'services' }: { page?: 'services' | 'servicesOld' }) {
  const text = useMessages(leadsMessages);
  const services = SERVICE_PATHS.map((to, i) => ({ to, title: text.services[3 * i]!, text: text.services[3 * i + 1]!, more: text.services[3 * i + 2]! }));
  return (
    <LandingLayout
      title={text.servicesTitle}
      intro={text.servicesIntro}
      withCallback
      form={{
        heading: text.servicesFormHeading,
        lead: text.servicesFormLead,
        render: (headingId) => <LeadForm page={page} labelledBy={headingId} submitLabel={text.sendQuestion} />,
      }}
    >
      <Stack component="section" gap="sm" aria-labelledby="services-list">
        <Title order={2} id="services-list">
          {text.whatWeDo}
        </Title>
        <ul className={serviceGridClass}>
          {services.map((service) => (
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
          {text.whyTitle}
        </Title>
        <Text>
          {text.whyBefore}
          <Anchor component={Link} to="/population-report">
            {text.whyPopulation}
          </Anchor>
          {text.whyMiddle1}
          <Anchor component={Link} to="/featured">
            {text.whyFeatured}
          </Anchor>
          {text.whyMiddle2}
          <Anchor component={Link} to="/money-back-promise">
            {text.whyPromise}
          </Anchor>
          {text.whyAfter}
        </Text>
      </Stack>
    </LandingLayout>
  );
}

export function ServicesOldPage() {
  return <ServicesPage page="servicesOld" />;
}
