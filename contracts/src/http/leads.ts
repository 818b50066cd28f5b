import { z } from 'zod';
import { text } from '../rules/text.ts';
import { Email } from '../rules/email.ts';
import { BotCheck } from './account.ts';
import { DEALER_BUSINESS_TYPES, INBOX_ITEM_KINDS, LandingPage } from '../events/lead-events.ts';

/**
 * The lead, dealer, callback and problem-report forms (spec 3 Leads, Callback, Problem report; 5 Landing
 * form, Problem report; 8 Landing lead failure), the staff inbox they fill, and the landing page's counts
 * (spec 7.5 Landing service). The spec's own messages where it gives them.
 */
export const leadMessages = {
  /** Spec 5 Landing form: the same address sends the landing (or the dealer) form a second time, ever. */
  duplicate: 'Request from this email id has already been submitted.',
  /** Spec 8 Landing lead failure: anything but a refusal the form can show on a field. */
  failed: 'Something went wrong. Please try again later.',
  received: 'Thank you! Your request reached our team; we will contact you within one business day.',
  dealerReceived: 'Thank you! Our dealer team will contact you within two business days.',
  nameRequired: 'Please enter your name.',
  nameTooLong: 'The name can be up to 100 characters long.',
  phoneInvalid: 'Please enter a valid phone number.',
  locationTooLong: 'The location can be up to 120 characters long.',
  messageTooLong: 'The message can be up to 2000 characters long.',
  companyRequired: 'Please enter the name of your business.',
  companyTooLong: 'The business name can be up to 120 characters long.',
  websiteTooLong: 'The website can be up to 200 characters long.',
  businessTypeRequired: 'Please choose the kind of business.',
  callNameRequired: 'Please enter your name.',
  callPhoneRequired: 'Please enter your phone number.',
  callbackReceived: 'Thank you! We will call you back within one business day.',
  /** A second request for a number whose first one is not answered yet: the staff already have it. */
  callbackPending: 'We already have a call-back request for this number; we will call you soon.',
  /** Spec 5 Problem report. */
  descriptionRequired: 'Please write problem description',
  descriptionTooLong: 'Description can be up to 500 characters long',
  problemReceived: 'Thank you for telling us. Our support team will look into it and reply by e-mail.',
  handled: 'Marked as handled.',
  itemNotFound: 'There is no such request in the inbox.',
} as const;

export const PROBLEM_DESCRIPTION_MAX = 500;
const NAME_MAX = 100;
const PHONE_DIGITS_MIN = 7;
const PHONE_DIGITS_MAX = 15;

/** The digits of a phone number: what one number is, however it was typed ("(214) 555-0100" = "214.555.0100"). */
export const phoneDigits = (phone: string) => phone.replace(/\D/g, '');

/** A phone as people type it: digits, spaces and + ( ) - . only, 7 to 15 digits (E.164's longest). */
const isPhone = (value: string) => /^[\d\s+().-]+$/.test(value) && phoneDigits(value).length >= PHONE_DIGITS_MIN && phoneDigits(value).length <= PHONE_DIGITS_MAX;

const Name = text({ error: leadMessages.nameRequired }).trim().min(1, leadMessages.nameRequired).max(NAME_MAX, leadMessages.nameTooLong);
const OptionalPhone = text()
  .trim()
  .max(40, leadMessages.phoneInvalid)
  .refine((value) => value === '' || isPhone(value), leadMessages.phoneInvalid)
  .optional()
  .default('');
const optionalText = (max: number, message: string) => text().trim().max(max, message).optional().default('');

const leadFields = {
  Name,
  Email,
  Phone: OptionalPhone,
  /** Spec 3 Leads: "Location or Country", one field (city, state or country). */
  Location: optionalText(120, leadMessages.locationTooLong),
  Message: optionalText(2000, leadMessages.messageTooLong),
  reCAPTCHA: BotCheck,
};

/** POST /api/landings/ from /submission-form, /services or /servicesOld. */
export const LandingLeadBody = z.object({ ...leadFields, Page: LandingPage.optional().default('submission-form') });
export type LandingLeadBody = z.input<typeof LandingLeadBody>;

/** POST /api/landings/ from /become-dealer: a landing with the business's fields. */
export const DealerRequestBody = z.object({
  ...leadFields,
  Page: z.literal('become-dealer'),
  Company: text({ error: leadMessages.companyRequired }).trim().min(1, leadMessages.companyRequired).max(120, leadMessages.companyTooLong),
  Website: optionalText(200, leadMessages.websiteTooLong),
  BusinessType: z.enum(DEALER_BUSINESS_TYPES, { error: leadMessages.businessTypeRequired }),
});
export type DealerRequestBody = z.input<typeof DealerRequestBody>;

