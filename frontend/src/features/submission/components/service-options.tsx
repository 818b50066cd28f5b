import { Checkbox, NumberInput, Radio, Stack, Text } from '@mantine/core';
import {
  PRESS_SCREEN_DAYS,
  addedDaysText,
  pressLabel,
  pressOptionDays,
  submissionMessages,
  turnaroundText,
  type AddonId,
  type CatalogueTier,
  type ComicLine,
  type CountryCode,
  type FastPassValue,
  type PressValue,
  type SubmitDataResponse,
} from '@certus/contracts';
import { gradeScreenOffered, partialGradeOffered, pressOffered, pressScreenOffered, tierPriceCents } from './line-draft.ts';
import { money } from './line-labels.ts';

interface ServiceOptionsProps {
  line: ComicLine;
  tiers: CatalogueTier[];
  tier: CatalogueTier | undefined;
  data: SubmitDataResponse;
  countryCode: CountryCode;
  /** The grade screen as typed (the line holds it as a number once on). */
  gradeScreenText: string;
  errorOf(field: string): string | undefined;
  onChange(patch: Partial<ComicLine>): void;
  onGradeScreen(on: boolean, text: string): void;
}

const PRESS_ADDONS: Array<{ value: PressValue; addon: AddonId | null }> = [
  { value: 0, addon: null },
  { value: 1, addon: 'PRESS' },
  { value: 2, addon: 'FASTPRESS' },
  { value: 3, addon: 'EXPRESSPRESS' },
];

/**
 * The service of a line (spec 3 Comic line, 4 Tier rules): the tier, fast pass, pressing, press screen,
 * grade screen and partial grade. Only what the tier offers can be chosen; the rest says why not. Every
 * name is the catalogue's label (never a code such as MN or MNP) and every "adds" text is the days the
 * engine will count for that option.
 */
export function ServiceOptions({ line, tiers, tier, data, countryCode, gradeScreenText, errorOf, onChange, onGradeScreen }: ServiceOptionsProps) {
  const currency = data.currency;
  const addon = (id: AddonId) => data.addons.find((a) => a.id === id);
  const gradeScreenAddon = addon('GRADESCREEN');
  const canPress = tier ? pressOffered(tier, line) : false;

  return (
    <Stack gap="md">
      <Radio.Group
        id="line-tierId"
        label="Service"
        description="The services offered for this book's year and insured value."
        value={line.tierId}
        onChange={(tierId) => onChange({ tierId })}
        error={errorOf('tierId')}
        required
      >
        <Stack gap="xs" mt="xs">
          {tiers.length === 0 ? (
            <Text size="sm" data-testid="services-waiting">
              Enter the year and the insured value: the services offered for them, and their prices, show here.
            </Text>
          ) : null}
          {tiers.map((t) => (
            <Radio
              key={t.id}
              value={t.id}
              label={`${t.label}: ${money(tierPriceCents(t, line, data, countryCode), currency)} per book`}
              description={`${t.option}. ${turnaroundText(t.days)}.`}
            />
          ))}
        </Stack>
      </Radio.Group>

      {tier ? (
        <>
          <Radio.Group
            label="Fast pass"
            value={String(line.fastPassValue)}
            onChange={(value) => onChange({ fastPassValue: Number(value) as FastPassValue })}
            error={errorOf('fastPassValue')}
            description={tier.priority || tier.express ? undefined : submissionMessages.expressNotOffered}
          >
            <Stack gap="xs" mt="xs">
              <Radio value="0" label="None" description={turnaroundText(tier.days)} />
              {tier.priority ? (
                <Radio
                  value="5"
                  label={`Priority: +${money(tier.priority.valueCents, currency)} per book`}
                  description={turnaroundText(tier.priority.days)}
                />
              ) : null}
              {tier.express ? (
                <Radio
                  value="6"
                  label={`Express: +${money(tier.express.valueCents, currency)} per book`}
                  description={turnaroundText(tier.express.days)}
                />
              ) : null}
            </Stack>
          </Radio.Group>

          {line.kind === 'artwork' ? null : (
            <Radio.Group
              label="Pressing"
              value={String(line.press)}
              onChange={(value) => onChange({ press: Number(value) as PressValue })}
              error={errorOf('press')}
              description={canPress ? (tier.forcesExpressPress ? 'Express pressing is part of this service.' : undefined) : submissionMessages.pressNotOffered}
            >
              <Stack gap="xs" mt="xs">
                {PRESS_ADDONS.map((option) => {
                  const a = option.addon ? addon(option.addon) : undefined;
                  const name = pressLabel(data, option.value) ?? 'None';
                  const disabled = option.value !== 0 && (!canPress || tier.forcesExpressPress);
                  return (
                    <Radio
                      key={option.value}
                      value={String(option.value)}
                      disabled={disabled || (option.value === 0 && tier.forcesExpressPress)}
                      label={a ? `${name}: +${money(a.valueCents, currency)} per book` : name}
                      // The days the engine counts for this press value (fast pressing takes half, spec 9).
                      description={addedDaysText(pressOptionDays(data, option.value)) ?? undefined}
                    />
                  );
                })}
              </Stack>
            </Radio.Group>
          )}

          {tier.pressScreen && pressScreenOffered(tier, line) ? (
            <Checkbox
              label={`Press screen: +${money(tier.pressScreen.valueCents, currency)} per book`}
              description={`We check whether pressing would help before we grade. ${addedDaysText(PRESS_SCREEN_DAYS) ?? ''}.`}
              checked={line.pressScreen}
              onChange={(event) => onChange({ pressScreen: event.currentTarget.checked })}
            />
          ) : null}

          <Stack gap={4}>
            <Checkbox
              id="line-gradeScreen-on"
              label={`Grade screen${gradeScreenAddon ? `: +${money(gradeScreenAddon.valueCents, currency)} per book` : ''}`}
              description={gradeScreenOffered(tier, line) ? 'Only books that reach the grade you name are graded.' : 'Offered only with services of 10 business days or more (without Priority or Express).'}
              disabled={!gradeScreenOffered(tier, line)}
              checked={line.gradeScreen !== null}
              onChange={(event) => onGradeScreen(event.currentTarget.checked, gradeScreenText)}
            />
            {line.gradeScreen !== null ? (
              <NumberInput
                id="line-gradeScreen"
                label="Minimum grade"
                description="From 2.5 to 9.9"
                min={2.5}
                max={9.9}
                step={0.1}
                decimalScale={1}
                clampBehavior="none"
                value={gradeScreenText}
                error={errorOf('gradeScreen')}
                onChange={(value) => onGradeScreen(true, String(value))}
              />
            ) : null}
          </Stack>

          <Checkbox
            id="line-partialGrade"
            label={`Partial grade${tier.partialGrade ? `: +${money(tier.partialGrade.valueCents, currency)} per book` : ''}`}
            description={partialGradeOffered(tier, line) ? 'Removes Verified and Verified Plus signatures.' : submissionMessages.partialGradeNotOffered}
            disabled={!partialGradeOffered(tier, line)}
            checked={line.partialGrade}
            error={errorOf('partialGrade')}
            onChange={(event) => onChange({ partialGrade: event.currentTarget.checked })}
          />
        </>
      ) : null}
    </Stack>
  );
}

