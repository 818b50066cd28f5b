import type { ReactNode } from 'react';
import { Alert, Text } from '@mantine/core';
import { Bullets, P, PageLink, Section } from './prose.tsx';

/**
 * The common frame of a promotion page that is over (spec 2.1: these pages are kept for old links and
 * marked noindex). It says first that the offer has ended, then what it was, then where to go now; in the
 * language of the page's body.
 */
export function EndedPromotion({ ended, lang = 'en', children }: { ended: string; lang?: 'en' | 'fr'; children: ReactNode }) {
  return lang === 'fr' ? <EndedInFrench ended={ended}>{children}</EndedInFrench> : <EndedInEnglish ended={ended}>{children}</EndedInEnglish>;
}

function EndedInEnglish({ ended, children }: { ended: string; children: ReactNode }) {
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

function EndedInFrench({ ended, children }: { ended: string; children: ReactNode }) {
  return (
    <>
      <Alert color="ink" variant="light" title="Cette promotion est terminée" mb="lg" data-testid="promotion-ended">
        <Text size="sm">
          {ended} Ses conditions ne s’appliquent plus et ses codes promotionnels ne sont plus acceptés. Les services et
          les délais actuels figurent sur la <PageLink to="/grading-pressing">page des prix et des délais</PageLink>.
        </Text>
      </Alert>
      <Section title="En quoi consistait la promotion">{children}</Section>
      <Section title="Ce que nous offrons aujourd’hui">
        <P>
          Tout ce qui rendait la promotion intéressante fait aujourd’hui partie de notre service courant. Chaque livre
          est examiné par deux évaluateurs, vérifié pour la restauration à la loupe et sous lumière ultraviolette,
          photographié, puis scellé dans un boîtier inviolable portant un numéro de certification que vous pouvez
          consulter.
        </P>
        <Bullets
          items={[
            <>
              <PageLink to="/comic-book-magazine-grading">Classement des bandes dessinées, magazines et mangas</PageLink>,
              avec des niveaux de service choisis selon la valeur déclarée et l’âge.
            </>,
            <>
              <PageLink to="/pressing">Pressage et nettoyage à sec</PageLink> avant le classement, pour les livres qui
              en profiteront.
            </>,
            <>
              Programmes de signatures <PageLink to="/authentic-signature-program">authentifiées en présence d’un témoin</PageLink> et{' '}
              <PageLink to="/verified-signature-program">vérifiées</PageLink>.
            </>,
            <>
              <PageLink to="/express-services">Services express</PageLink> quand vous avez besoin d’un livre plus tôt.
            </>,
          ]}
        />
        <P>
          Les offres de congrès et les promotions saisonnières sont annoncées dans notre infolettre et sur la page
          d’accueil. Pour être avisé de la prochaine, abonnez-vous à l’infolettre sur la{' '}
          <PageLink to="/">page d’accueil</PageLink>, ou <PageLink to="/register">créez un compte</PageLink> et
          commencez une soumission quand vous serez prêt.
        </P>
      </Section>
    </>
  );
}
