import { useState } from 'react';
import { Alert, Button, Container, Group, NativeSelect, NumberInput, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useForm } from '@mantine/form';
import { useSelector } from 'react-redux';
import { ShippingTestQuery, currencyOfCountry, formatCents, shippingTestMessages, type ShippingTestResponse } from '@certus/contracts';
import { DataCard, DataCardList } from '../../../components/ui/data-card.tsx';
import { useNarrowScreen } from '../../../components/ui/use-narrow-screen.ts';
import { readServerFailure } from '../../../lib/api-errors.ts';
import { ariaInvalidWhenInError } from '../../../lib/form.ts';
import { useGetAddressLookupsQuery } from '../../address-book/index.ts';
import { useLazyTestShippingQuery } from '../../pricing/index.ts';
import { defineMessages, selectRegion, useLanguage, useMessages } from '../../region/index.ts';

const words = defineMessages({
  en: {
    title: 'Shipping estimate',
    intro:
      'What the return shipping of your graded books costs to a destination: the rates our shipping rate service answers for a box sent from our office in Plano, Texas, for the services the checkout offers.',
    country: 'Country',
    postalCode: 'ZIP or postal code',
    books: 'Books in the box',
    declared: 'Declared value of the box (US$)',
    declaredHelp: 'The insurance follows it.',
    submit: 'Get rates',
    results: (postalCode: string, country: string) => `Rates to ${postalCode}, ${country}`,
    scope: (domestic: boolean): string => (domestic ? 'Domestic shipment.' : 'International shipment.'),
    service: 'Service',
    transit: 'Transit',
    transitDays: (days: number): string => (days === 1 ? '1 day' : `${days} days`),
    shipping: 'Shipping',
    insurance: 'Insurance',
    total: 'Total, insured',
    none: 'No service can carry this box there.',
    failed: 'The rates could not be read. Please try again in a moment.',
    note: 'Prices in US dollars. The checkout quotes the same rates for the books of your order; handling is added once per order.',
    noteCAD: 'Prices in Canadian dollars (CA$), from our published Canadian rates; the declared value is in US dollars. Handling is added once per order.',
    notPriced: 'Our shipping rates in Canadian dollars (CA$) are not published yet.',
    countryRequired: shippingTestMessages.countryRequired as string,
    postalCodeRequired: shippingTestMessages.postalCodeRequired as string,
    usZip: shippingTestMessages.usZip as string,
    caPostalCode: shippingTestMessages.caPostalCode as string,
    booksRange: shippingTestMessages.books as string,
    declaredRange: shippingTestMessages.declared as string,
  },
  fr: {
    title: 'Estimation de l’expédition',
    intro:
      'Ce que coûte le retour de vos livres classés vers une destination\u00a0: les tarifs que notre service de tarification donne pour une boîte envoyée de notre bureau de Plano, au Texas, pour les services offerts au paiement.',
    country: 'Pays',
    postalCode: 'Code postal ou ZIP',
    books: 'Livres dans la boîte',
    declared: 'Valeur déclarée de la boîte (US$)',
    declaredHelp: 'L’assurance en dépend.',
    submit: 'Obtenir les tarifs',
    results: (postalCode: string, country: string) => `Tarifs vers ${postalCode}, ${country}`,
    scope: (domestic: boolean) => (domestic ? 'Envoi intérieur.' : 'Envoi international.'),
    service: 'Service',
    transit: 'Transit',
    transitDays: (days: number) => (days === 1 ? '1 jour' : `${days} jours`),
    shipping: 'Expédition',
    insurance: 'Assurance',
    total: 'Total, assuré',
    none: 'Aucun service ne peut transporter cette boîte jusque-là.',
    failed: 'Les tarifs n’ont pas pu être lus. Réessayez dans un instant.',
    note: 'Prix en dollars américains. Le paiement propose les mêmes tarifs pour les livres de votre commande\u00a0; des frais de manutention s’ajoutent une fois par commande.',
    noteCAD: 'Prix en dollars canadiens (CA$), selon nos tarifs canadiens publiés\u00a0; la valeur déclarée est en dollars américains. Des frais de manutention s’ajoutent une fois par commande.',
    notPriced: 'Nos tarifs d’expédition en dollars canadiens (CA$) ne sont pas encore publiés.',
    countryRequired: 'Choisissez un pays dans la liste.',
    postalCodeRequired: 'Entrez un code postal.',
    usZip: 'Le code ZIP compte 5 chiffres (12345) ou 9 chiffres (12345-6789).',
    caPostalCode: 'Le code postal doit avoir la forme A1A 1A1.',
    booksRange: 'Le nombre de livres va de 1 à 100.',
    declaredRange: 'La valeur déclarée est un nombre entier de dollars, au plus 500\u00a0000.',
  },
});

interface FormValues {
  country: string;
  postalCode: string;
  books: number | string;
  declared: number | string;
  [key: string]: unknown;
}

/** The contract's message, in the language read. */
function translated(message: string, text: (typeof words)['en']): string {
  const byEnglish: Record<string, string> = {
    [shippingTestMessages.countryRequired]: text.countryRequired,
    [shippingTestMessages.postalCodeRequired]: text.postalCodeRequired,
    [shippingTestMessages.usZip]: text.usZip,
    [shippingTestMessages.caPostalCode]: text.caPostalCode,
    [shippingTestMessages.books]: text.booksRange,
    [shippingTestMessages.declared]: text.declaredRange,
  };
  return byEnglish[message] ?? message;
}

