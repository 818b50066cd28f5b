import { useState } from 'react';
import { Alert, Box, Button, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { useSelector } from 'react-redux';
import {
  formatCents,
  type CatalogueTier,
  type CollectibleType,
  type SubmitDataResponse,
  type TierTurnaround,
  type TurnaroundResponse,
} from '@certus/contracts';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { localeOf, selectRegionProfile, useLanguage, useMessages } from '../../region/index.ts';
import { useGetPriceListQuery, useGetTurnaroundQuery } from '../api/pricing-api.ts';
import { TIER_KINDS, declaredValueText, effectiveDate, kindTitle, tierPriceText } from '../lib/price-text.ts';
import { daysText, fallbackWords } from '../lib/turnaround-words.ts';
import { pricingMessages, type PricingWords } from '../pricing-messages.ts';
import { MeasuredTurnaround } from './turnaround-figure.tsx';
import { PriceTable, type PriceRow } from './price-table.tsx';

/** Spec 2.1 "A pricing and turnaround toggle switches between comic and other types". */
type PricingType = 'comics' | 'other';
const collectibleTypeOf: Record<PricingType, CollectibleType> = { comics: 'Comic', other: 'Magazine' };
const isPricingType = (value: string): value is PricingType => value === 'comics' || value === 'other';

/** The price list of the site's country (US$ or CA$), for comics or for the other types. */
export function usePriceList(type: PricingType = 'comics') {
  const profile = useSelector(selectRegionProfile);
  return useGetPriceListQuery({ countryCode: profile.region, collectibleType: collectibleTypeOf[type] });
}

function RecentCell({ tier, words }: { tier: TierTurnaround | undefined; words: PricingWords }) {
  if (tier?.shown.basis === 'measured') return <MeasuredTurnaround tier={tier} />;
  return (
    <Text span size="sm">
      {words.tooFewOrders}
    </Text>
  );
}

/**
 * The currency, the list's date and version, and Canada's notice. Where the catalogue publishes no prices in the
 * site's currency (a Canadian site before a Canadian price set), it says so plainly; the caller lists no figures.
 */
export function PriceListHeading({ data }: { data: SubmitDataResponse }) {
  const words = useMessages(pricingMessages);
  const language = useLanguage();
  if (!data.pricedInCountryCurrency) {
    return (
      <Stack gap={4} mb="md">
        <Alert color="ink" variant="light" data-testid="prices-not-published">
          <Text fw={600}>{words.notPublishedCAD}</Text>
        </Alert>
        {data.isAvailable ? null : (
          <Alert color="ink" variant="light" data-testid="canada-unavailable">
            <Text size="sm">{words.canadaUnavailable}</Text>
          </Alert>
        )}
      </Stack>
    );
  }
  return (
    <Stack gap={4} mb="md">
      <Text fw={600} data-testid="price-currency">
        {data.currency === 'CAD' ? words.currencyCAD : words.currencyUSD}
      </Text>
      {data.isAvailable ? null : (
        <Alert color="ink" variant="light" data-testid="canada-unavailable">
          <Text size="sm">{words.canadaUnavailable}</Text>
        </Alert>
      )}
      <EffectiveLine data={data} locale={localeOf(language)} words={words} />
    </Stack>
  );
}

function EffectiveLine({ data, locale, words }: { data: SubmitDataResponse; locale: string; words: PricingWords }) {
  return <Text size="sm">{words.effective(effectiveDate(data.effectiveFrom, locale), data.catalogueVersion)}</Text>;
}

/** The turnaround in force when a service has too few recent orders: the editor's message, or '5 weeks'. */
export function TurnaroundNow({ turnaround }: { turnaround: TurnaroundResponse }) {
  const words = useMessages(pricingMessages);
  const language = useLanguage();
  const fallback = fallbackWords(turnaround.fallback, language);
  return (
    <Paper withBorder radius="md" p="md" mb="md" data-testid="turnaround-now">
      <Text fw={700}>
        {words.turnaroundNow}{' '}
        <span lang={fallback.lang} data-testid="turnaround-fallback">
          {fallback.text}
        </span>
      </Text>
      <Text size="sm" mt={4}>
        {words.measuredHow(turnaround.minimumSamples)}
      </Text>
    </Paper>
  );
}

function tierRows(tiers: readonly CatalogueTier[], data: SubmitDataResponse, turnaround: TurnaroundResponse | undefined, words: PricingWords, language: 'en' | 'fr'): PriceRow[] {
  const measured = (code: string) => turnaround?.tiers.find((t) => t.tierCode === code);
  return tiers.map((tier) => ({
    key: tier.id,
    name: tier.label,
    detail: <span lang={language === 'fr' ? 'en' : undefined}>{tier.option}</span>,
    cells: [
      <span key="price" data-testid={`price-${tier.id}`}>
        {tierPriceText(tier, data.currency, words)}
      </span>,
      daysText(tier.days, language),
      <RecentCell key="recent" tier={measured(tier.id)} words={words} />,
    ],
  }));
}

function fastPassRows(tiers: readonly CatalogueTier[], data: SubmitDataResponse, turnaround: TurnaroundResponse | undefined, words: PricingWords, language: 'en' | 'fr'): PriceRow[] {
  const level = (tier: CatalogueTier, which: 'priority' | 'express', suffix: 'P' | 'E') => {
    const offer = tier[which];
    if (!offer) return words.notOffered;
    const recent = turnaround?.tiers.find((t) => t.tierCode === `${tier.id}${suffix}`);
    return (
      <span data-testid={`price-${tier.id}${suffix}`}>
        {words.perBook(formatCents(offer.valueCents, data.currency))}, {daysText(offer.days, language)}
        {recent?.shown.basis === 'measured' ? (
          <>
            <br />
            <MeasuredTurnaround tier={recent} />
          </>
        ) : null}
      </span>
    );
  };
  return tiers
    .filter((tier) => tier.priority || tier.express)
    .map((tier) => ({ key: tier.id, name: tier.label, cells: [level(tier, 'priority', 'P'), level(tier, 'express', 'E')] }));
}

/**
 * The price list of spec 2.1 (/grading-pressing, /can-pricing): the published catalogue's services for the
 * site's country, in its currency, comics or the other types, with the turnaround each promises and the one
 * our recent orders took (GET /api/data/turnaround).
 */
export function PriceList() {
  const [type, setType] = useState<PricingType>('comics');
  const words = useMessages(pricingMessages);
  const language = useLanguage();
  const { data, isError, refetch, isFetching } = usePriceList(type);
  const { data: turnaround } = useGetTurnaroundQuery();

  const toggle = (
    <Box mb="md">
      <Text id="pricing-type-label" fw={600} mb="xs">
        {words.showServicesFor}
      </Text>
      <SegmentedControl
        aria-labelledby="pricing-type-label"
        data={[
          { value: 'comics', label: words.comics },
          { value: 'other', label: words.magazines },
        ]}
        value={type}
        onChange={(value) => {
          if (isPricingType(value)) setType(value);
        }}
        data-testid="pricing-type"
      />
      <Text size="sm" mt="xs">
        {words.mangaNote}
      </Text>
    </Box>
  );

  if (isError) {
    return (
      <>
        {toggle}
        <Alert color="red" variant="light" title={words.failed}>
          <Button variant="outline" size="xs" onClick={() => void refetch()} loading={isFetching}>
            {words.retry}
          </Button>
        </Alert>
      </>
    );
  }
  if (!data) {
    return (
      <>
        {toggle}
        <PageLoader label={words.loading} />
      </>
    );
  }

  if (!data.pricedInCountryCurrency) {
    return (
      <Box aria-live="polite" data-testid="price-list" data-collectible-type={data.collectibleType}>
        {toggle}
        <PriceListHeading data={data} />
      </Box>
    );
  }
  const columns = [words.service, words.pricePerBook, words.promised, words.recently];
  return (
    <Box aria-live="polite" data-testid="price-list" data-collectible-type={data.collectibleType}>
      {toggle}
      <PriceListHeading data={data} />
      {turnaround ? <TurnaroundNow turnaround={turnaround} /> : null}
      {TIER_KINDS.map((kind) => {
        const tiers = data.tiers.filter((t) => t.kind === kind);
        if (tiers.length === 0) return null;
        return (
          <Box key={kind}>
            <PriceTable caption={kindTitle(kind, words)} columns={columns} rows={tierRows(tiers, data, turnaround, words, language)} testId={`price-table-${kind}`} />
            {kind === 'onsite' ? (
              <Text size="sm" mt={-8} mb="lg">
                {words.onsiteNote}
              </Text>
            ) : null}
          </Box>
        );
      })}
      {fastPassRows(data.tiers, data, turnaround, words, language).length > 0 ? (
        <PriceTable caption={words.fastPassCaption} columns={[words.service, words.priority, words.express]} rows={fastPassRows(data.tiers, data, turnaround, words, language)} testId="price-table-fast-pass" />
      ) : null}
      <AddOnTable data={data} />
    </Box>
  );
}

/** Add-ons: pressing, the grade screen and signatures, with the days each adds. */
export function AddOnTable({ data, only, withGradingPressScreen = true }: { data: SubmitDataResponse; only?: readonly string[]; withGradingPressScreen?: boolean }) {
  const words = useMessages(pricingMessages);
  const language = useLanguage();
  const money = (cents: number) => formatCents(cents, data.currency);
  const adds = (days: number) => (days > 0 ? `${words.adds} ${daysText(days, language)}` : words.nothingAdded);
  const rows: PriceRow[] = data.addons
    .filter((addon) => !only || only.includes(addon.id))
    .map((addon) => ({
      key: addon.id,
      name: <span lang={language === 'fr' ? 'en' : undefined}>{addon.label}</span>,
      cells: [
        <span key="price" data-testid={`price-${addon.id}`}>
          {addon.id === 'SIG_VSPP'
            ? words.verifiedPlus(
                money(data.countryCode === 'US' ? data.verifiedPlus.perSignatureCents.US : data.verifiedPlus.perSignatureCents.other),
                money(data.countryCode === 'US' ? data.verifiedPlus.capCents.US : data.verifiedPlus.capCents.other),
                data.verifiedPlus.capFromSignatures,
              )
            : money(addon.valueCents)}
          {addon.premiumCents !== null && addon.premiumFromInsuredCents !== null ? (
            <>
              <br />
              <Text span size="sm">
                {words.premiumFrom(money(addon.premiumCents), declaredValueText(addon.premiumFromInsuredCents, data.currency))}
              </Text>
            </>
          ) : null}
        </span>,
        adds(addon.days),
      ],
    }));
  if (withGradingPressScreen) {
    const gps = data.gradingPressScreen;
    if (gps.available) {
      rows.push({
        key: 'GPS',
        name: words.gradingPressScreen,
        cells: [<span key="price" data-testid="price-GPS">{words.gradingPressScreenPrice(money(gps.valueCents), gps.minItems)}</span>, words.gradingPressScreenDays],
      });
    }
  }
  return <PriceTable caption={words.addOnsTitle} columns={[words.addOn, words.price, words.promised]} rows={rows} testId="price-table-addons" />;
}

