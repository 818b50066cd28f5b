import { regionProfiles } from '@certus/contracts';
import { OfficeAddress } from '../components/office-address.tsx';
import { Bullets, P, PageLink, Section } from '../components/prose.tsx';

const company = regionProfiles.US.office.name;

export default function Page() {
  return (
    <>
      <P>
        These terms apply to every account on this site and to every order you place with {company} (“Certus”, “we”),
        of Plano, Texas. By creating an account or placing an order you accept them. Additional terms apply to
        pressing (<PageLink to="/pressingterms">pressing terms</PageLink>) and to business accounts (
        <PageLink to="/b2btnc">dealer and business terms</PageLink>); where they differ from these terms on a point,
        they prevail on that point.
      </P>

      <Section title="1. Your account">
        <Bullets
          items={[
            'Give accurate details, keep them up to date, and keep your password to yourself. You are responsible for orders placed from your account.',
            'An account belongs to one person or one business. Do not create accounts to get around a suspension or a limit on promotions.',
            'We may suspend or close an account that is used for fraud, for submitting counterfeit or stolen items, or for abusing our staff or other collectors.',
          ]}
        />
      </Section>

      <Section title="2. What you submit">
        <Bullets
          items={[
            'You confirm that you own the items you submit, or are authorized by their owner, and that they are not stolen.',
            'Describe each item accurately. We may correct obvious errors in the description, such as a wrong issue number, and will tell you when we do.',
            'We may refuse any item, including reproductions presented as originals, items with active mold or pests, and items we cannot safely handle or encapsulate. A refused item is returned at your cost, with the fees for it refunded.',
            'We report items we believe to be stolen to the authorities, and hold them until the matter is resolved.',
          ]}
        />
      </Section>

      <Section title="3. Declared value and service levels">
        <P>
          You declare a value for each item: what it would sell for in the grade you expect. The declared value sets
          the service level and the limit of our liability and insurance for the item. If an item is clearly worth
          more than declared, we may move it to the correct service level and add the difference to your order, which
          must be paid before the item is returned. Online submissions accept declared values up to $500,000 per item;
          above that, contact us first.
        </P>
      </Section>

      <Section title="4. Grades and certifications are opinions">
        <P>
          A grade, a finding of restoration, and a signature certification are expert opinions, formed with care by
          trained staff following our published standards. Other experts, including ours on another day, may reach a
          different opinion. We do not promise any particular grade or result, and we do not promise that any item will
          sell for any price. Our liability for errors in a certification is set out in our{' '}
          <PageLink to="/money-back-promise">money-back promise</PageLink>.
        </P>
      </Section>

      <Section title="5. Payment">
        <P>
          Fees are shown in the submission form and at checkout, and are charged when you check out. A balance that
          arises later, for example from a change of service level, must be paid before the order is returned, and
          items with an unpaid balance are held until it is paid. Promo codes and rewards apply under the conditions
          shown when you use them. Refunds follow our <PageLink to="/refund">refund policy</PageLink>.
        </P>
      </Section>

      <Section title="6. Shipping, custody and risk">
        <Bullets
          items={[
            'Items travel to us at your risk. Insure them with your carrier.',
            'From the moment we check an item in until we hand it to the carrier or to you, it is in our custody and insured by us up to its declared value.',
            'On the way back, items are insured as you chose at checkout. If you declined insurance, or shipped with your own carrier account, the return is at your risk.',
            'Items held for pick-up are released only to the account holder or to a person authorized in writing, with photo identification.',
          ]}
        />
      </Section>

      <Section title="7. Our liability">
        <P>
          If an item is lost or damaged while in our custody through our fault, we pay the lower of its declared value
          and its fair market value in the condition in which we received it. We are not liable for indirect or
          consequential losses, or for changes that result from the nature of the item itself, such as brittle paper
          chipping during careful handling, or pre-existing tears extending. Nothing in these terms limits liability
          that cannot be limited by law.
        </P>
      </Section>

      <Section title="8. Holders, labels and images">
        <Bullets
          items={[
            'Opening, altering or tampering with a holder or label ends our money-back promise for that item. Reproducing or imitating our labels or holders is forbidden, and counterfeits are reported.',
            'We photograph every item we receive and every item we encapsulate. We may publish images, grades, grading notes and population data, but never your name or contact details without your consent.',
            'The Certus name, logo, labels and the content of this site are our property and may not be used without our written permission.',
          ]}
        />
      </Section>

      <Section title="9. The US and Canadian sites">
        <P>
          The Canadian site shows prices in Canadian dollars and our Canadian office. Submissions from Canada are
          currently unavailable; every order is placed as a US order with {company}, priced in US dollars, and
          governed by these terms.
        </P>
      </Section>

      <Section title="10. Changes, law and contact">
        <P>
          We may update these terms. Changes apply to orders placed after they are published on this page; an order
          already placed is governed by the terms in force when it was placed. These terms are governed by the laws of
          the State of Texas, and disputes are heard by the courts of Collin County, Texas, unless the law where you
          live gives you the right to go to your local courts.
        </P>
        <OfficeAddress />
      </Section>
    </>
  );
}
