import { lazy, Suspense, useEffect, type ComponentType, type LazyExoticComponent } from 'react';
import { Anchor, Box, Breadcrumbs, Container, List, Text, Title } from '@mantine/core';
import { useDispatch } from 'react-redux';
import { Link } from 'react-router';
import { PageLoader } from '../../components/ui/page-loader.tsx';
import { defineMessages, languageChosen, regionChosen, useLanguage, type Language } from '../region/index.ts';
import { contentPages, contentSlugs, type ContentPageEntry, type ContentSlug } from './content-catalogue.ts';
import { contentSections, relatedPages } from './content-navigation.ts';

const chrome = defineMessages({
  en: { home: 'Home', breadcrumb: 'Breadcrumb', related: 'Related pages', loading: 'Loading page…' },
  fr: { home: 'Accueil', breadcrumb: 'Fil d’Ariane', related: 'Pages connexes', loading: 'Chargement de la page…' },
});

/** The French names of the breadcrumb's sections (content-navigation.ts keeps the English ones). */
const frenchSections: Record<string, string> = { 'Grading services': 'Services de classement', Pressing: 'Pressage', 'Help center': 'Centre d’aide' };

// One lazy component per slug and language for the life of the app: React.lazy must get the same component
// back on every render, or the page would suspend (and show the loader) again each time. Each language's body
// is its own chunk, so an English reader never downloads the French text and a French reader the English.
const bodies = new Map<`${ContentSlug}:${Language}`, LazyExoticComponent<ComponentType>>();

function bodyOf(slug: ContentSlug, language: Language): LazyExoticComponent<ComponentType> {
  const key = `${slug}:${language}` as const;
  let body = bodies.get(key);
  if (!body) {
    body = lazy(bodyLoaderOf(slug, language));
    bodies.set(key, body);
  }
  return body;
}

function bodyLoaderOf(slug: ContentSlug, language: Language) {
  const entry = entryOf(slug);
  return language === 'fr' && entry.fr ? entry.fr.load : entry.load;
}

// Every body, loaded before the first page is drawn, where loadEveryContentBody ran: the site's server
// (app/server-shell), which draws a content page whole. The browser loads none ahead: it keeps the server's drawing
// of a body while that body's chunk is on its way (React hydrates a suspended part once it is in), so neither the
// page's largest text nor the related links below it move when it arrives.
const loadedBodies = new Map<`${ContentSlug}:${Language}`, ComponentType>();

export async function loadEveryContentBody(): Promise<void> {
  const languages: Language[] = ['en', 'fr'];
  await Promise.all(
    contentSlugs.flatMap((slug) =>
      languages.map(async (language) => {
        loadedBodies.set(`${slug}:${language}`, (await bodyLoaderOf(slug, language)()).default);
      }),
    ),
  );
}

/** The document title, the meta description and, for noindex pages, a robots meta; all undone on leaving. */
function useContentHead(entry: ContentPageEntry, words: { title: string; description: string }) {
  useEffect(() => {
    const previousTitle = document.title;
    document.title = `${words.title} | Certus`;

    let description = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    const createdDescription = !description;
    if (!description) {
      description = document.createElement('meta');
      description.name = 'description';
      document.head.append(description);
    }
    const previousDescription = description.content;
    description.content = words.description;

    // Our own element, so leaving removes only what this page added.
    let robots: HTMLMetaElement | undefined;
    if (entry.noindex) {
      robots = document.createElement('meta');
      robots.name = 'robots';
      robots.content = 'noindex';
      document.head.append(robots);
    }

    return () => {
      document.title = previousTitle;
      if (createdDescription) description.remove();
      else description.content = previousDescription;
      robots?.remove();
    };
  }, [entry, words]);
}

/**
 * Spec 2.1: the Canadian pages select the Canadian site, the French one its French display variant and its
 * English twin the English one. The choice stays (remembered like the site): the pages read next are French too.
 */
function useSiteVariant(entry: ContentPageEntry) {
  const dispatch = useDispatch();
  const { region, lang } = entry;
  useEffect(() => {
    if (region) dispatch(regionChosen(region));
    if (lang) dispatch(languageChosen(lang));
  }, [dispatch, region, lang]);
}

/** The language a page is read in: its own (the Canadian twins), else the visitor's where the page has it, else English. */
function pageLanguageOf(entry: ContentPageEntry, reading: Language): Language {
  if (entry.lang) return entry.lang;
  return reading === 'fr' && entry.fr ? 'fr' : 'en';
}

/** The title and description in the page's language. */
const wordsOf = (entry: ContentPageEntry, language: Language) => (language === 'fr' && entry.fr ? entry.fr : entry);

const entryOf = (slug: ContentSlug): ContentPageEntry => contentPages[slug];

/** A link to another content page; a title in another language carries its lang (WCAG 3.1.2). */
function RelatedLink({ slug, pageLang }: { slug: ContentSlug; pageLang: Language }) {
  const entry = entryOf(slug);
  const lang = pageLanguageOf(entry, pageLang);
  return (
    <Anchor component={Link} to={`/${slug}`} lang={lang === pageLang ? undefined : lang}>
      {wordsOf(entry, lang).title}
    </Anchor>
  );
}

/** A public content page (spec 2.1): head tags, breadcrumb, h1, the lazily loaded body and related links. */
export function ContentRoute({ slug }: { slug: ContentSlug }) {
  const entry = entryOf(slug);
  const language = pageLanguageOf(entry, useLanguage());
  const words = wordsOf(entry, language);
  useContentHead(entry, words);
  useSiteVariant(entry);

  const text = chrome[language];
  const section = contentSections[slug];
  const related = relatedPages[slug] ?? [];
  // The body is its own chunk: drawn at once where it is loaded (the server), else as it arrives.
  const Body = loadedBodies.get(`${slug}:${language}`) ?? bodyOf(slug, language);

  return (
    <Container size="md" py="xl" lang={language}>
      <Box component="nav" aria-label={text.breadcrumb} mb="md">
        <Breadcrumbs separator="›" separatorMargin={6}>
          <Anchor component={Link} to="/" size="sm">
            {text.home}
          </Anchor>
          {section ? (
            <Anchor component={Link} to={`/${section.hub}`} size="sm">
              {language === 'fr' ? (frenchSections[section.label] ?? section.label) : section.label}
            </Anchor>
          ) : null}
          <Text size="sm" component="span" aria-current="page">
            {words.title}
          </Text>
        </Breadcrumbs>
      </Box>

      <Box component="article" maw={760}>
        <Title order={1} mb="xs">
          {words.title}
        </Title>
        <Text size="lg" mb="lg">
          {words.description}
        </Text>
        <Suspense fallback={<PageLoader label={text.loading} />}>
          <Box data-testid="content-body" key={`${slug}:${language}`}>
            <Body />
          </Box>
        </Suspense>
      </Box>

      {related.length > 0 ? (
        <Box component="aside" aria-labelledby="related-pages-heading" mt="xl" maw={760}>
          <Title order={2} id="related-pages-heading" size="h4" mb="sm">
            {text.related}
          </Title>
          <List spacing="xs">
            {related.map((other) => (
              <List.Item key={other}>
                <RelatedLink slug={other} pageLang={language} />
              </List.Item>
            ))}
          </List>
        </Box>
      ) : null}
    </Container>
  );
}
