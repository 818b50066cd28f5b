import { z } from 'zod';

const at = z.iso.datetime();

/**
 * What visitors and members ask of the staff (spec 3 Leads, Callback, Problem report; 5 Landing form, Problem
 * report), and the staff's answer: each is an item of the staff inbox. Three kinds of stream, each keyed so
 * that the rule the form needs is a decider rule on one stream:
 * - `Lead-{emailHash}` (sha-256 hex of the normalised e-mail): the landing form's requests and the dealer
 *   form's, so "this address already asked" is the stream's own history;
 * - `Callback-{phoneHash}` (sha-256 hex of the phone's digits): call-back requests to one number;
 * - `ProblemReports-{memberId}`: a signed-in member's problem reports.
 */

/** The landing pages the lead form stands on (spec 2.1); the dealer form is on /become-dealer. */
export const LANDING_PAGES = ['submission-form', 'services', 'servicesOld'] as const;
export const LandingPage = z.enum(LANDING_PAGES);
export type LandingPage = z.infer<typeof LandingPage>;

/** What kind of business asks to become a dealer. */
export const DEALER_BUSINESS_TYPES = ['Comic shop', 'Online seller', 'Convention dealer', 'Auction house', 'Other'] as const;
export const DealerBusinessType = z.enum(DEALER_BUSINESS_TYPES);
export type DealerBusinessType = z.infer<typeof DealerBusinessType>;

/** The landing form was sent (spec 3 Leads: Name, Email, Phone, Location or Country, Message). */
export const LeadSubmitted = z.object({
  type: z.literal('LeadSubmitted'),
  data: z.object({
    leadId: z.string(),
    emailHash: z.string(),
    name: z.string(),
    email: z.string(),
    /** '' when not given. */
    phone: z.string(),
    /** City, state or country, as typed; '' when not given. */
    location: z.string(),
    message: z.string(),
    page: LandingPage,
    submittedAt: at,
  }),
});

/** The dealer form (/become-dealer): the landing form's fields and the business's. */
export const DealerRequestSubmitted = z.object({
  type: z.literal('DealerRequestSubmitted'),
  data: z.object({
    requestId: z.string(),
    emailHash: z.string(),
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    location: z.string(),
    message: z.string(),
    company: z.string(),
    /** '' when not given. */
    website: z.string(),
    businessType: DealerBusinessType,
    submittedAt: at,
  }),
});

/** The callback form (spec 3 Callback: CallName, CallPhone). */
export const CallbackRequested = z.object({
  type: z.literal('CallbackRequested'),
  data: z.object({
    callbackId: z.string(),
    phoneHash: z.string(),
    name: z.string(),
    /** As typed (trimmed): staff dial what the caller wrote. */
    phone: z.string(),
    requestedAt: at,
  }),
});

/** A signed-in member reported a problem (spec 3 Problem report: UserId, UserName, Email, Description). */
export const ProblemReported = z.object({
  type: z.literal('ProblemReported'),
  data: z.object({
    reportId: z.string(),
    /** From the access token, never from the form. */
    memberId: z.string(),
    userName: z.string(),
    email: z.string(),
    description: z.string(),
    reportedAt: at,
  }),
});

/** A member of staff marked an inbox item handled (answered, called back, fixed). On the item's own stream. */
export const InboxItemHandled = z.object({
  type: z.literal('InboxItemHandled'),
  data: z.object({
    itemId: z.string(),
    handledBy: z.object({ memberId: z.string(), name: z.string() }),
    handledAt: at,
  }),
});

export const LeadEvent = z.discriminatedUnion('type', [LeadSubmitted, DealerRequestSubmitted, CallbackRequested, ProblemReported, InboxItemHandled]);
export type LeadEvent = z.infer<typeof LeadEvent>;
export const leadEventTypes = LeadEvent.options.map((o) => o.shape.type.value);

/** The item kinds of the staff inbox, one per request event. */
export const INBOX_ITEM_KINDS = ['Lead', 'DealerRequest', 'Callback', 'ProblemReport'] as const;
export type InboxItemKindName = (typeof INBOX_ITEM_KINDS)[number];

export const leadStreamId = (emailHash: string) => `Lead-${emailHash}`;
export const callbackStreamId = (phoneHash: string) => `Callback-${phoneHash}`;
export const problemReportsStreamId = (memberId: string) => `ProblemReports-${memberId}`;
