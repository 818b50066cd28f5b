import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { LandingLayout, Steps } from '../components/landing-layout.tsx';
import { LeadForm } from '../components/lead-form.tsx';

/** /become-dealer (spec 2.1): the dealer program, with the dealer form (a landing form with the business's fields). */
export function BecomeDealerPage() {
  return (
    <LandingLayout
      title="Become a Certus dealer"
      intro="Comic shops, online sellers, convention dealers and auction houses who grade with us every month get dealer pricing, a pick-up schedule and a contact of their own at our Plano office."
      form={{
        heading: 'Apply to the dealer program',
        lead: 'Tell us about your business; our dealer team answers within two business days.',
        render: (headingId) => <LeadForm page="become-dealer" labelledBy={headingId} submitLabel="Apply" />,
      }}
    >
      <Stack component="section" gap="xs" aria-labelledby="dealer-benefits">
        <Title order={2} id="dealer-benefits">
          What dealers get
        </Title>
        <List spacing="xs">
          <List.Item>Volume pricing on grading and pressing, from the first month.</List.Item>
          <List.Item>A monthly pick-up of your submissions, insured door to door.</List.Item>
          <List.Item>One contact at our office who knows your account and your books.</List.Item>
          <List.Item>
            Your shop on our <Anchor component={Link} to="/storelocator">store locator</Anchor>, where collectors look for a place to drop off.
          </List.Item>
          <List.Item>Certificates your buyers can check themselves, on any phone, from the number on the label.</List.Item>
        </List>
      </Stack>
      <Stack component="section" gap="sm" aria-labelledby="dealer-how">
        <Title order={2} id="dealer-how">
          How it works
        </Title>
        <Steps
          items={[
            <Text key="apply">Send the form: your business, what you sell and about how many books a month you would grade.</Text>,
            <Text key="call">Our dealer team calls you to agree the pricing and the pick-up schedule.</Text>,
            <Text key="submit">You submit online under your account, as any member does, with dealer pricing applied.</Text>,
          ]}
        />
      </Stack>
      <Stack component="section" gap="xs" aria-labelledby="dealer-terms">
        <Title order={2} id="dealer-terms">
          Terms
        </Title>
        <Text>
          Dealer accounts follow our <Anchor component={Link} to="/b2btnc">business terms</Anchor>. Questions before you apply? The{' '}
          <Anchor component={Link} to="/faqs-help-center">help center</Anchor> answers most of them.
        </Text>
      </Stack>
    </LandingLayout>
  );
}
