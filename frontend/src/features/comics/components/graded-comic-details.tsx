import type { ReactNode } from 'react';
import { Grid, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import type { ComicCategory, MemberComicDetail } from '@certus/contracts';
import type { Language } from '../../region/index.ts';
import { gradeIn, splitDetails } from '../lib/comic-details.ts';
import { gradedComicWords } from '../lib/graded-comic-words.ts';
import { DETAIL_SLAB_SIZES } from '../lib/slab-sizes.ts';
import { CategoryBadge } from './category-badge.tsx';
import { RevokedBadge } from './revocation-notice.tsx';
import { SlabImage } from './slab-image.tsx';


/** What the label of a graded comic needs (a member's comic, or a certificate anyone may see). */
export type GradedComic = Pick<MemberComicDetail, 'title' | 'issue' | 'displayYear' | 'grade' | 'comics_details' | 'revocation'> & { category: ComicCategory; certificationId: string };

/** A label fact: its name and what it says (text, or a link); empty ones are left out. */
export type Fact = [label: string, value: ReactNode];

interface GradeLineProps {
  grade: number;
  category: ComicCategory;
  testId: string;
  /** The certificate was revoked: the grade is struck through, and "Revoked" says why (a strike alone is not read out). */
  revoked?: boolean;
  language?: Language;
}

/** "Grade 9.8" and the category badge; a revoked certificate's grade struck through, with "Revoked" beside it. */
export function GradeLine({ grade, category, testId, revoked = false, language = 'en' }: GradeLineProps) {
  const said = gradedComicWords[language].grade(gradeIn(grade, language));
  return (
    <Group gap="sm">
      <Text size="xl" fw={700} data-testid={testId} td={revoked ? 'line-through' : undefined} c={revoked ? 'dimmed' : undefined}>
        {said}
      </Text>
      <CategoryBadge category={category} />
      {revoked ? <RevokedBadge language={language} /> : null}
    </Group>
  );
}

/** The label's facts as a description list; `compact` is the smaller type of a dialog. */
export function FactList({ facts, labelWidth = 140, compact = false, testId }: { facts: Fact[]; labelWidth?: number; compact?: boolean; testId?: string }) {
  return (
    <Stack component="dl" gap={compact ? 4 : 6} m={0} data-testid={testId}>
      {facts
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <Group key={label} gap="xs" wrap="nowrap" align="baseline">
            <Text component="dt" size="sm" c="dimmed" w={labelWidth} style={{ flexShrink: 0 }}>
              {label}
            </Text>
            <Text component="dd" size={compact ? 'sm' : undefined} m={0}>
              {value}
            </Text>
          </Group>
        ))}
    </Stack>
  );
}

/**
 * A titled list of a comics_details part (ASP or VSP signers, grader notes), nothing when it is empty. A page
 * heads it at level 2, a dialog (`compact`, smaller type) at level 3.
 */
export function DetailList({ title, items, testId, compact = false }: { title: string; items: string[]; testId: string; compact?: boolean }) {
  if (items.length === 0) return null;
  const headingId = `${testId}-heading`;
  return (
    <Stack gap={4} component="section" aria-labelledby={headingId}>
      <Title order={compact ? 3 : 2} size={compact ? 'h5' : 'h4'} id={headingId}>
        {title}
      </Title>
      <List spacing={2} size={compact ? 'sm' : undefined} data-testid={testId}>
        {items.map((item, i) => (
          <List.Item key={i}>{item}</List.Item>
        ))}
      </List>
    </Stack>
  );
}

function GraderNotes({ notes, testId, language }: { notes: string[]; testId: string; language: Language }) {
  if (notes.length === 0) return null;
  const headingId = `${testId}-heading`;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId} mb="xs">
        {gradedComicWords[language].graderNotes}
      </Title>
      <List spacing={4} data-testid={testId}>
        {notes.map((note, i) => (
          <List.Item key={i}>{note}</List.Item>
        ))}
      </List>
    </Paper>
  );
}

interface GradedComicDetailsProps {
  comic: GradedComic;
  facts: Fact[];
  /** Prefixes the test ids: `${prefix}-grade`, `-facts`, `-asp`, `-vsp`, `-notes`. */
  testIdPrefix: string;
  labelWidth?: number;
  /** Follow the notes (the census position, the owner's link). */
  children?: ReactNode;
  language?: Language;
}

/**
 * A graded comic's label (spec 7.3): its slab (the page's main image), grade and category, the label's facts,
 * the ASP and VSP signers and the grader's notes, each list split on '~'.
 */
export function GradedComicDetails({ comic, facts, testIdPrefix, labelWidth, children, language = 'en' }: GradedComicDetailsProps) {
  const words = gradedComicWords[language];
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, sm: 5 }}>
        <SlabImage slab={comic} sizes={DETAIL_SLAB_SIZES} maxWidth={400} priority language={language} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 7 }}>
        <Stack gap="md">
          <GradeLine grade={comic.grade} category={comic.category} testId={`${testIdPrefix}-grade`} revoked={comic.revocation !== null} language={language} />
          <FactList facts={facts} labelWidth={labelWidth} testId={`${testIdPrefix}-facts`} />
          <DetailList title={words.asp} items={splitDetails(comic.comics_details.ASP_Signers)} testId={`${testIdPrefix}-asp`} />
          <DetailList title={words.vsp} items={splitDetails(comic.comics_details.VSP_Signers)} testId={`${testIdPrefix}-vsp`} />
          <GraderNotes notes={splitDetails(comic.comics_details.Grader_Notes)} testId={`${testIdPrefix}-notes`} language={language} />
          {children}
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
