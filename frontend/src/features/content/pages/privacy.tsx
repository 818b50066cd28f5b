import { regionProfiles } from '@certus/contracts';
import { OfficeAddress } from '../components/office-address.tsx';
import { Bullets, P, PageLink, Section, TermTable } from '../components/prose.tsx';

const company = regionProfiles.US.office.name;

export default function Page() {
  return (
    <>
      <P>
        This policy explains what personal information {company} (“Certus”, “we”) collects when you use this site and
        our services, why, who we share it with, and the choices you have. We collect what we need to grade, return
        and insure your books, and little else. We do not sell personal information.
      </P>

      <Section title="What we collect">
        <TermTable
          caption="Personal information we collect and where it comes from"
          headings={['Information', 'Details']}
          rows={[
            ['Account', 'Your name, email address, phone number, password (stored only as a one-way hash) and your email preferences.'],
            ['Addresses and carriers', 'Shipping addresses in your address book, and any FedEx, UPS or DHL account numbers you add for returns.'],
            ['Payment', 'Card or bank details are sent to our payment processor. We keep the name on the method, its type, expiry and the last four digits.'],
            ['Submissions', 'The books you submit, their declared values, services, signatures, images, grades and notes, and your orders and their status.'],
            ['Membership and rewards', 'Your membership level and expiry, rewards points and gift cards.'],
            ['External sign-in', 'If you sign in with another provider, the email address and name that provider shares with us.'],
            ['Messages', 'What you tell us when you contact us, fill in a lead or callback form, or report a problem.'],
            ['Site use', 'Your browser and device, your IP address, the pages you visit, and events such as signing in, adding a book, starting checkout and purchasing.'],
            ['Location', 'Only if you allow the store locator to use it, and only to find stores near you.'],
          ]}
        />
      </Section>

      <Section title="Why we use it">
        <Bullets
          items={[
            'To run your account, process your submissions, take payment, insure and return your books.',
            'To send you messages about your orders and account, which you cannot turn off while you have an open order.',
            'To send our newsletter and offers, only if you signed up, with an unsubscribe link in every message.',
            'To prevent fraud and abuse, including a bot check on registration, recovery and lead forms.',
            'To understand how the site is used and improve it.',
            'To meet our legal obligations, such as tax records.',
          ]}
        />
      </Section>

      <Section title="Who we share it with">
        <P>
          We share personal information only with companies that help us provide the service, under contracts that
          limit their use of it: carriers for shipping, our payment processor, our email and newsletter provider (which
          receives your email address, the page you signed up on and a cookie identifier), a maps provider for the store
          locator, and analytics providers. We also share information when the law requires it, or to protect our
          customers from fraud or theft. The population report and grading notes show books, grades and
          certification numbers, never owners.
        </P>
      </Section>

      <Section title="What is stored in your browser">
        <P>
          Your sign-in is kept in session storage and cleared when you close the browser. Your submission in progress
          and your choice of the US or Canadian site are kept in local storage on your device. The newsletter and
          analytics services may set cookies; you can block or delete cookies in your browser settings, though some
          features may then not work.
        </P>
      </Section>

      <Section title="How long we keep it">
        <P>
          We keep account information while your account is open. Records of orders, payments and certifications are
          kept for as long as the law requires and for as long as a certification can be looked up or claimed under our{' '}
          <PageLink to="/money-back-promise">money-back promise</PageLink>, because they are part of the book’s history.
          Marketing data is deleted when you unsubscribe, except the record that you did.
        </P>
      </Section>

      <Section title="Your choices and rights">
        <P>
          You can see and correct most of your information in your account. You can ask us for a copy of the
          information we hold about you, to correct it, or to delete it, subject to the records we must keep by law.
          Residents of California and of other states with privacy laws, and of Canada, have these rights under their
          laws, and we honor them for everyone. We will not treat you differently for exercising them. This site is
          not intended for children under 13, and we do not knowingly collect their information.
        </P>
      </Section>

      <Section title="Changes and contact">
        <P>
          We will post any change to this policy on this page and, for significant changes, tell account holders by
          email. For any privacy question or request, contact our office. How we protect your information is described
          on our <PageLink to="/security">security page</PageLink>.
        </P>
        <OfficeAddress />
      </Section>
    </>
  );
}
