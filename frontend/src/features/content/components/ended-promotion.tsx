import type { ReactNode } from 'react';
import { Alert, Text } from '@mantine/core';
import { Bullets, P, PageLink, Section } from './prose.tsx';

/**
 * The common frame of a promotion page that is over (spec 2.1: these pages are kept for old links and
 * marked noindex). It says first that the offer has ended, then what it was, then where to go now.
 */
export function EndedPromotion({ ended, children }: { ended: string; children: ReactNode }) {
  return (
    <>
      <Alert color="ink" variant="light" title="This promotion has ended" mb="lg" data-testid="promotion-ended">
        <Text size="sm">
          {ended} Its terms no longer apply and its promo codes are no longer accepted. Current services and turnaround
          times are on the <PageLink to="/grading-pressing">pricing and turnaround page</PageLink>.
        </Text>
      </Alert>
      <Section title="What the promotion was">{children}</Section>
      <Section title="What we offer now">
        <P>
          Everything that made the promotion worth using is part of our standard service today. Every book is examined
          by two graders, checked for restoration under magnification and ultraviolet light, imaged, and sealed in a
          tamper-evident holder with a certification number you can look up.
        </P>
        <Bullets
          items={[
            <>
              <PageLink to="/comic-book-magazine-grading">Grading for comics, magazines and manga</PageLink>, with
              service levels chosen by declared value and age.
            </>,
            <>
              <PageLink to="/pressing">Pressing and dry cleaning</PageLink> before grading, for books that will
              benefit.
            </>,
            <>
              <PageLink to="/authentic-signature-program">Witnessed</PageLink> and{' '}
              <PageLink to="/verified-signature-program">verified</PageLink> signature programs.
            </>,
            <>
              <PageLink to="/express-services">Express services</PageLink> when you need a book back sooner.
            </>,
          ]}
        />
        <P>
          Offers for conventions and seasonal specials are announced in our newsletter and on the home page. To be told
          about the next one, sign up for the newsletter on the <PageLink to="/">home page</PageLink>, or{' '}
          <PageLink to="/register">create an account</PageLink> and start a submission when you are ready.
        </P>
      </Section>
    </>
  );
}
