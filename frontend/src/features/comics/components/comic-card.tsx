import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { MemberComic } from '@certus/contracts';
import { comicName, formatGrade } from '../lib/comic-details.ts';
import { CategoryBadge } from './category-badge.tsx';
import { RevocationSummary, RevokedBadge } from './revocation-notice.tsx';
import { SlabImage } from './slab-image.tsx';
import { useLanguage, useMessages } from '../../region/index.ts';
import { comicsMessages } from '../comics-messages.ts';

/** How wide a card's slab is drawn in the comics grid (its `sizes`). */
const COMIC_CARD_SLAB_SIZES = '(min-width: 75em) 190px, (min-width: 62em) 24vw, 45vw';


/**
 * One graded comic: its slab, title and issue (opening its detail), year, grade, category, signatures, label. A
 * revoked one says so under its grade (struck through): when, and why.
 */
export function ComicCard({ comic }: { comic: MemberComic }) {
  const name = comicName(comic);
  const t = useMessages(comicsMessages);
  const language = useLanguage();
  // The records' words (titles, publishers, signers, the service, the category) stay as written, marked English.
  const lang = language === 'en' ? undefined : 'en';
  const grade = language === 'en' ? formatGrade(comic.grade) : formatGrade(comic.grade).replace('.', ',');
  const book = `${name}${comic.displayYear ? ` (${comic.displayYear})` : ''}`;
  const label = [
    comic.tierLabel ? <span lang={lang}>{comic.tierLabel}</span> : null,
    comic.pedigree ? <>{t.pedigree}<span lang={lang}>{comic.pedigree}</span></> : null,
    comic.variant ? <>{t.variant}<span lang={lang}>{comic.variant}</span></> : null,
  ].filter(Boolean);
  return (
    <Card withBorder radius="md" padding="sm" component="article" aria-labelledby={`comic-${comic.id}`} data-testid="comic-card" h="100%">
      <Card.Section inheritPadding pt="sm">
        <SlabImage
          slab={{ ...comic, certificationId: comic.id }}
          sizes={COMIC_CARD_SLAB_SIZES}
          words={language === 'en' ? undefined : { alt: t.slabAlt(book, grade, comic.category), missing: t.imageMissing }}
        />
      </Card.Section>
      <Stack gap={4} mt="sm">
        <Title order={2} size="h5" id={`comic-${comic.id}`} lang={lang}>
          <Anchor component={Link} to={`/account/comics/${comic.id}`} inherit>
            {name}
          </Anchor>
        </Title>
        <Text size="sm" lang={lang}>
          {[comic.publisher, comic.displayYear].filter(Boolean).join(', ')}
        </Text>
        <Group gap="xs">
          <Text fw={700} data-testid="comic-grade" td={comic.revocation ? 'line-through' : undefined}>
            {t.grade}
            {grade}
          </Text>
          <CategoryBadge category={comic.category} lang={lang} />
          {comic.revocation ? <RevokedBadge language={language} /> : null}
        </Group>
        {comic.revocation ? <RevocationSummary revocation={comic.revocation} language={language} /> : null}
        {comic.signatures.length > 0 ? (
          <Text size="sm" data-testid="comic-signatures">
            {t.signedBy}
            <span lang={lang}>{comic.signatures.map((s) => `${s.name} (${s.type})`).join(', ')}</span>
          </Text>
        ) : null}
        {label.length > 0 ? (
          <Text size="sm" c="dimmed" data-testid="comic-label">
            {label.map((part, i) => (
              <span key={i}>
                {i > 0 ? ' · ' : null}
                {part}
              </span>
            ))}
          </Text>
        ) : null}
        <Text size="xs" c="dimmed">
          {t.certification}
          {comic.id}
        </Text>
      </Stack>
    </Card>
  );
}
