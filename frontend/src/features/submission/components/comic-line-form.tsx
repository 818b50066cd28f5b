import { useEffect, useMemo, useState } from 'react';
import { Alert, Autocomplete, Button, Checkbox, Group, List, NativeSelect, NumberInput, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useDispatch } from 'react-redux';
import {
  LOOKUP_MIN_CHARACTERS,
  removeSignature,
  roundUpInsuredCents,
  serviceName,
  submissionMessages,
  turnaroundText,
  validateComicLine,
  type ComicLine,
  type FieldProblem,
  type Signature,
  type SignatureType,
  type SubmitDataResponse,
} from '@certus/contracts';
import { focusFirstInvalid } from '../../../components/ui/submit-failure.ts';
import { titleLookupOf, useLookupValuesQuery } from '../api/submission-api.ts';
import { trackAddToCart } from '../cart/cart-analytics.ts';
import { cartActions, type CartState } from '../cart/cart-slice.ts';
import { fitLine, pricedOrNull, tierOf, tiersFor } from './line-draft.ts';
import { useLanguage, useMessages } from '../../region/index.ts';
import { daysIn, moneyFor, sentenceIn, submissionUiMessages, summaryLabelIn } from '../submission-messages.ts';
import { SaidText } from './said-text.tsx';
import { ServiceOptions } from './service-options.tsx';
import { signatureFieldId, SignaturesFieldset } from './signatures-fieldset.tsx';
import { TurnaroundFigure, useTurnaroundFigures } from '../../pricing/index.ts';

/** The fields in form order: the first one with a problem takes the focus (spec 5). */
const FIELD_ORDER = ['title', 'issue', 'year', 'publisher', 'variant', 'pedigree', 'quantity', 'insuredCents', 'tierId', 'gradeScreen', 'partialGrade'] as const;
const SHOWN_FIELDS = new Set<string>([...FIELD_ORDER, 'fastPassValue', 'press', 'signatures']);
const isShown = (field: string) => SHOWN_FIELDS.has(field) || /^signatures\.\d+\.(name|date)$/.test(field);

const dollarsText = (cents: number) => (cents > 0 ? String(cents / 100) : '');

interface ComicLineFormProps {
  cart: CartState;
  data: SubmitDataResponse;
  /** The line to edit (?line=), or a new line to add. */
  initial: ComicLine;
  editing: boolean;
  /** saved: whether the line went into the cart (false: cancelled). */
  onDone(saved: boolean): void;
}

/**
 * A comic line (spec 3 Comic line, 4 Tier rules, 5 Comic line), for /submit/comic and /submit/artwork. Every
 * change goes through the tier rules, so forced flags show as they will be priced; the line total and
 * turnaround follow live. On add, the contract's validation names the fields at fault and the first is
 * focused.
 */
