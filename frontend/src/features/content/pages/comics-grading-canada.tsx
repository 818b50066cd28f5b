import { CANADA_FRENCH_PATH } from '../content-catalogue.ts';
import { CanadaNotice } from '../components/canada-notice.tsx';
import { OfficeAddress } from '../components/office-address.tsx';
import { Bullets, P, PageLink, Section } from '../components/prose.tsx';

export default function Page() {
  return (
    <>
      <CanadaNotice />
      <P>
        Canadian collectors have some of the deepest runs of newsstand books anywhere, including the Canadian price
        variants that collectors prize. This is the Canadian version of our site: prices are shown in Canadian dollars
        (CA$) and the office address is our Canadian office. The grading itself is the same everywhere: the same
        10-point scale, the same restoration check, the same two graders and finalizer, the same holder and label.
      </P>
      <P>
        <span lang="fr">Cette page existe aussi en français :</span>{' '}
        <PageLink to={`/${CANADA_FRENCH_PATH}`}>
          <span lang="fr">Classement de bandes dessinées au Canada</span>
        </PageLink>
        .
      </P>

      <Section title="The status of Canadian submissions">
        <P>
          Submissions from Canada are currently unavailable. If you start a submission while the Canadian site is
          selected, the form switches it to a US order and explains why. We know this is inconvenient, and we would
          rather say so plainly than accept books we cannot yet handle properly: cross-border shipping of valuable
          books involves customs, duties and insurance arrangements that we want to get right before reopening.
        </P>
        <P>When Canadian submissions reopen, we will announce it on this page, on the home page and in our newsletter.</P>
      </Section>

      <Section title="What you can do today">
        <Bullets
          items={[
            <>
              Learn how we grade: the <PageLink to="/grading-certification-process">grading process</PageLink>, the{' '}
              <PageLink to="/comics-grading-scale">grading scale</PageLink> and our{' '}
              <PageLink to="/verified-signature-program">signature programs</PageLink>.
            </>,
            <>
              <PageLink to="/register">Create an account</PageLink>, so you are ready when submissions reopen.
            </>,
            'Look up certified books in the population report, and follow signing events and conventions where we attend.',
            <>
              Read the <PageLink to="/faqs-help-center">help center</PageLink>, or contact our Canadian office with any
              question.
            </>,
          ]}
        />
      </Section>

      <Section title="Canadian price variants">
        <P>
          Books printed with a Canadian cover price for newsstand distribution are recorded as price variants on the
          label, so that a buyer can tell them apart from the US edition at a glance. When you submit one, enter it as
          the variant in the submission form; our graders check the printed price against the variant you entered.
        </P>
      </Section>

      <Section title="Our Canadian office">
        <OfficeAddress />
      </Section>
    </>
  );
}