function Rates({ result, countryName }: { result: ShippingTestResponse; countryName: string }) {
  const text = useMessages(words);
  const phone = useNarrowScreen('sm');
  const money = (cents: number) => formatCents(cents, result.currency);
  const heading = text.results(result.postalCode, countryName);
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="rates-heading" data-testid="shipping-rates">
      <Title order={2} size="h4" id="rates-heading" mb="xs">
        {heading}
      </Title>
      <Text size="sm" mb="sm">
        {text.scope(result.scope === 'domestic')}
      </Text>
      {!result.pricedInCurrency ? (
        <Alert color="ink" variant="light" title={text.notPriced} data-testid="rates-not-published" />
      ) : result.rates.length === 0 ? (
        <Alert color="ink" variant="light" title={text.none}>
          {result.message}
        </Alert>
      ) : phone ? (
        <DataCardList label={heading}>
          {result.rates.map((rate) => (
            <DataCard
              key={rate.id}
              title={rate.name}
              facts={[
                [text.transit, text.transitDays(rate.transitDays)],
                [text.shipping, money(rate.baseCostCents + rate.additionalCostCents)],
                [text.insurance, money(rate.insuranceCostCents)],
                [text.total, money(rate.totalCostCents)],
              ]}
            />
          ))}
        </DataCardList>
      ) : (
        <Table striped withTableBorder verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{text.service}</Table.Th>
              <Table.Th scope="col">{text.transit}</Table.Th>
              <Table.Th scope="col">{text.shipping}</Table.Th>
              <Table.Th scope="col">{text.insurance}</Table.Th>
              <Table.Th scope="col">{text.total}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {result.rates.map((rate) => (
              <Table.Tr key={rate.id}>
                <Table.Th scope="row" fw={600}>
                  {rate.name}
                </Table.Th>
                <Table.Td>{text.transitDays(rate.transitDays)}</Table.Td>
                <Table.Td>{money(rate.baseCostCents + rate.additionalCostCents)}</Table.Td>
                <Table.Td>{money(rate.insuranceCostCents)}</Table.Td>
                <Table.Td fw={700}>{money(rate.totalCostCents)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Text size="sm" mt="sm">
        {result.currency === 'CAD' ? text.noteCAD : text.note}
      </Text>
    </Paper>
  );
}

/**
 * /test (spec 2.1 "A shipping test screen takes a postal code and a country"): asks GET /api/test/shipping
 * what the shipping rate service answers for the destination and shows the rates, cheapest first.
 */
export function ShippingTestPage() {
  const text = useMessages(words);
  const language = useLanguage();
  useDocumentTitle(`${text.title} | Certus`);
  const region = useSelector(selectRegion);
  const { data: lookups } = useGetAddressLookupsQuery();
  const [testShipping, { data: result, isFetching, isError, error }] = useLazyTestShippingQuery();
  const [askedCountry, setAskedCountry] = useState<string | null>(null);
  const form = useForm<FormValues>({
    mode: 'controlled',
    enhanceGetInputProps: ariaInvalidWhenInError,
    initialValues: { country: region, postalCode: '', books: 1, declared: 100 },
    validate: (values) => {
      const parsed = ShippingTestQuery.safeParse({ country: values.country, postalCode: values.postalCode, books: String(values.books), declared: String(values.declared) });
      if (parsed.success) return {};
      return Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), translated(issue.message, text)]));
    },
  });

  const onSubmit = form.onSubmit((values) => {
    setAskedCountry(values.country);
    // The site's currency: CA$ on the Canadian site, from the catalogue's Canadian rates (the server never converts).
    void testShipping({ country: values.country, postalCode: values.postalCode, books: Number(values.books), declared: Number(values.declared), currency: currencyOfCountry[region] });
  });

  const countries = lookups?.countries ?? [{ code: region, name: region === 'CA' ? 'Canada' : 'United States' }];
  const countryName = (code: string | null) => countries.find((c) => c.code === code)?.name ?? code ?? '';
  const serverProblem = isError ? readServerFailure(error) : null;

  return (
    <Container size="md" py="xl">
      <Stack gap="md">
        <Title order={1}>{text.title}</Title>
        <Text>{text.intro}</Text>
        <Paper withBorder radius="md" p="lg">
          <form onSubmit={onSubmit} noValidate aria-label={text.title}>
            <Stack gap="sm">
              <Group grow align="flex-start">
                <NativeSelect
                  label={text.country}
                  data={countries.map((c) => ({ value: c.code, label: c.name }))}
                  required
                  lang={language === 'fr' ? 'en' : undefined}
                  {...form.getInputProps('country')}
                />
                <TextInput label={text.postalCode} required autoComplete="postal-code" {...form.getInputProps('postalCode')} />
              </Group>
              <Group grow align="flex-start">
                <NumberInput label={text.books} min={1} max={100} allowDecimal={false} {...form.getInputProps('books')} />
                <NumberInput label={text.declared} description={text.declaredHelp} min={0} max={500_000} allowDecimal={false} thousandSeparator="," {...form.getInputProps('declared')} />
              </Group>
              <Group justify="flex-end">
                <Button type="submit" loading={isFetching}>
                  {text.submit}
                </Button>
              </Group>
            </Stack>
          </form>
        </Paper>
        {serverProblem ? (
          <Alert color="red" variant="light" role="alert" title={text.failed}>
            {serverProblem.messages.map((m) => translated(m, text)).join(' ') || null}
          </Alert>
        ) : null}
        {result && !isError ? <Rates result={result} countryName={countryName(askedCountry ?? result.country)} /> : null}
      </Stack>
    </Container>
  );
}
