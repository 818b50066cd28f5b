import { useRef, useState, type ReactNode } from 'react';
import { Alert, Button, Group, NativeSelect, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  DEALER_BUSINESS_TYPES,
  DealerRequestBody,
  LandingLeadBody,
  type LandingPage,
} from '@certus/contracts';
import { ariaInvalidWhenInError } from '../../../lib/form.ts';
import { applySubmitFailure, focusFirstInvalid } from '../../../components/ui/submit-failure.ts';
import type { BotCheckHandle } from '../../../components/bot-check/bot-check.tsx';
import { FormBotCheck } from '../../../components/bot-check/form-bot-check.tsx';
import { useSubmitLandingMutation } from '../api/leads-api.ts';
import { leadFailureMessage } from '../model/lead-failure.ts';
import { useMessages } from '../../region/index.ts';
import { leadSentence, leadSentences, leadsMessages } from '../leads-messages.ts';

const LEAD_FIELDS = ['Name', 'Email', 'Phone', 'Location', 'Message', 'reCAPTCHA'] as const;
const DEALER_FIELDS = ['Name', 'Email', 'Phone', 'Company', 'BusinessType', 'Website', 'Location', 'Message', 'reCAPTCHA'] as const;
type DealerField = (typeof DEALER_FIELDS)[number];
type FormValues = Record<DealerField, string> & { Page: string };

const empty = (page: string): FormValues => ({ Name: '', Email: '', Phone: '', Company: '', BusinessType: '', Website: '', Location: '', Message: '', reCAPTCHA: '', Page: page });

interface LeadFormProps {
  /** The landing page the form stands on, or the dealer page (which adds the business's fields). */
  page: LandingPage | 'become-dealer';
  /** The form's accessible name (the section heading's id). */
  labelledBy: string;
  submitLabel?: string;
}

/**
 * The landing form (spec 3 Leads: name, e-mail, phone, location or country, message, bot check) and, on
 * /become-dealer, the dealer form (the same with the business's name, kind and website). Checked with the
 * server's own schema first; a refused submit says why (model/lead-failure.ts) and resets the bot check,
 * whose solution is single-use.
 */
export function LeadForm({ page, labelledBy, submitLabel }: LeadFormProps) {
  const text = useMessages(leadsMessages);
  const dealer = page === 'become-dealer';
  const fields = dealer ? DEALER_FIELDS : LEAD_FIELDS;
  const [submit, { isLoading }] = useSubmitLandingMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const [received, setReceived] = useState<string | null>(null);
  const botCheck = useRef<BotCheckHandle>(null);
  const form = useForm<FormValues>({
    mode: 'controlled',
    enhanceGetInputProps: ariaInvalidWhenInError,
    initialValues: empty(page),
    validate: schemaResolver(dealer ? DealerRequestBody : LandingLeadBody, { sync: true }),
    validateInputOnBlur: ['Name', 'Email', 'Phone', 'Company'],
  });

  const onSubmit = form.onSubmit(
    async (values) => {
      setFailure(null);
      const body = dealer ? DealerRequestBody.parse(values) : LandingLeadBody.parse(values);
      const result = await submit(body);
      if ('error' in result && result.error) {
        setFailure(leadFailureMessage(applySubmitFailure(result.error, form, fields, botCheck)));
        return;
      }
      setReceived(result.data.message);
    },
    (errors) => focusFirstInvalid(form, fields, errors),
  );

  if (received) {
    return (
      <Alert color="green" variant="light" title={text.requestReceived} role="status" data-testid="lead-received">
        <Text>{leadSentence(text, received)}</Text>
      </Alert>
    );
  }

  // A field's message in the language read (the contracts' and the server's are English).
  const input = (field: DealerField) => {
    const props = form.getInputProps(field);
    return { key: form.key(field), ...props, error: typeof props.error === 'string' ? leadSentence(text, props.error) : props.error };
  };
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={labelledBy} aria-busy={isLoading} data-testid="lead-form">
      <Stack gap="sm">
        {failure ? (
          <Alert color="red" variant="light" title={text.notSent} role="alert" data-testid="lead-failure">
            {leadSentences(text, failure)}
          </Alert>
        ) : null}
        <Pair>
          <TextInput label={text.yourName} autoComplete="name" withAsterisk {...input('Name')} />
          <TextInput label={text.email} type="email" autoComplete="email" withAsterisk {...input('Email')} />
        </Pair>
        {dealer ? (
          <>
            <Pair>
              <TextInput label={text.businessName} autoComplete="organization" withAsterisk {...input('Company')} />
              <NativeSelect
                label={text.businessKind}
                withAsterisk
                data={[{ value: '', label: text.choose }, ...DEALER_BUSINESS_TYPES.map((kind, i) => ({ value: kind, label: text.businessKinds[i] ?? kind }))]}
                {...input('BusinessType')}
              />
            </Pair>
            <TextInput label={text.website} description={text.websiteHint} autoComplete="url" {...input('Website')} />
          </>
        ) : null}
        <Pair>
          <TextInput label={text.phone} type="tel" autoComplete="tel" description={text.phoneHint} {...input('Phone')} />
          <TextInput label={text.location} autoComplete="address-level2" description={text.locationHint} {...input('Location')} />
        </Pair>
        <Textarea
          label={dealer ? text.aboutBusiness : text.whatGraded}
          description={dealer ? text.aboutBusinessHint : text.whatGradedHint}
          rows={4}
          resize="vertical"
          {...input('Message')}
        />
        <FormBotCheck form={form} botCheckRef={botCheck} label={text.botCheck} translate={(message) => leadSentence(text, message)} />
        <Group>
          <Button type="submit" loading={isLoading}>
            {submitLabel ?? text.sendRequest}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Two fields side by side from a tablet on, one above the other on a phone. */
function Pair({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
      {children}
    </SimpleGrid>
  );
}
