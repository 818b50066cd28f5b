import { Anchor, Image, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { NewsItemView, NewsletterSummary, NewsletterView } from '@certus/contracts';
import { useLanguage, useMessages } from '../../region/index.ts';
import { publishedDay } from '../lib/published-at.ts';
import { publishedContentMessages, recordLang } from '../published-content-messages.ts';
import { FormattedText } from './formatted-text.tsx';

/** One news item, whole: title, day, summary, body, picture and link. */
export function NewsItemArticle({ item, headingOrder = 2 }: { item: NewsItemView; headingOrder?: 2 | 3 }) {
  const text = useMessages(publishedContentMessages);
  const language = useLanguage();
  const lang = recordLang(language);
  const headingId = `news-${item.name}`;
  return (
    <Stack component="article" gap="xs" aria-labelledby={headingId} data-testid="news-item">
      <Title order={headingOrder} id={headingId} lang={lang}>
        {item.title}
      </Title>
      <Text size="sm" c="dimmed">
        <time dateTime={item.publishedAt}>{publishedDay(item.publishedAt, language)}</time>
      </Text>
      {item.image ? <Image src={item.image.url} alt={item.image.alt} width={item.image.width} height={item.image.height} radius="md" maw={720} loading="lazy" lang={lang} /> : null}
      <Text fw={600} lang={lang}>
        {item.summary}
      </Text>
      {item.body ? (
        <div lang={lang}>
          <FormattedText body={item.body} headingLevel={headingOrder === 2 ? 3 : 4} />
        </div>
      ) : null}
      {item.link ? (
        item.link.startsWith('/') ? (
          <Anchor component={Link} to={item.link}>
            {text.readMore}
          </Anchor>
        ) : (
          <Anchor href={item.link} target="_blank" rel="noopener noreferrer">
            {text.readMoreNewTab}
          </Anchor>
        )
      ) : null}
    </Stack>
  );
}

/** A newsletter in the news list: a link to its page (/news/{name}). */
export function NewsletterLink({ newsletter }: { newsletter: NewsletterSummary }) {
  const language = useLanguage();
  const lang = recordLang(language);
  return (
    <Stack gap={2} component="li" data-testid="newsletter-link">
      <Anchor component={Link} to={`/news/${newsletter.name}`} fw={700} lang={lang}>
        {newsletter.title}
      </Anchor>
      <Text size="sm" c="dimmed">
        <time dateTime={newsletter.publishedAt}>{publishedDay(newsletter.publishedAt, language)}</time>
      </Text>
      <Text size="sm" lang={lang}>
        {newsletter.summary}
      </Text>
    </Stack>
  );
}

/** A newsletter, whole, under its page's own heading. */
export function NewsletterBody({ newsletter }: { newsletter: NewsletterView }) {
  const language = useLanguage();
  const lang = recordLang(language);
  return (
    <Stack gap="sm" data-testid="newsletter">
      <Text size="sm" c="dimmed">
        <time dateTime={newsletter.publishedAt}>{publishedDay(newsletter.publishedAt, language)}</time>
      </Text>
      <Text size="lg" fw={600} lang={lang}>
        {newsletter.summary}
      </Text>
      <div lang={lang}>
        <FormattedText body={newsletter.body} headingLevel={2} />
      </div>
    </Stack>
  );
}
