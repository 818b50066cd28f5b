import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { LandingLayout, Steps } from '../components/landing-layout.tsx';
import { LeadForm } from '../components/lead-form.tsx';
import { useMessages } from '../../region/index.ts';
import { leadsMessages } from '../leads-messages.ts';

/** /become-dealer (spec 2.1): the dealer program, with the dealer form (a landing form with the business's fields). */
export function BecomeDealerPage() {
  const text = useMessages(leadsMessages);
  return (
    <LandingLayout
      title={text.dealerTitle}
      intro={text.dealerIntro}
      form={{
        heading: text.dealerFormHeading,
        lead: text.dealerFormLead,
        render: (headingId) => <LeadForm page="become-dealer" labelledBy={headingId} submitLabel={text.apply} />,
      }}
    >
      <Stack component="section" gap="xs" aria-labelledby="dealer-benefits">
        <Title order={2} id="dealer-benefits">
          {text.dealerBenefits}
        </Title>
        <List spacing="xs">
          {text.dealerBenefitItems.map((item) => (
            <List.Item key={item}>{item}</List.Item>
          ))}
          <List.Item>
            {text.dealerLocatorBefore}
            <Anchor component={Link} to="/storelocator">
              {text.dealerLocatorLink}
            </Anchor>
            {text.dealerLocatorAfter}
          </List.Item>
          <List.Item>{text.dealerCertificates}</List.Item>
        </List>
      </Stack>
      <Stack component="section" gap="sm" aria-labelledby="dealer-how">
        <Title order={2} id="dealer-how">
          {text.dealerHow}
        </Title>
        <Steps
          items={text.dealerSteps.map((step) => (
            <Text key={step}>{step}</Text>
          ))}
        />
      </Stack>
      <Stack component="section" gap="xs" aria-labelledby="dealer-terms">
        <Title order={2} id="dealer-terms">
          {text.dealerTerms}
        </Title>
        <Text>
          {text.dealerTermsBefore}
          <Anchor component={Link} to="/b2btnc">
            {text.dealerTermsLink}
          </Anchor>
          {text.dealerTermsMiddle}
          <Anchor component={Link} to="/faqs-help-center">
            {text.dealerHelpLink}
          </Anchor>
          {text.dealerTermsAfter}
        </Text>
      </Stack>
    </LandingLayout>
  );
}
