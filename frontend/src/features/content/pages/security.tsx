import { OfficeAddress } from '../components/office-address.tsx';
import { Bullets, P, PageLink, Section } from '../components/prose.tsx';

export default function Page() {
  return (
    <>
      <P>
        You trust us with two kinds of valuables: your books, and your personal and payment details. This page explains
        how we protect each, and what you can do to help.
      </P>

      <Section title="Your books in our care">
        <Bullets
          items={[
            'Packages are opened on camera, and every book is checked in against its submission before it moves anywhere.',
            'Grading rooms, pressing rooms and the vault are access-controlled and covered by cameras. Staff handle only the books assigned to them, and every movement of a book is recorded against its order.',
            'Books are kept in the vault outside working hours, never on desks.',
            'Every book is insured for its declared value from check-in until it is handed to the carrier or collected.',
            'Returns are packed and sealed on camera, shipped with tracking and a signature on delivery, and released for pick-up only to the account holder or a person authorized in writing, with photo identification.',
          ]}
        />
      </Section>

      <Section title="The holder and the label">
        <P>
          Certified books are sealed in holders that cannot be opened without visible damage. Every label carries a
          14-character certification number. Before buying a certified book, look the number up in the population
          report and check that the title, issue, grade and label category match the book in front of you. A mismatch,
          a loose label or a holder with marks around the seal is a reason to ask questions, and to tell us. See{' '}
          <PageLink to="/grading-certification-process">the certification number</PageLink> for its format.
        </P>
      </Section>

      <Section title="Your account and payment details">
        <Bullets
          items={[
            'The site is served only over encrypted connections (HTTPS).',
            'Passwords are stored only as salted one-way hashes; nobody at Certus can read your password.',
            'Your sign-in is kept in your browser’s session storage, which is cleared when you close the browser. Sign-ins expire and are renewed automatically while you use the site.',
            'Card and bank details go to our payment processor. We keep only the last four digits, to show you which card or account you saved.',
            'Registration, password recovery and similar forms use a bot check to stop automated abuse.',
          ]}
        />
      </Section>

      <Section title="What you can do">
        <Bullets
          items={[
            'Use a password you use nowhere else, and log out on shared computers.',
            'We will never ask for your password by email, phone or message. Reset it yourself if you think someone knows it.',
            'Check that links in emails from us lead to this site before you sign in.',
          ]}
        />
      </Section>

      <Section title="Reporting a security problem">
        <P>
          If you believe you have found a security weakness in our site, or a counterfeit Certus holder or label,
          contact us at the office below. Please give us the details privately and a reasonable time to fix a weakness
          before you disclose it; we will not take action against anyone who reports one in good faith. How we handle
          personal information is described in our <PageLink to="/privacy">privacy policy</PageLink>.
        </P>
        <OfficeAddress />
      </Section>
    </>
  );
}
