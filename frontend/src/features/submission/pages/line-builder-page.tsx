import { useMemo } from 'react';
import { Alert, Anchor, Text } from '@mantine/core';
import { Link, useNavigate, useSearchParams } from 'react-router';

import { notifySuccess } from '../../../components/ui/toast.ts';
import { ComicLineForm } from '../components/comic-line-form.tsx';
import { newLine } from '../components/line-draft.ts';
import { SubmissionLayout } from '../components/submission-layout.tsx';
import { useSubmissionCart } from '../hooks/use-submission-cart.ts';
import { useMessages } from '../../region/index.ts';
import { submissionUiMessages, type SubmissionWords } from '../submission-messages.ts';

const titleOf = (t: SubmissionWords, kind: 'comic' | 'artwork', editing: boolean) =>
  kind === 'comic' ? (editing ? t.titleEditComic : t.titleAddComic) : editing ? t.titleEditArtwork : t.titleAddArtwork;

/** /submit/comic and /submit/artwork (spec 2.3): a new line, or the line ?line={uniqueId} names. */
export function LineBuilderPage({ kind }: { kind: 'comic' | 'artwork' }) {
  const view = useSubmissionCart();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const lineId = params.get('line');
  const existing = lineId ? view.cart.comics.find((c) => c.uniqueId === lineId && c.kind === kind) : undefined;
  // A new line keeps its id across renders, so the form is not started over while the cart loads.
  const fresh = useMemo(() => newLine(kind), [kind]);
  const editing = lineId !== null;
  const t = useMessages(submissionUiMessages);

  const done = (message?: string) => {
    if (message) notifySuccess(t.yourCart, message);
    void navigate('/submit');
  };

  return (
    <SubmissionLayout title={titleOf(t, kind, editing)} view={view}>
      {editing && !existing ? (
        <Alert color="red" variant="light" role="alert" title={t.notInCart}>
          <Text size="sm">
            {t.notInCartWhy}
            <Anchor component={Link} to="/submit">
              {t.backToCart}
            </Anchor>
          </Text>
        </Alert>
      ) : view.submitData ? (
        <ComicLineForm
          key={existing?.uniqueId ?? fresh.uniqueId}
          cart={view.cart}
          data={view.submitData}
          initial={existing ?? fresh}
          editing={editing}
          onDone={(saved) => done(saved ? (editing ? t.bookSaved : t.bookAdded) : undefined)}
        />
      ) : null}
    </SubmissionLayout>
  );
}

export const SubmitComicPage = () => <LineBuilderPage kind="comic" />;
export const SubmitArtworkPage = () => <LineBuilderPage kind="artwork" />;

