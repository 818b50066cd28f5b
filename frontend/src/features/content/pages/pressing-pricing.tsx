import { Alert, Button } from '@mantine/core';
import { defineMessages, useMessages } from '../../region/index.ts';
import { AddOnTable, PriceListHeading, pricingMessages, usePriceList } from '../../pricing/index.ts';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { Bullets, P, PageLink, Section } from '../components/prose.tsx';

const words = defineMessages({
  en: {
    intro:
      'Pressing removes non-color-breaking defects (bends, light creases, dents, rippling) before the book is graded, which can raise its grade. It is priced per book, on top of the grading service, and adds days to the turnaround. Prices below are read from the published catalogue, as the submission form prices them.',
    prices: 'Pressing prices',
    which: 'Which pressing to choose',
    options: [
      'Pressing: the standard speed.',
      'Fast pressing: half the pressing days, for a higher fee.',
      'Express pressing: the fastest, a few days, offered where the grading service allows it.',
    ],
    premium: 'Books declared at high values take more care and carry the premium shown beside each speed. Pressing is never ordered for a book that would not benefit: the grader looks at every book before it is pressed.',
    screen: 'For five or more qualifying books, the Grading Press Screen examines each book and presses only those likely to gain a grade.',
    notAll: 'Books already in a holder and original art are never pressed; see',
    gradingLink: 'the grading price list',
    terms: 'What pressing can and cannot do is set out in',
    termsLink: 'the pressing terms',
  },
  fr: {
    intro:
      'Le pressage élimine les défauts qui ne brisent pas la couleur (plis, légers froissements, bosses, ondulations) avant le classement, ce qui peut améliorer la note. Il est facturé par livre, en plus du service de classement, et ajoute des jours au délai. Les prix ci-dessous sont tirés du catalogue publié, comme le formulaire de soumission les calcule.',
    prices: 'Prix du pressage',
    which: 'Quel pressage choisir',
    options: [
      'Pressage\u00a0: la vitesse normale.',
      'Pressage rapide\u00a0: la moitié des jours de pressage, pour des frais plus élevés.',
      'Pressage express\u00a0: le plus rapide, quelques jours, offert là où le service de classement le permet.',
    ],
    premium: 'Les livres déclarés à une valeur élevée demandent plus de soin et portent le supplément indiqué pour chaque vitesse. Un livre qui n’en profiterait pas n’est jamais pressé : l’évaluateur examine chaque livre avant le pressage.',
    screen: 'Pour cinq livres admissibles ou plus, la présélection au pressage examine chaque livre et ne presse que ceux qui ont des chances de gagner une note.',
    notAll: 'Les livres déjà dans un boîtier et l’art original ne sont jamais pressés\u00a0; voir',
    gradingLink: 'la liste de prix du classement',
    terms: 'Ce que le pressage peut faire, ou non, est précisé dans',
    termsLink: 'les conditions du pressage',
  },
});

/** Spec 2.1 /pressing-pricing (where /press-price goes): the pressing add-ons of the published catalogue. */
export default function Page() {
  const text = useMessages(words);
  const pricing = useMessages(pricingMessages);
  const { data, isError, refetch, isFetching } = usePriceList('comics');
  return (
    <>
      <P>{text.intro}</P>
      <Section title={text.prices}>
        {isError ? (
          <Alert color="red" variant="light" title={pricing.failed}>
            <Button variant="outline" size="xs" onClick={() => void refetch()} loading={isFetching}>
              {pricing.retry}
            </Button>
          </Alert>
        ) : data ? (
          <div data-testid="price-list">
            <PriceListHeading data={data} />
            {data.pricedInCountryCurrency ? <AddOnTable data={data} only={['PRESS', 'FASTPRESS', 'EXPRESSPRESS']} /> : null}
          </div>
        ) : (
          <PageLoader label={pricing.loading} />
        )}
      </Section>
      <Section title={text.which}>
        <Bullets items={text.options} />
        <P>{text.premium}</P>
        <P>{text.screen}</P>
        <P>
          {text.notAll} <PageLink to="/grading-pressing">{text.gradingLink}</PageLink>. {text.terms} <PageLink to="/pressingterms">{text.termsLink}</PageLink>.
        </P>
      </Section>
    </>
  );
}