export function ComicLineForm({ cart, data, initial, editing, onDone }: ComicLineFormProps) {
  const dispatch = useDispatch();
  const t = useMessages(submissionUiMessages);
  const language = useLanguage();
  const money = moneyFor(language);
  const recorded = language === 'en' ? undefined : 'en';
  const [line, setLine] = useState<ComicLine>(() => fitLine(initial, data));
  const [insuredText, setInsuredText] = useState(dollarsText(initial.insuredCents));
  const [gradeScreenText, setGradeScreenText] = useState(initial.gradeScreen === null ? '' : String(initial.gradeScreen));
  const [knownTitles, setKnownTitles] = useState<Set<string>>(() => new Set(initial.title && !initial.isCustomTitle ? [initial.title] : []));
  const [attempted, setAttempted] = useState(false);
  const [removeError, setRemoveError] = useState<string | null>(null);

  const update = (patch: Partial<ComicLine>) => setLine((current) => fitLine({ ...current, ...patch }, data));
  useTurnaroundFigures();

  // Title lookup (spec 5, 7.3): from 3 characters, once the member stops typing; not for a custom title.
  const [typedTitle] = useDebouncedValue(line.title.trim(), 300);
  const lookup = useLookupValuesQuery(
    { name: titleLookupOf(data.collectibleType), value: typedTitle },
    { skip: line.isCustomTitle || typedTitle.length < LOOKUP_MIN_CHARACTERS },
  );
  const results = useMemo(() => lookup.currentData ?? [], [lookup.currentData]);
  useEffect(() => {
    if (results.length === 0) return;
    setKnownTitles((known) => (results.every((r) => known.has(r.value)) ? known : new Set([...known, ...results.map((r) => r.value)])));
  }, [results]);

  const otherBooks = cart.comics.filter((c) => c.uniqueId !== line.uniqueId).reduce((sum, c) => sum + c.quantity, 0);
  const problemsOf = (candidate: ComicLine): FieldProblem[] => {
    const problems = validateComicLine(candidate, { catalogue: data, collectibleType: data.collectibleType, knownTitles: [...knownTitles] });
    if (otherBooks + candidate.quantity > data.limits.maxComics && !problems.some((p) => p.message === submissionMessages.tooManyComics)) {
      problems.push({ field: 'quantity', message: submissionMessages.tooManyComics });
    }
    return problems;
  };
  const problems = problemsOf(line);
  // Spec 5: a value over the limit is refused at once, not only on add.
  const overLimit = line.insuredCents > data.limits.maxInsuredCents;
  const shownProblems = attempted ? problems : overLimit ? [{ field: 'insuredCents', message: submissionMessages.insuredOverLimit }] : [];
  const errorOf = (field: string) => {
    const messages = [...new Set(shownProblems.filter((p) => p.field === field).map((p) => p.message))];
    if (messages.length === 0) return undefined;
    if (language === 'en') return messages.join(' ');
    return messages.map((m, i) => (
      <span key={m}>
        {i > 0 ? ' ' : null}
        <SaidText said={sentenceIn(language, m)} />
      </span>
    ));
  };
  const otherMessages = [...new Set(shownProblems.filter((p) => !isShown(p.field)).map((p) => p.message))];

  const tiers = tiersFor(line, data);
  const tier = tierOf(line, data);
  const priced = pricedOrNull(data, cart.countryCode, line);
  const catalogueNames = useMemo(() => data.addons.map((a) => a.label), [data.addons]);

  const setInsured = (text: string) => {
    setInsuredText(text);
    const dollars = Number(text);
    update({ insuredCents: text.trim() === '' || !Number.isFinite(dollars) ? 0 : roundUpInsuredCents(Math.max(0, dollars)) });
  };

  const setGradeScreen = (on: boolean, text: string) => {
    setGradeScreenText(on ? text : '');
    update({ gradeScreen: on ? (text.trim() === '' ? 0 : Number(text.replace(',', '.'))) : null });
  };

  const changeSignature = (id: string, patch: Partial<Signature>) =>
    update({ signatures: line.signatures.map((s) => (s.id === id ? { ...s, ...patch } : s)) });
  const addSignature = (type: SignatureType) => {
    setRemoveError(null);
    update({ signatures: [...line.signatures, { id: crypto.randomUUID(), type, name: '', date: null, location: null }] });
  };
  const dropSignature = (id: string) => {
    const result = removeSignature(line, id);
    if ('error' in result) {
      setRemoveError(result.error);
      return;
    }
    setRemoveError(null);
    update({ signatures: result.line.signatures });
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (problems.length > 0) {
      const errors = Object.fromEntries(problems.map((p) => [p.field, p.message]));
      const order = [...FIELD_ORDER, ...line.signatures.flatMap((_, i) => [`signatures.${i}.name`, `signatures.${i}.date`]), 'signatures'];
      focusFirstInvalid({ getInputNode: inputNodeOf } as Parameters<typeof focusFirstInvalid>[0], order, errors);
      return;
    }
    if (editing) dispatch(cartActions.comicUpdated(line));
    else {
      dispatch(cartActions.comicAdded(line));
      if (priced) trackAddToCart(priced, data.collectibleType, data.currency);
    }
    onDone(true);
  };

  return (
    <form onSubmit={submit} noValidate aria-label={editing ? t.formEdit : t.formAdd}>
      <Stack gap="lg">
        <Paper withBorder p="lg" radius="md">
          <Stack gap="sm">
            <Title order={2} size="h3">
              {t.theBook}
            </Title>
            <Autocomplete
              id={fieldIdOf('title')}
              label={t.title}
              required
              description={line.isCustomTitle ? t.ownTitle : t.typeToChoose(LOOKUP_MIN_CHARACTERS)}
              value={line.title}
              data={line.isCustomTitle ? [] : [...new Set(results.map((r) => r.value))]}
              filter={({ options }) => options}
              onChange={(title) => update({ title })}
              onOptionSubmit={(title) => {
                const found = results.find((r) => r.value === title);
                update({ title, ...(found?.publisher && !line.publisher ? { publisher: found.publisher } : {}) });
              }}
              error={errorOf('title')}
              aria-invalid={errorOf('title') ? true : undefined}
              // The suggestions open under the field: the error goes above it, so they never cover it.
              inputWrapperOrder={['label', 'description', 'error', 'input']}
            />
            <Checkbox
              label={t.customTitle}
              checked={line.isCustomTitle}
              onChange={(event) => update({ isCustomTitle: event.currentTarget.checked })}
            />
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <TextInput id={fieldIdOf('issue')} label={t.issue} required value={line.issue} error={errorOf('issue')} onChange={(e) => update({ issue: e.currentTarget.value })} />
              <NumberInput
                id={fieldIdOf('year')}
                label={t.year}
                required
                allowDecimal={false}
                allowNegative={false}
                value={line.year > 0 ? line.year : ''}
                error={errorOf('year')}
                onChange={(value) => update({ year: typeof value === 'number' ? value : Number(value) || 0 })}
              />
              <TextInput id={fieldIdOf('publisher')} label={t.publisher} required value={line.publisher} error={errorOf('publisher')} onChange={(e) => update({ publisher: e.currentTarget.value })} />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput id={fieldIdOf('variant')} label={t.variant} value={line.variant} error={errorOf('variant')} onChange={(e) => update({ variant: e.currentTarget.value })} />
              <NativeSelect
                id={fieldIdOf('pedigree')}
                label={t.pedigree}
                value={line.pedigree ?? ''}
                data={[{ value: '', label: t.none }, ...data.pedigrees.map((p) => ({ value: p.id, label: p.label }))]}
                onChange={(e) => update({ pedigree: e.currentTarget.value || null })}
              />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <NumberInput
                id={fieldIdOf('quantity')}
                label={t.quantity}
                required
                min={1}
                max={data.limits.maxComics}
                allowDecimal={false}
                allowNegative={false}
                clampBehavior="none"
                value={line.quantity > 0 ? line.quantity : ''}
                error={errorOf('quantity')}
                onChange={(value) => update({ quantity: typeof value === 'number' ? value : Number(value) || 0 })}
              />
              <NumberInput
                id={fieldIdOf('insuredCents')}
                label={t.insuredPerBook}
                required
                description={t.wholeDollars}
                allowNegative={false}
                decimalScale={2}
                value={insuredText}
                error={errorOf('insuredCents')}
                onChange={(value) => setInsured(String(value))}
                onBlur={() => setInsuredText(dollarsText(line.insuredCents))}
              />
            </SimpleGrid>
          </Stack>
        </Paper>

        <Paper withBorder p="lg" radius="md">
          <Stack gap="sm">
            <Title order={2} size="h3">
              {t.services}
            </Title>
            <ServiceOptions
              line={line}
              tiers={tiers}
              tier={tier}
              data={data}
              countryCode={cart.countryCode}
              gradeScreenText={gradeScreenText}
              errorOf={errorOf}
              onChange={update}
              onGradeScreen={setGradeScreen}
            />
          </Stack>
        </Paper>

        <SignaturesFieldset
          signatures={line.signatures}
          verifiedAllowed={tier?.kind !== 'witnessed' && !line.partialGrade}
          errorOf={errorOf}
          removeError={removeError}
          onAdd={addSignature}
          onChange={changeSignature}
          onRemove={dropSignature}
        />

        <Paper withBorder p="lg" radius="md" aria-live="polite" data-testid="line-total">
          {priced ? (
            <Stack gap="xs">
              <Group justify="space-between">
                <Text fw={700}>
                  {t.lineTotal}
                  <span data-testid="line-total-amount">{money(priced.totalCents, data.currency)}</span>
                </Text>
                <Text data-testid="line-turnaround" lang={daysIn(language, turnaroundText(priced.days)) === null ? 'en' : undefined}>
                  {daysIn(language, turnaroundText(priced.days)) ?? turnaroundText(priced.days)}
                </Text>
              </Group>
              <Text size="sm" data-testid="line-service">
                {language === 'en' ? (
                  serviceName(priced.tierLabel, priced.fastPassValue)
                ) : (
                  <>
                    <span lang="en">{priced.tierLabel}</span>
                    {priced.fastPassValue === 5 ? `, ${t.priority}` : priced.fastPassValue === 6 ? `, ${t.express}` : null}
                  </>
                )}
              </Text>
              {/* What this service took our recent orders (issue [3/7]), or the current estimate. */}
              <TurnaroundFigure tierCode={priced.tierCode} />
              {priced.summary.length > 0 ? (
                <List size="sm" spacing={2}>
                  {priced.summary.map((s, i) => (
                    <List.Item key={i}>
                      <SummaryLabel label={s.label} names={catalogueNames} english={language === 'en'} />
                      {language === 'en' ? ': ' : '\u00a0: '}
                      {money(s.amountCents, data.currency)}
                    </List.Item>
                  ))}
                </List>
              ) : null}
            </Stack>
          ) : (
            <Text size="sm">{t.totalLater}</Text>
          )}
        </Paper>

        {otherMessages.length > 0 ? (
          <Alert color="red" variant="light" role="alert" title={t.checkBook}>
            <List size="sm">
              {otherMessages.map((m) => (
                <List.Item key={m}>
                  <SaidText said={sentenceIn(language, m)} />
                </List.Item>
              ))}
            </List>
          </Alert>
        ) : null}

        <Group justify="flex-end">
          <Button variant="default" onClick={() => onDone(false)}>
            {t.cancel}
          </Button>
          <Button type="submit" disabled={overLimit}>
            {editing ? t.save : t.addToCart}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** A line of the engine's pricing summary in the language read: catalogue names and signers as written (marked English). */
function SummaryLabel({ label, names, english }: { label: string; names: readonly string[]; english: boolean }) {
  if (english) return <>{label}</>;
  const parts = summaryLabelIn(label, names);
  if (parts === null) return <span lang="en">{label}</span>;
  return (
    <>
      {parts.map((part, i) => (typeof part === 'string' ? <span key={i}>{part}</span> : <span key={i} lang="en">{part.name}</span>))}
    </>
  );
}

/** The input of a field (the first radio of a group, the fieldset of the signatures). */
function inputNodeOf(field: string): HTMLElement | null {
  const node = document.getElementById(fieldIdOf(field));
  if (!node || node.matches('input, select, textarea, fieldset')) return node;
  return node.querySelector<HTMLElement>('input:not([disabled])') ?? node;
}

/** The id of a field's input, for focusing the first invalid one. */
export function fieldIdOf(field: string): string {
  const signature = /^signatures\.(\d+)\.(name|date)$/.exec(field);
  if (signature) return signatureFieldId(Number(signature[1]), signature[2] as 'name' | 'date');
  if (field === 'gradeScreen') return 'line-gradeScreen';
  return `line-${field}`;
}
