import { Divider, Stack, Title } from '@mantine/core';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { StarIcon } from '../../../components/ui/icons.tsx';
import { useGetNewsQuery } from '../api/published-content-api.ts';
import { ContentPage } from '../components/content-page.tsx';
import { NewsItemArticle, NewsletterLink } from '../components/news-views.tsx';
import { QueryState } from '../components/query-state.tsx';
import { useMessages } from '../../region/index.ts';
import { publishedContentMessages } from '../published-content-messages.ts';

/** /news (spec 2.1): the news items, newest first, and the newsletters, each a link to its page. */
export function NewsPage() {
  const news = useGetNewsQuery();
  const text = useMessages(publishedContentMessages);
  return (
    <ContentPage title={text.newsTitle} intro={text.newsIntro} banners={{ placement: 'news', label: text.newsBanners }}>
      <QueryState query={news} what={text.newsWhat}>
        {({ items, newsletters }) =>
          items.length === 0 && newsletters.length === 0 ? (
            <EmptyState icon={StarIcon} data-testid="news-empty">
              {text.noNews}
            </EmptyState>
          ) : (
            <>
              {newsletters.length > 0 ? (
                <Stack gap="sm" component="section" aria-labelledby="newsletters-heading">
                  <Title order={2} id="newsletters-heading">
                    {text.newsletters}
                  </Title>
                  <Stack component="ul" gap="md" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                    {newsletters.map((newsletter) => (
                      <NewsletterLink key={newsletter.name} newsletter={newsletter} />
                    ))}
                  </Stack>
                </Stack>
              ) : null}
              {items.map((item) => (
                <Stack key={item.name} gap="lg">
                  <Divider />
                  <NewsItemArticle item={item} />
                </Stack>
              ))}
            </>
          )
        }
      </QueryState>
    </ContentPage>
  );
}
