import type { ReactNode } from 'react';
import { Code } from '@mantine/core';
import { FaqTopics, type FaqTopic } from '../components/faq-topics.tsx';
import { P, PageLink } from '../components/prose.tsx';

const topics: readonly FaqTopic[] = [
  {
    title: 'Getting started',
    questions: [
      {
        id: 'what-we-do',
        question: 'What does Certus do?',
        answer: (
          <>
            We grade comic books, magazines and manga on the 10-point scale, check them for restoration, authenticate
            signatures, press and clean books that will benefit, and seal certified books in a tamper-evident holder
            with a label and a certification number. We do not buy or sell books. Start with our{' '}
            <PageLink to="/comic-book-magazine-grading">services overview</PageLink>.
          </>
        ),
      },
      {
        id: 'what-can-i-submit',
        question: 'What can I submit?',
        answer: (
          <>
            Comics of every era, magazines, manga, sketch covers and original art that fits our holders. Each
            submission holds one type, so send comics and magazines in separate submissions. Changing the type of a
            submission that already has books in it empties it, after asking you to confirm.
          </>
        ),
      },
      {
        id: 'account',
        question: 'Do I need an account?',
        answer: (
          <>
            Yes, to submit books, follow an order and see your graded books. <PageLink to="/register">Creating an
            account</PageLink> is free; we send an activation link to your email address. If it does not arrive, you can{' '}
            <PageLink to="/resend">ask for a new activation link</PageLink>. Reading this site needs no account.
          </>
        ),
      },
      {
        id: 'how-many',
        question: 'How many books can I send in one submission?',
        answer: (
          <>
            Up to 100 books per submission. For larger collections, create several submissions; they can travel in the
            same box if each is packed and labeled with its own order number.
          </>
        ),
      },
      {
        id: 'for-someone-else',
        question: 'Can I submit books that belong to someone else?',
        answer: (
          <>
            Yes, if the owner has authorized you to, and you remain our customer for that order: you choose the
            services, declare the values and pay. Shops and dealers who do this regularly can apply for a business
            account under our <PageLink to="/b2btnc">dealer and business terms</PageLink>.
          </>
        ),
      },
      {
        id: 'change-order',
        question: 'Can I change or cancel an order after checking out?',
        answer: (
          <>
            Contact customer service with the order number as early as you can. Before your books arrive, an order can
            be changed or cancelled with a full refund; after that, services not yet performed can still be cancelled.
            The details are in our <PageLink to="/refund">refund policy</PageLink>.
          </>
        ),
      },
      {
        id: 'declared-value',
        question: 'What value should I declare?',
        answer: (
          <>
            What the book would sell for in the grade you expect it to receive. The declared value chooses the service
            level and insures the book while we have it. Online submissions accept up to $500,000 per book; for a more
            valuable book, contact customer service before sending it. See{' '}
            <PageLink to="/grading-pressing">service levels by value and age</PageLink>.
          </>
        ),
      },
    ],
  },
  {
    title: 'Grading and labels',
    questions: [
      {
        id: 'who-grades',
        question: 'Who grades my book?',
        answer: (
          <>
            Two graders examine each book independently, without seeing each other’s grade or your declared value. A
            finalizer compares their opinions and sets the grade. Before that, a restoration specialist examines the book
            under magnification and ultraviolet light. The whole sequence is on{' '}
            <PageLink to="/grading-certification-process">the grading process</PageLink> page.
          </>
        ),
      },
      {
        id: 'scale',
        question: 'What grading scale do you use?',
        answer: (
          <>
            The standard 10-point scale, from 10.0 Gem Mint to 0.5 Poor, plus 0.3 Incomplete and 0.1 Coverless. Every
            grade and what it allows is on the <PageLink to="/comics-grading-scale">grading scale</PageLink> page.
          </>
        ),
      },
      {
        id: 'page-quality',
        question: 'What does the page quality on the label mean?',
        answer: (
          <>
            It records the color and suppleness of the paper, from White through Off-white and Cream to Tan and
            Brittle. Page quality is given separately from the grade; brittle pages also limit the grade, because the
            book can no longer be handled safely.
          </>
        ),
      },
      {
        id: 'reprints',
        question: 'Will you tell me if a book is a reprint or a counterfeit?',
        answer: (
          <>
            Yes. Reprints and facsimile editions are identified as such on the label, so they cannot be mistaken for
            the original printing. A counterfeit presented as an original is not encapsulated; we return it to you
            with our findings.
          </>
        ),
      },
      {
        id: 'label-colors',
        question: 'What do the label colors mean?',
        answer: (
          <>
            Blue Certified is the universal label: a graded book with no certified signature. Yellow Authentic certifies
            a signature witnessed by Certus. Red Verified certifies a signature signed without our witness and verified
            by our authenticators. Raw Grade books are not encapsulated and have no label.
          </>
        ),
      },
      {
        id: 'cert-number',
        question: 'How do I check a certification number?',
        answer: (
          <>
            Certification numbers have 14 characters, such as <Code>24-7K3M9QX-012</Code>: two digits, a dash, seven
            letters or digits, a dash and three digits. Log in and search the number in the population report to see the
            title, grade and label details we recorded, and compare them with the label in front of you.
          </>
        ),
      },
      {
        id: 'restoration',
        question: 'What happens if you find restoration?',
        answer: (
          <>
            We name the restoration on the label (for example color touch or tear seals) and grade the book as it is,
            and we tell you before the book is sealed. Pressing and dry cleaning are not restoration and are not noted.
          </>
        ),
      },
      {
        id: 'raw-grade',
        question: 'Can I get a grade without the holder?',
        answer: (
          <>
            Yes: a <PageLink to="/rawgrade">Raw Grade</PageLink> is the same examination, returned without
            encapsulation, with the grade recorded in your account.
          </>
        ),
      },
      {
        id: 'grade-screening',
        question: 'Can I set a minimum grade?',
        answer: (
          <>
            On service levels with a turnaround of 10 business days or more, you can set a grade screen between 2.5
            and 9.9. If the book grades below it, we do not encapsulate it; it comes back unsealed with its grade
            recorded. The form shows the fee that applies in that case.
          </>
        ),
      },
      {
        id: 'reholder',
        question: 'My holder is scratched. Can you replace it?',
        answer: (
          <>
            Yes, for books we certified. Choose reholder in the submission form and enter the 14-character certification
            number; the submission type must match the book (comic or magazine). The book keeps its grade and number.
            Raw Grade books cannot be reholdered because they were never sealed.
          </>
        ),
      },
      {
        id: 'other-holder',
        question: 'Do you accept books already in a sealed holder?',
        answer: (
          <>
            Yes, under the services for books already in a holder, which the form offers for each type. These books are
            never pressed and have no express options. For a book in one of our own holders, use reholder instead.
          </>
        ),
      },
    ],
  },
  {
    title: 'Pressing',
    questions: [
      {
        id: 'pressing-restoration',
        question: 'Is pressing restoration?',
        answer: (
          <>
            No. Pressing and dry cleaning remove nothing that belongs to the book and add nothing to it. Like most of the
            hobby, we do not treat them as restoration, and they are not noted on the label.
          </>
        ),
      },
      {
        id: 'pressing-gain',
        question: 'Will pressing raise my book’s grade?',
        answer: (
          <>
            Only if the defects holding the grade down are the kind pressing removes: bends, non-color-breaking creases,
            indents, ripples and spine roll. It does nothing for tears, stains or color breaks. See{' '}
            <PageLink to="/pressing">what pressing can and cannot fix</PageLink>.
          </>
        ),
      },
      {
        id: 'press-screen',
        question: 'What is the Grading Press Screen?',
        answer: (
          <>
            For submissions with five or more qualifying books, we examine every book before pressing and press only
            those likely to gain a grade. It adds 7 days to the turnaround. When the screen is temporarily unavailable,
            the submission form tells you and resets the submission so its prices stay correct.
          </>
        ),
      },
      {
        id: 'press-art',
        question: 'Can you press signed books or original art?',
        answer: (
          <>
            Original art and sketch covers are never pressed; the risk to the art is too great. Signed books can be
            pressed, but we decline when the pressing could affect the signature. The{' '}
            <PageLink to="/pressingterms">pressing terms</PageLink> set out the details.
          </>
        ),
      },
    ],
  },
  {
    title: 'Signatures',
    questions: [
      {
        id: 'witnessed-verified',
        question: 'What is the difference between a witnessed and a verified signature?',
        answer: (
          <>
            A witnessed signature was signed in front of a Certus representative and is certified on the yellow{' '}
            <PageLink to="/authentic-signature-program">Authentic</PageLink> label. A verified signature was signed
            without our witness and examined afterwards against genuine exemplars; it is certified on the red{' '}
            <PageLink to="/verified-signature-program">Verified</PageLink> label.
          </>
        ),
      },
      {
        id: 'not-verified',
        question: 'What if you cannot verify a signature?',
        answer: (
          <>
            You choose in advance: grade and encapsulate the book with the signature treated as unverified writing, or
            have it returned without encapsulation. The examination fee applies in both cases.
          </>
        ),
      },
      {
        id: 'images',
        question: 'Do I need to send photographs?',
        answer: (
          <>
            Not for grading. For <PageLink to="/artwork">original art and sketch covers</PageLink>, the submission form
            asks for photographs of the art and of each signature or remark, up to 50 MB per image.
          </>
        ),
      },
      {
        id: 'several-signatures',
        question: 'Can one book carry several certified signatures?',
        answer: (
          <>
            Yes. Add each signature to the book in the submission form; each is examined and recorded on the label.
            Signature work adds days to the turnaround, shown per book in the form.
          </>
        ),
      },
    ],
  },
  {
    title: 'Turnaround and tracking',
    questions: [
      {
        id: 'turnaround',
        question: 'How long will my order take?',
        answer: (
          <>
            Each book’s turnaround depends on its service level and on the signature, pressing and screening options
            you chose. It is counted in business days from when we receive and check in your package and shown in the
            form in business days or weeks. When no current estimate is available, plan on five weeks. See{' '}
            <PageLink to="/grading-pressing">how turnaround is counted</PageLink>.
          </>
        ),
      },
      {
        id: 'tracker',
        question: 'How do I follow my order?',
        answer: (
          <>
            Log in and open the order tracker from your account. It shows five steps: submitted, billing and receiving,
            grading, production, and shipping. Order numbers have two digits, a dash and seven letters or digits.
          </>
        ),
      },
      {
        id: 'statuses',
        question: 'What do the order statuses in my account mean?',
        answer: (
          <>
            Submitted: we are waiting for your books. Received: the books are checked in. Grading: the books are being
            examined and graded. Completed: the order has shipped or been collected. Cancelled: the order will not be
            processed.
          </>
        ),
      },
    ],
  },
  {
    title: 'Shipping and insurance',
    questions: [
      {
        id: 'packing',
        question: 'How should I pack my books?',
        answer: (
          <>
            Each book in a bag and board, stacked between stiff boards, in a sturdy box with padding so nothing moves,
            with a copy of your submission inside. Step-by-step advice is on our{' '}
            <PageLink to="/shipping">shipping page</PageLink>.
          </>
        ),
      },
      {
        id: 'insurance',
        question: 'Are my books insured?',
        answer: (
          <>
            While your books are in our care they are insured for their declared value. For the trip to us, insure the
            package with your carrier. For the return, insurance is added at checkout; if you decline it without using
            your own carrier account or picking up, we ask you to confirm that the package will travel uninsured.
          </>
        ),
      },
      {
        id: 'drop-off',
        question: 'Can I drop off or pick up my books?',
        answer: (
          <>
            Yes, at our office by appointment. Choose drop-off at checkout and book the appointment with the link shown
            there. For the return, choose pick-up; we tell you when the order is ready to collect.
          </>
        ),
      },
      {
        id: 'own-account',
        question: 'Can I use my own FedEx, UPS or DHL account for the return?',
        answer: (
          <>
            Yes. Add the account number in your profile: FedEx accounts have 9 letters or digits, UPS accounts 6 and DHL
            accounts 9. A DHL account is used only for international shipments.
          </>
        ),
      },
    ],
  },
  {
    title: 'Payment and your account',
    questions: [
      {
        id: 'payment',
        question: 'How do I pay?',
        answer: (
          <>
            By credit card or bank account, saved in your profile. We keep only the last four digits of a card or
            account number. If the total changes after we receive your books, for example when a book is moved to
            another service level, the balance is shown on the order and can be paid from your account.
          </>
        ),
      },
      {
        id: 'club',
        question: 'What is club membership?',
        answer: (
          <>
            A paid membership that adds member discounts and the promo code step at checkout. It renews
            automatically unless you turn renewal off, and we remind you when fewer than 15 days remain.
          </>
        ),
      },
      {
        id: 'rewards',
        question: 'How do rewards points work?',
        answer: (
          <>
            Points are worth one dollar per 100 points and can be applied at checkout, up to the order total after
            discounts. Your balance and history are under rewards in your account, along with gift cards.
          </>
        ),
      },
      {
        id: 'password',
        question: 'I forgot my password.',
        answer: (
          <>
            Use <PageLink to="/recover">password recovery</PageLink> to receive a reset link by email. Setting a new
            password logs you in.
          </>
        ),
      },
    ],
  },
  {
    title: 'Canada',
    questions: [
      {
        id: 'canada',
        question: 'Can I submit from Canada?',
        answer: (
          <>
            Not at the moment: submissions from Canada are currently unavailable, and the submission form handles every
            order as a US order. Our <PageLink to="/comics-grading-canada">Canadian page</PageLink> has the latest
            news and our Canadian office’s contact details.
          </>
        ),
      },
    ],
  },
];

export default function Page() {
  return (
    <>
      <P>
        Answers to the questions collectors ask us most, grouped by topic. Select a question to show its answer. If
        yours is not here, contact our office: the address, phone number and email are on the{' '}
        <PageLink to="/shipping">shipping page</PageLink>.
      </P>
      <FaqTopics topics={topics} />
    </>
  );
}
