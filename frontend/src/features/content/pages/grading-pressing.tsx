import { defineMessages, useMessages } from '../../region/index.ts';
import { PriceList } from '../../pricing/index.ts';
import { Bullets, P, PageLink, Section, TermTable } from '../components/prose.tsx';
import { AgeTable } from '../components/age-table.tsx';

/** The page's words in English and French (it is one of the French variant's pages: app/routing/french-pages.ts). */
const words = defineMessages({
  en: {
    intro:
      'What you pay and how long you wait depend on three things: the type of book, its declared value and its age. The list below is the price list in force, read from the same published catalogue the submission form prices with; the form applies it to each book you add and shows the exact total before you check out.',
    priceList: 'Price list',
    levels: 'Service levels by value and age',
    declared:
      'The declared value is what the book would sell for in the grade you expect. It decides the service level and the insurance on the book while it is in our care, so it should be honest in both directions: under-declaring saves a little on fees but leaves the book under-insured, and a book declared far below its graded value may be moved to the correct level, with the difference invoiced. Online submissions accept declared values up to $500,000 per book; for anything above that, contact customer service before sending it.',
    ages: 'The year matters because older books take longer to examine. We group books by age as follows.',
    agesCaption: 'Ages by cover year',
    counted: 'How turnaround is counted',
    countedIntro: 'Each service has a turnaround in business days, counted from the day your package is received and checked in, not from the day you ship it. Other services add to it:',
    adds: [
      'Signature work adds the days shown for each signature service.',
      'Pressing adds its own days; fast pressing takes half the pressing days.',
      'A Grading Press Screen adds 7 days, the time to examine the books and decide which ones to press.',
    ],
    express: 'Priority and Express grading shorten the grading part; see',
    expressLink: 'express services',
    pressingLink: 'the pressing price list',
    pressingPrices: 'Pressing is priced per book; see',
    stepsCaption: 'How a turnaround in business days is shown',
    businessDays: 'Business days',
    shownAs: 'Shown as',
    steps: [
      ['1', '1 business day'],
      ['2 to 4', '2 to 4 business days'],
      ['5', '1 week'],
      ['6 to 10', '2 weeks'],
      ['11 to 15', '3 weeks (days divided by 5, rounded up)'],
    ] as [string, string][],
    estimate:
      'The turnaround in the list is what we aim for; “Recently” is what our own orders took over the last 90 days. Neither includes shipping time. When a service has too few recent orders, the current estimate is shown instead, and when there is none, plan on five weeks.',
  },
  fr: {
    intro:
      'Ce que vous payez et le temps d’attente dépendent de trois choses\u00a0: le type de livre, sa valeur déclarée et son âge. La liste ci-dessous est la liste de prix en vigueur, tirée du catalogue publié avec lequel le formulaire de soumission calcule ses prix\u00a0; le formulaire l’applique à chaque livre ajouté et affiche le total exact avant le paiement.',
    priceList: 'Liste de prix',
    levels: 'Niveaux de service selon la valeur et l’âge',
    declared:
      'La valeur déclarée est le prix auquel le livre se vendrait dans la note attendue. Elle détermine le niveau de service et l’assurance du livre pendant qu’il est entre nos mains\u00a0: la sous-déclarer économise un peu sur les frais mais laisse le livre sous-assuré, et un livre déclaré bien en deçà de sa valeur peut être placé au bon niveau, la différence étant facturée. Les soumissions en ligne acceptent des valeurs déclarées jusqu’à 500\u00a0000\u00a0$ par livre\u00a0; au-delà, communiquez avec le service à la clientèle avant l’envoi.',
    ages: 'L’année compte parce que les livres plus anciens demandent plus de temps d’examen. Nous regroupons les livres par âge comme suit.',
    agesCaption: 'Âges selon l’année de couverture',
    counted: 'Comment le délai est calculé',
    countedIntro: 'Chaque service a un délai en jours ouvrables, compté à partir du jour où votre colis est reçu et enregistré, et non du jour de son envoi. D’autres services s’y ajoutent\u00a0:',
    adds: [
      'Le travail sur les signatures ajoute les jours indiqués pour chaque service de signature.',
      'Le pressage ajoute ses propres jours\u00a0; le pressage rapide en prend la moitié.',
      'La présélection au pressage ajoute 7 jours, le temps d’examiner les livres et de choisir ceux à presser.',
    ],
    express: 'Les classements Prioritaire et Express raccourcissent la partie classement\u00a0; voir',
    expressLink: 'les services express',
    pressingLink: 'la liste de prix du pressage',
    pressingPrices: 'Le pressage est facturé par livre\u00a0; voir',
    stepsCaption: 'Comment un délai en jours ouvrables est affiché',
    businessDays: 'Jours ouvrables',
    shownAs: 'Affiché comme',
    steps: [
      ['1', '1 jour ouvrable'],
      ['2 à 4', '2 à 4 jours ouvrables'],
      ['5', '1 semaine'],
      ['6 à 10', '2 semaines'],
      ['11 à 15', '3 semaines (jours divisés par 5, arrondis vers le haut)'],
    ] as [string, string][],
    estimate:
      'Le délai de la liste est notre objectif\u00a0; «\u00a0Récemment\u00a0» est le temps qu’ont pris nos propres commandes au cours des 90 derniers jours. Aucun des deux ne comprend l’expédition. Lorsqu’un service compte trop peu de commandes récentes, l’estimation actuelle est affichée, et à défaut, prévoyez cinq semaines.',
  },
});

/** Spec 2.1 /grading-pressing (and /can-pricing on the Canadian site): prices and turnaround from the published catalogue. */
export default function Page() {
  const text = useMessages(words);
  return (
    <>
      <P>{text.intro}</P>

      <Section title={text.priceList}>
        <PriceList />
        <P>
          {text.pressingPrices} <PageLink to="/pressing-pricing">{text.pressingLink}</PageLink>.
        </P>
      </Section>

      <Section title={text.levels}>
        <P>{text.declared}</P>
        <P>{text.ages}</P>
        <AgeTable caption={text.agesCaption} />
      </Section>

      <Section title={text.counted}>
        <P>{text.countedIntro}</P>
        <Bullets
          items={[
            ...text.adds,
            <>
              {text.express} <PageLink to="/express-services">{text.expressLink}</PageLink>.
            </>,
          ]}
        />
        <TermTable caption={text.stepsCaption} headings={[text.businessDays, text.shownAs]} rows={text.steps} />
        <P>{text.estimate}</P>
      </Section>
    </>
  );
}
