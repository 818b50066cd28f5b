import fc from 'fast-check';
import type { Catalogue } from '@certus/contracts';
import { aLine, aSubmitOrderBody } from '@certus/contracts/pricing/test-support';
import { TEST_BANK, TEST_CARDS } from '@certus/infra';
import { plainEmail } from './schema-arbitrary.ts';
import { Ref, type Template } from './values.ts';

/**
 * Valid bodies for the operations whose fields depend on each other (a password and its confirmation, a
 * country and its postal code, a submission priced from the catalogue, a balance and its order), which a
 * schema alone does not tell. Everything else is generated from the document's schemas (schema-arbitrary).
 * Each is a starting point: the fuzz mutates it as often as it sends it as is.
 */

const own = (kind: ConstructorParameters<typeof Ref>[0], pick = 0) => new Ref(kind, 'own', pick);
const picks = fc.nat(3);
const newPassword = fc.constantFrom('Fuzz-pass-1', 'Fuzz-pass-2', 'Another-pass-9');
const nextYear = new Date().getUTCFullYear() + 1;

export type ExampleBody = fc.Arbitrary<Template>;

export interface Example {
  body?: ExampleBody;
  /** The body is a JPEG photo of this many bytes (or something that only says it is). */
  jpeg?: fc.Arbitrary<{ size: number; real: boolean }>;
  query?: Record<string, fc.Arbitrary<Template>>;
}

