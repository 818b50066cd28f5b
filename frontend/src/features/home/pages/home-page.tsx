import { lazy, Suspense } from 'react';
import { Button, Container, Group, List, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useSelector } from 'react-redux';
import { Link } from 'react-router';
import { selectIsSignedIn } from '../../auth/index.ts';
import { useInlinedFeatured } from '../../certificates/index.ts';
import { defineMessages, useMessages } from '../../region/index.ts';
import { LazyNewsletterSignUp } from '../../newsletter/index.ts';
import { COUNTS_STRIP_ROOM, LazyLandingCountsStrip } from '../../leads/index.ts';
import { HomeHeroImage } from '../components/home-hero-image.tsx';
import { useInlinedContent } from '../lib/inlined-content.ts';
import { HomeEvents } from '../components/home-events.tsx';
import { WhenVisible } from '../../../components/ui/when-visible.tsx';
import { useServerDrawing } from '../../../lib/server-drawing.ts';
import classes from './home-page.module.css';

// Their own chunks, like the newsletter form, loaded when the section comes near the screen. The featured
// comics normally come with the page (certificates lib/inlined-featured.ts), and only their drawing code is fetched; the
// API layer and the schemas checking its answer are fetched only when the page came without them.
const FeaturedSection = lazy(() => import('../components/featured-section.tsx'));
const HomeFeatured = lazy(() => import('../components/home-featured.tsx'));
const HomeEventsFromApi = lazy(() => import('../components/home-events-from-api.tsx'));

const FEATURED_ROOM = 480;
const NEWSLETTER_ROOM = 150;

// Spec 2.1: the home page is one of the French variant's pages (app/routing/french-pages.ts).
const words = defineMessages({
  en: {
    documentTitle: 'Certus: comic book grading and certification',
    heading: 'Grading you can trust, for the books you love',
    lead: 'Certus grades, presses, authenticates signatures on and certifies comic books, magazines and manga.',
    services: [
      'Grading on a 10-point scale, encapsulated and certified',
      'Pressing: cleaning and flattening before grading',
      'Signature authentication, witnessed or verified',
      'Comics, magazines and manga',
    ],
    myAccount: 'Go to my account',
    createAccount: 'Create an account',
    logIn: 'Log in',
    gradedBooks: 'See graded books',
  },
  fr: {
    documentTitle: 'Certus : classement et certification de bandes dessinées',
    heading: 'Un classement digne de confiance, pour les livres que vous aimez',
    lead: 'Certus classe, presse, authentifie les signatures et certifie les bandes dessinées, les magazines et les mangas.',
    services: [
      'Classement sur une échelle de 10 points, encapsulé et certifié',
      'Pressage : nettoyage et aplanissement avant le classement',
      'Authentification des signatures, témoignées ou vérifiées',
      'Bandes dessinées, magazines et mangas',
    ],
    myAccount: 'Aller à mon compte',
    createAccount: 'Créer un compte',
    logIn: 'Se connecter',
    gradedBooks: 'Voir des livres classés',
  },
});

export function HomePage() {
  const text = useMessages(words);
  useDocumentTitle(text.documentTitle);
  const signedIn = useSelector(selectIsSignedIn);
  const inlinedFeatured = useInlinedFeatured();
  const inlinedContent = useInlinedContent();
  const onServer = useServerDrawing();
  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <section aria-labelledby="home-hero-heading" className={classes.hero} data-testid="home-hero">
          <div>
            <Stack gap="lg" maw={640}>
              <Title order={1} id="home-hero-heading">
                {text.heading}
              </Title>
              <Text size="lg">{text.lead}</Text>
              <List spacing="xs">
                {text.services.map((service) => (
                  <List.Item key={service}>{service}</List.Item>
                ))}
              </List>
              <Group>
                {signedIn ? (
                  <Button component={Link} to="/account">
                    {text.myAccount}
                  </Button>
                ) : (
                  <>
                    <Button component={Link} to="/register">
                      {text.createAccount}
                    </Button>
                    <Button component={Link} to="/login" variant="outline">
                      {text.logIn}
                    </Button>
                  </>
                )}
                <Button component={Link} to="/featured" variant="subtle">
                  {text.gradedBooks}
                </Button>
              </Group>
            </Stack>
          </div>
          <HomeHeroImage />
        </section>
        {/* Spec 2.1: the next event and the banners, with the page (or asked of the API when it came without them). */}
        {inlinedContent ? (
          <HomeEvents content={inlinedContent} />
        ) : onServer ? null : (
          // The server draws nothing in its place, as the browser's first drawing shows nothing while it loads.
          <Suspense fallback={null}>
            <HomeEventsFromApi />
          </Suspense>
        )}
        {/* Spec 2.1: the home page's 3 featured comics, then the newsletter sign-up (each its own chunk, each
            loaded when it comes near the screen; the room held is about what each takes). */}
        <WhenVisible minHeight={FEATURED_ROOM}>
          <Suspense fallback={<div style={{ minHeight: FEATURED_ROOM }} />}>
            {inlinedFeatured ? <FeaturedSection comics={inlinedFeatured} /> : <HomeFeatured roomWhileSearching={FEATURED_ROOM} />}
          </Suspense>
        </WhenVisible>
        {/* Spec 7.5: the landing service's counts, from projections of real events (its own chunk, when near). */}
        <WhenVisible minHeight={COUNTS_STRIP_ROOM}>
          <Suspense fallback={<div style={{ minHeight: COUNTS_STRIP_ROOM }} />}>
            <LazyLandingCountsStrip />
          </Suspense>
        </WhenVisible>
        <Stack maw={720}>
          <WhenVisible minHeight={NEWSLETTER_ROOM}>
            <Suspense fallback={<div style={{ minHeight: NEWSLETTER_ROOM }} />}>
              <LazyNewsletterSignUp />
            </Suspense>
          </WhenVisible>
        </Stack>
      </Stack>
    </Container>
  );
}