/** The body of POST /api/landings/: a lead, or (Page "become-dealer") a dealer request. */
export const LandingsBody = z.union([LandingLeadBody, DealerRequestBody]);
export const DEALER_PAGE = 'become-dealer' as const;

/** POST /api/landings/AddCallInfo/ (spec 3 Callback). */
export const CallbackBody = z.object({
  CallName: text({ error: leadMessages.callNameRequired }).trim().min(1, leadMessages.callNameRequired).max(NAME_MAX, leadMessages.nameTooLong),
  CallPhone: text({ error: leadMessages.callPhoneRequired })
    .trim()
    .min(1, leadMessages.callPhoneRequired)
    .max(40, leadMessages.phoneInvalid)
    .refine(isPhone, leadMessages.phoneInvalid),
});
export type CallbackBody = z.input<typeof CallbackBody>;

/** POST /api/userprofile/ReportProblem: the description only; who reports it comes from the access token. */
export const ProblemReportBody = z.object({
  Description: text({ error: leadMessages.descriptionRequired })
    .trim()
    .min(1, leadMessages.descriptionRequired)
    .max(PROBLEM_DESCRIPTION_MAX, leadMessages.descriptionTooLong),
});
export type ProblemReportBody = z.input<typeof ProblemReportBody>;

// --- Reads -------------------------------------------------------------------------------------------

export const InboxItemKind = z.enum(INBOX_ITEM_KINDS);
export type InboxItemKind = z.infer<typeof InboxItemKind>;

/** One item of the staff inbox: a lead, a dealer request, a call-back request or a problem report. */
export const InboxItem = z.object({
  id: z.string(),
  kind: InboxItemKind,
  name: z.string(),
  /** null for a call-back request (the form asks a name and a phone only). */
  email: z.string().nullable(),
  phone: z.string(),
  location: z.string(),
  /** The lead's message, or the problem report's description. */
  message: z.string(),
  /** Where the form was sent from: a landing page, become-dealer, or null (callback, problem report). */
  page: z.string().nullable(),
  company: z.string().nullable(),
  website: z.string().nullable(),
  businessType: z.string().nullable(),
  /** The member who reported a problem. */
  memberId: z.string().nullable(),
  submittedAt: z.iso.datetime({ offset: true }),
  handledAt: z.iso.datetime({ offset: true }).nullable(),
  handledBy: z.string().nullable(),
});
export type InboxItem = z.infer<typeof InboxItem>;

export const INBOX_LIST_LIMIT = 300;
export const INBOX_FILTERS = ['all', 'open', 'handled'] as const;
export type InboxFilter = (typeof INBOX_FILTERS)[number];

/** GET /api/staff/inbox?status=: newest first, at most 300. */
export const InboxQuery = z.object({ status: z.enum(INBOX_FILTERS, { error: 'status must be all, open or handled.' }).optional().default('all') });
export const InboxResponse = z.object({ items: z.array(InboxItem), open: z.number().int().nonnegative() });
export type InboxResponse = z.infer<typeof InboxResponse>;

/** POST /api/staff/inbox/{id}/handled */
export const InboxItemParams = z.object({ id: text().min(1).max(100) });

/** GET /api/landings and GET /api/landings/{email} (staff): the landing and dealer forms' requests, newest first. */
export const LandingLeadList = z.array(InboxItem);
export const LandingEmailParams = z.object({ email: Email });

/**
 * GET /api/landings/counts: the landing page's figures (spec 7.5 Landing service data counts), counted by a
 * projection from the events: books certified, books pressed, members who activated their account.
 */
export const LandingCounts = z.object({
  graded_comic_count: z.number().int().nonnegative(),
  pressing_comic_count: z.number().int().nonnegative(),
  customer_count: z.number().int().nonnegative(),
});
export type LandingCounts = z.infer<typeof LandingCounts>;


export const leadPaths = {
  landings: '/api/landings',
  callback: '/api/landings/AddCallInfo',
  counts: '/api/landings/counts',
  byEmail: (email: string) => `/api/landings/${encodeURIComponent(email)}`,
  problemReport: '/api/userprofile/ReportProblem',
  inbox: '/api/staff/inbox',
  handled: (id: string) => `/api/staff/inbox/${encodeURIComponent(id)}/handled`,
} as const;
