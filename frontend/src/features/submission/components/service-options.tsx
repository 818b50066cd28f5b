import type { ReactNode } from 'react';
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
import { useLanguage, useMessages } from '../../region/index.ts';
import { daysIn, moneyFor, sentenceIn, submissionUiMessages } from '../submission-messages.ts';
import { SaidText } from './said-text.tsx';

interface ServiceOptionsProps {
  line: ComicLine;
  tiers: CatalogueTier[];
  tier: CatalogueTier | undefined;
  data: SubmitDataResponse;
  countryCode: CountryCode;
  /** The grade screen as typed (the line holds it as a number once on). */
  gradeScreenText: string;
  errorOf(field: string): ReactNode;
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
  const t = useMessages(submissionUiMessages);
  const language = useLanguage();
  const money = moneyFor(language);
  // Catalogue names (tiers, options, add-ons) stay as published: English, marked so on a French page.
  const recorded = language === 'en' ? undefined : 'en';
  const named = (name: string) => <span lang={recorded}>{name}</span>;
  const days = (english: string | null) => {
    if (english === null) return undefined;
    const said = daysIn(language, english);
    return said === null ? <span lang="en">{english}</span> : said;
  };
  const sentence = (english: string) => <SaidText said={sentenceIn(language, english)} />;
  const colon = language === 'en' ? ': ' : '\u00a0: ';
  const text = t;
  const addon = (id: AddonId) => data.addons.find((a) => a.id === id);
  const gradeScreenAddon = addon('GRADESCREEN');
  const canPress = tier ? pressOffered(tier, line) : false;

  return (
    <Stack gap="md">
      <Radio.Group
        id="line-tierId"
        label={t.service}
        description={t.serviceHint}
        value={line.tierId}
        onChange={(tierId) => onChange({ tierId })}
        error={errorOf('tierId')}
        required
      >
        <Stack gap="xs" mt="xs">
          {tiers.length === 0 ? (
            <Text size="sm" data-testid="services-waiting">
              {t.servicesWaiting}
            </Text>
          ) : null}
          {tiers.map((offered) => (
            <Radio
              key={offered.id}
              value={offered.id}
              label={
                language === 'en' ? (
                  `${offered.label}: ${money(tierPriceCents(offered, line, data, countryCode), currency)} per book`
                ) : (
                  <>
                    {named(offered.label)}
                    {`\u00a0: ${text.perBook(money(tierPriceCents(offered, line, data, countryCode), currency))}`}
                  </>
                )
              }
              description={
                language === 'en' ? (
                  `${offered.option}. ${turnaroundText(offered.days)}.`
                ) : (
                  <>
                    {named(offered.option)}. {days(turnaroundText(offered.days))}.
                  </>
                )
              }
            />
          ))}
        </Stack>
      </Radio.Group>

      {tier ? (
        <>
          <Radio.Group
            label={t.fastPass}
            value={String(line.fastPassValue)}
            onChange={(value) => onChange({ fastPassValue: Number(value) as FastPassValue })}
            error={errorOf('fastPassValue')}
            description={tier.priority || tier.express ? undefined : sentence(submissionMessages.expressNotOffered)}
          >
            <Stack gap="xs" mt="xs">
              <Radio value="0" label={t.none} description={days(turnaroundText(tier.days))} />
              {tier.priority ? (
                <Radio
                  value="5"
                  label={`${t.priority}${colon}${t.plusPerBook(money(tier.priority.valueCents, currency))}`}
                  description={days(turnaroundText(tier.priority.days))}
                />
              ) : null}
              {tier.express ? (
                <Radio
                  value="6"
                  label={`${t.express}${colon}${t.plusPerBook(money(tier.express.valueCents, currency))}`}
                  description={days(turnaroundText(tier.express.days))}
                />
              ) : null}
            </Stack>
          </Radio.Group>

          {line.kind === 'artwork' ? null : (
            <Radio.Group
              label={t.pressing}
              value={String(line.press)}
              onChange={(value) => onChange({ press: Number(value) as PressValue })}
              error={errorOf('press')}
              description={canPress ? (tier.forcesExpressPress ? t.expressPressIncluded : undefined) : sentence(submissionMessages.pressNotOffered)}
            >
              <Stack gap="xs" mt="xs">
                {PRESS_ADDONS.map((option) => {
                  const a = option.addon ? addon(option.addon) : undefined;
                  const label = pressLabel(data, option.value);
                  const name = label === null ? t.none : named(label);
                  const disabled = option.value !== 0 && (!canPress || tier.forcesExpressPress);
                  return (
                    <Radio
                      key={option.value}
                      value={String(option.value)}
                      disabled={disabled || (option.value === 0 && tier.forcesExpressPress)}
                      label={
                        a ? (
                          <>
                            {name}
                            {`${colon}${t.plusPerBook(money(a.valueCents, currency))}`}
                          </>
                        ) : (
                          name
                        )
                      }
                      // The days the engine counts for this press value (fast pressing takes half, spec 9).
                      description={days(addedDaysText(pressOptionDays(data, option.value)))}
                    />
                  );
                })}
              </Stack>
            </Radio.Group>
          )}

          {tier.pressScreen && pressScreenOffered(tier, line) ? (
            <Checkbox
              label={`${t.pressScreen}${colon}${t.plusPerBook(money(tier.pressScreen.valueCents, currency))}`}
              description={
                <>
                  {t.pressScreenHint} {days(addedDaysText(PRESS_SCREEN_DAYS))}.
                </>
              }
              checked={line.pressScreen}
              onChange={(event) => onChange({ pressScreen: event.currentTarget.checked })}
            />
          ) : null}

          <Stack gap={4}>
            <Checkbox
              id="line-gradeScreen-on"
              label={`${t.gradeScreen}${gradeScreenAddon ? `${colon}${t.plusPerBook(money(gradeScreenAddon.valueCents, currency))}` : ''}`}
              description={gradeScreenOffered(tier, line) ? t.gradeScreenHint : t.gradeScreenNotOffered}
              disabled={!gradeScreenOffered(tier, line)}
              checked={line.gradeScreen !== null}
              onChange={(event) => onGradeScreen(event.currentTarget.checked, gradeScreenText)}
            />
            {line.gradeScreen !== null ? (
              <NumberInput
                id="line-gradeScreen"
                label={t.minimumGrade}
                description={t.gradeRange}
                decimalSeparator={language === 'fr' ? ',' : undefined}
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
            label={`${t.partialGrade}${tier.partialGrade ? `${colon}${t.plusPerBook(money(tier.partialGrade.valueCents, currency))}` : ''}`}
            description={partialGradeOffered(tier, line) ? t.partialGradeHint : sentence(submissionMessages.partialGradeNotOffered)}
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