export function examples(catalogue: Catalogue): Record<string, Example> {
  const usAddress = { firstName: 'Ann', lastName: 'Reader', line1: '1 Main St', city: 'Springfield', stateProvince: 'IL', zipPostal: '62701', country: 'US', phone: '5555550100' };
  const caAddress = { firstName: 'Ann', lastName: 'Reader', line1: '2 Rue Sainte-Catherine', city: 'Montréal', stateProvince: 'QC', zipPostal: 'H2X 1Y4', country: 'CA', phone: '5145550100' };
  const gbAddress = { firstName: 'Ann', lastName: 'Reader', line1: '10 Downing St', city: 'London', stateProvince: 'Greater London', zipPostal: 'SW1A 2AA', country: 'GB' };
  const submit = (comics: ReturnType<typeof aLine>[], pick: number) =>
    aSubmitOrderBody(catalogue, { comics, addressId: own('addressId', pick) as unknown as string, payMethodId: own('payMethodId', pick) as unknown as string }) as unknown as Template;

  return {
    issueToken: {
      body: fc.oneof(
        fc.constant<Template>({ grant_type: 'password', client_id: 'public-prod', username: own('email'), password: own('password') }),
        // Wrong passwords only for addresses no fixture uses: per-account throttling must not lock the fixtures out.
        plainEmail.map<Template>((username) => ({ grant_type: 'password', client_id: 'public-prod', username, password: 'Wrong-pass-1' })),
        fc.constant<Template>({ grant_type: 'refresh_token', client_id: 'public-prod', refresh_token: own('refreshToken') }),
        fc.constant<Template>({ grant_type: 'external', client_id: 'public-prod', provider: 'certus', externaltoken: 'not-a-token' }),
      ),
    },
    registerAccount: {
      body: fc.tuple(plainEmail, newPassword).map<Template>(([email, password]) => ({ firstname: 'Fay', lastname: 'Fuzz', email, password, confirmPassword: password, reCAPTCHA: own('botCheck') })),
    },
    activateAccount: { body: picks.map<Template>((p) => ({ email: own('pendingEmail', p), code: own('activationCode', p) })) },
    resendActivation: { body: picks.map<Template>((p) => ({ email: own('pendingEmail', p), reCAPTCHA: own('botCheck') })) },
    recoverPassword: {
      body: fc.tuple(picks, fc.constantFrom('Comic', 'Magazine', 'Manga')).map<Template>(([p, collectibleType]) => ({ email: own('pendingEmail', p), collectibleType, reCAPTCHA: own('botCheck') })),
    },
    resetPassword: {
      body: fc.tuple(picks, newPassword).map<Template>(([p, password]) => ({ email: own('resetEmail', p), token: own('resetToken', p), password, confirmPassword: password, collectibleType: 'Comic' })),
    },
    changePassword: { body: newPassword.map<Template>((password) => ({ oldPassword: own('password'), newPassword: password, confirmPassword: password })) },
    recordSignIn: { query: { Email: fc.constant(own('email')) } },
    recordSignOut: { query: { Email: fc.constant(own('email')) } },
    updateProfile: {
      body: fc.constantFrom<Template>(
        { firstName: 'Demo', lastName: 'Member', phone: '5555550100', fedExAccount: '123456789', upsAccount: 'A1B2C3', dhlAccount: '' },
        { firstName: 'Demo', lastName: 'Member' },
      ),
    },
    saveAddress: {
      body: fc.oneof(
        fc.constantFrom<Template>(usAddress, caAddress, gbAddress),
        fc.tuple(fc.constantFrom<'own' | 'other'>('own', 'own', 'other'), picks, fc.boolean()).map<Template>(([whose, p, isDefault]) => ({ ...usAddress, id: new Ref('addressId', whose, p), isDefault })),
      ),
    },
    savePaymentMethod: {
      body: fc.oneof(
        fc.constantFrom(TEST_CARDS.approved, TEST_CARDS.approvedMastercard, TEST_CARDS.declined).map<Template>((cardNumber) => ({ name: 'Ann Reader', cardNumber, cardCode: '123', expireMonth: 12, expireYear: nextYear })),
        fc.constant<Template>({ type: 'BankAccount', name: 'Ann Reader', bankName: 'First Bank', routingNumber: TEST_BANK.routingNumber, accountNumber: TEST_BANK.approvedAccount }),
        fc.tuple(fc.constantFrom<'own' | 'other'>('own', 'own', 'other'), picks).map<Template>(([whose, p]) => ({ id: new Ref('payMethodId', whose, p), isDefault: true })),
      ),
    },
    purchaseGiftCard: {
      body: fc.tuple(fc.constantFrom(2_500, 5_000, 10_000, 25_000), fc.option(plainEmail, { nil: undefined })).map<Template>(([amountCents, recipientEmail]): Template =>
        recipientEmail ? { amountCents, recipientName: 'A Friend', recipientEmail } : { amountCents },
      ),
    },
    redeemGiftCard: { body: fc.tuple(fc.constantFrom<'own' | 'other'>('own', 'other'), picks).map<Template>(([whose, p]) => ({ code: new Ref('giftCardCode', whose, p) })) },
    setNewsletterSignUp: {
      query: { email: fc.oneof(fc.constant<Template>(own('email')), plainEmail), isEmailNotification: fc.constantFrom('true', 'false', '1', '0') },
      body: fc.constantFrom<Template>({}, { hutk: 'abc', pageUri: 'http://certus.test/', pageName: 'Home' }),
    },
    getNewsletterStatus: { query: { email: fc.oneof(fc.constant<Template>(own('email')), plainEmail) } },
    // Leads: a solved bot check, and a fresh address (the landing form takes each address once).
    submitLandingLead: {
      body: fc.tuple(plainEmail, fc.boolean()).map<Template>(([Email, dealer]): Template =>
        dealer
          ? { Name: 'Fay Fuzz', Email, Page: 'become-dealer', Company: 'Fuzz Comics', BusinessType: 'Comic shop', reCAPTCHA: own('botCheck') }
          : { Name: 'Fay Fuzz', Email, Phone: '(214) 555-0100', Message: 'Forty books.', reCAPTCHA: own('botCheck') },
      ),
    },
    requestCallback: { body: fc.integer({ min: 2_000_000_000, max: 9_999_999_999 }).map<Template>((n) => ({ CallName: 'Fay Fuzz', CallPhone: String(n) })) },
    quoteShippingRates: {
      body: fc.tuple(picks, fc.boolean()).map<Template>(([p, toAddress]) => ({
        originCountry: 'US',
        shipping: toAddress ? ({ addressId: own('addressId', p) } as Template) : { country: 'US', postalCode: '62701' },
        scope: 'order',
        tiers: [{ id: 'MN', insuredCents: 10_000, count: 1, baseTotalCents: 3_000, totalCents: 3_000 }],
      })),
    },
    submitOrder: {
      body: fc.tuple(fc.constantFrom(1, 2), picks).map(([books, p]) =>
        submit(
          // Line ids given here: aLine would number them by a counter, and the same seed must write the same request.
          [aLine({ uniqueId: 'fuzz-line-1', isCustomTitle: true }), aLine({ uniqueId: 'fuzz-line-2', isCustomTitle: true, title: 'Saga', issue: '1', year: 2012, publisher: 'Image' })].slice(0, books),
          p,
        ),
      ),
    },
    payOrderBalance: {
      body: picks.map<Template>((p) => ({ orderId: own('orderIdWithBalance', p), userId: own('memberId'), authPaymentId: own('payMethodId', 0), amountCents: own('balanceCents') })),
    },
    receiveOrder: { body: fc.constant<Template>({ books: own('allBooksArrived'), note: 'Box opened.' }) },
    preGradeBook: { body: fc.constantFrom<Template>({}, { note: 'Light spine stress.' }) },
    gradeBook: {
      body: fc.tuple(fc.constantFrom(9.8, 9.4, 8, 6.5, 10, 0.5), fc.constantFrom('Certified', 'Verified', 'Authentic', 'Raw Grade')).map<Template>(([grade, category]) => ({
        grade,
        category,
        graderNotes: 'Sharp corners.',
        signatures: [],
        labelDetails: { month: 5, keyComments: '1st appearance', artStoryCover: 'Art: someone', personalCollection: '' },
      })),
    },
    correctDeclaredValue: {
      body: fc.tuple(fc.constantFrom(0, 1), fc.constantFrom(50_000, 2_000, 100_000_00)).map<Template>(([lineIndex, insuredCents]) => ({ lineIndex, insuredCents, tierId: null, reason: 'A recent sale.' })),
    },
    shipOrder: { body: fc.constantFrom<Template>({ carrier: 'UPS', trackingNumber: '1Z999AA10123456784' }, { carrier: 'FedEx', trackingNumber: '123456789012' }) },
    cancelOrder: { body: fc.constant<Template>({ reason: 'The member asked.' }) },
    uploadBookCover: { jpeg: fc.record({ size: fc.constantFrom(0, 16, 4_096), real: fc.boolean() }) },
    uploadContentImage: { jpeg: fc.record({ size: fc.constantFrom(0, 16, 4_096), real: fc.boolean() }) },
    getPopulationBook: { body: picks.map<Template>((p) => ({ bookId: own('censusBookId', p) })) },
    listPopulationCopies: { body: fc.tuple(picks, fc.constantFrom(1, 2)).map<Template>(([p, Page]) => ({ bookId: own('censusBookId', p), Page, Size: 10 })) },
    getPopulationCopy: { body: fc.tuple(fc.constantFrom<'own' | 'other'>('own', 'other'), picks).map<Template>(([whose, p]) => ({ certificationId: new Ref('comicId', whose, p) })) },
  };
}
