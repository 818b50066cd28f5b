import { Divider, Stack, Title } from '@mantine/core';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { StarIcon } from '../../../components/ui/icons.tsx';
import { useGetNewsQuery } from '../api/published-content-api.ts';
import { ContentPage } from '../components/content-page.tsx';
import { NewsItemArticle, NewsletterLink } from '../components/news-views.tsx';
import { QueryState } from '../components/query-state.tsx';

/** /news (spec 2.1): the news items, newest first, and the newsletters, each a link to its page. */
export function NewsPage() {
  const news = useGetNewsQuery();
  return (
    <ContentPage title="News" intro="What is new at Certus, and our newsletters." banners={{ placement: 'news', label: 'News banners' }}>
      <QueryState query={news} what="news">
        {({ items, newsletters }) =>
          items.length === 0 && newsletters.length === 0 ? (
            <EmptyState icon={StarIcon} data-testid="news-empty">
              No news yet. Sign up for the newsletter on the home page to hear first.
            </EmptyState>
          ) : (
            <>
              {newsletters.length > 0 ? (
                <Stack gap="sm" component="section" aria-labelledby="newsletters-heading">
                  <Title order={2} id="newsletters-heading">
                    Newsletters
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
