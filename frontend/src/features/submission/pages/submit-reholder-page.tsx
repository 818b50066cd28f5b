import { useEffect, useRef, useState } from 'react';
import { Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router';
import { REHOLDER_ID_LENGTH, roundUpInsuredCents, submissionMessages, validateReholderId, type CertifiedComicResponse, type ComicLine } from '@certus/contracts';
import { notifySuccess } from '../../../components/ui/toast.ts';
import { useLazyGetReholderComicQuery } from '../api/submission-api.ts';
import { trackAddToCart } from '../cart/cart-analytics.ts';
import { cartActions } from '../cart/cart-slice.ts';
import { fitLine, newLine, pricedOrNull } from '../components/line-draft.ts';
import { SubmissionLayout } from '../components/submission-layout.tsx';
import { useSubmissionCart } from '../hooks/use-submission-cart.ts';
import { useLanguage, useMessages } from '../../region/index.ts';
import { sentenceIn, submissionUiMessages } from '../submission-messages.ts';
import { SaidText } from '../components/said-text.tsx';

const isNotFound = (error: unknown) => (error as { status?: unknown } | undefined)?.status === 404;

/**
 * /submit/reholder (spec 2.3, 5, 8): a new holder for a book already graded. The id is checked against
 * GET /api/comics/{id}/{type}: unknown ids, raw-grade books and books of another collectible type are
 * refused with the messages of spec 8; a good one becomes a reholder line (CR for comics, ZR for magazines).
 */
export function SubmitReholderPage() {
  const view = useSubmissionCart();
  const { cart, submitData } = view;
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const t = useMessages(submissionUiMessages);
  const language = useLanguage();
  // The spec's sentences (contracts' submissionMessages) in the language read.
  const said = (message: string | null) => (message === null ? null : <SaidText said={sentenceIn(language, message)} />);
  const [fetchComic, { isFetching }] = useLazyGetReholderComicQuery();
  const [id, setId] = useState('');
  const [error, setError] = useState<string | null>(null);
  // The declared value insures the book on its way back (spec 5: whole dollars, rounded up; over the limit refused).
  const [valueText, setValueText] = useState('');
  const [valueError, setValueError] = useState<string | null>(null);
  const idField = useRef<HTMLInputElement>(null);
  const valueField = useRef<HTMLInputElement>(null);
  // Spec 5: a field that fails is highlighted and focused.
  useEffect(() => {
    if (error) idField.current?.focus();
    else if (valueError) valueField.current?.focus();
  }, [error, valueError]);

  /** The declared value in cents, or null (with the field's message shown) when it cannot be used. */
  const declaredCents = (): number | null => {
    if (!submitData) return null;
    const dollars = Number(valueText.trim());
    if (valueText.trim() === '' || !Number.isFinite(dollars) || dollars <= 0) {
      setValueError(submissionMessages.insuredRequired);
      return null;
    }
    const cents = roundUpInsuredCents(dollars);
    if (cents > submitData.limits.maxInsuredCents) {
      setValueError(submissionMessages.insuredOverLimit);
      return null;
    }
    return cents;
  };

  const lineFor = (comic: CertifiedComicResponse, insuredCents: number): ComicLine | null => {
    if (!submitData) return null;
    const line = fitLine({ ...newLine('reholder'), reholderId: comic.id, title: comic.title, issue: comic.issue, year: comic.year, insuredCents }, submitData);
    return line.tierId ? line : null;
  };

  const check = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!submitData) return;
    const wanted = id.trim().toUpperCase();
    setError(null);
    setValueError(null);
    if (wanted.length !== REHOLDER_ID_LENGTH) {
      setError(validateReholderId(wanted, null, cart.collectibleType) ?? submissionMessages.reholderInvalidId);
      return;
    }
    if (cart.comics.some((c) => c.reholderId === wanted)) {
      setError(t.alreadyInCart);
      return;
    }
    if (cart.comics.reduce((sum, c) => sum + c.quantity, 0) + 1 > submitData.limits.maxComics) {
      setError(submissionMessages.tooManyComics);
      return;
    }
    const insuredCents = declaredCents();
    if (insuredCents === null) return;
    const result = await fetchComic({ id: wanted, collectibleType: cart.collectibleType });
    if (result.error && !isNotFound(result.error)) {
      setError(t.checkFailed);
      return;
    }
    const comic = result.data ?? null;
    const refusal = validateReholderId(wanted, comic ? { collectibleType: comic.collectibleType, category: comic.category } : null, cart.collectibleType);
    if (refusal || !comic) {
      setError(refusal ?? submissionMessages.reholderInvalidId);
      return;
    }
    const line = lineFor(comic, insuredCents);
    if (!line) {
      setError(submissionMessages.reholderSelectValid);
      return;
    }
    dispatch(cartActions.comicAdded(line));
    const priced = pricedOrNull(submitData, cart.countryCode, line);
    if (priced) trackAddToCart(priced, cart.collectibleType, submitData.currency);
    notifySuccess(t.yourCart, t.reholderAdded);
    void navigate('/submit');
  };

  return (
    <SubmissionLayout title={t.reholderTitle} view={view}>
      <Paper withBorder p="lg" radius="md">
        <form onSubmit={(event) => void check(event)} noValidate aria-label={t.reholderTitle}>
          <Stack gap="sm">
            <Text size="sm">{t.reholderIntro(cart.collectibleType)}</Text>
            <TextInput
              ref={idField}
              label={t.reholderId}
              description={t.characters(REHOLDER_ID_LENGTH)}
              required
              maxLength={REHOLDER_ID_LENGTH}
              value={id}
              error={said(error)}
              aria-invalid={error ? true : undefined}
              onChange={(event) => {
                setId(event.currentTarget.value);
                setError(null);
              }}
            />
            <TextInput
              ref={valueField}
              label={t.declaredValue}
              description={t.declaredValueHint}
              required
              inputMode="decimal"
              value={valueText}
              error={said(valueError)}
              aria-invalid={valueError ? true : undefined}
              onChange={(event) => {
                setValueText(event.currentTarget.value);
                setValueError(null);
              }}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => void navigate('/submit')}>
                {t.cancel}
              </Button>
              <Button type="submit" loading={isFetching}>
                {t.addToCart}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </SubmissionLayout>
  );
}
