import { z } from 'zod';
import { MemberEvent } from './member-events.ts';
import { SessionEvent } from './session-events.ts';
import { ExternalLoginEvent, ExternalTokenEvent } from './external-login-events.ts';
import { RewardsEvent } from './rewards-events.ts';
import { GiftCardEvent } from './gift-card-events.ts';
import { NewsletterEvent } from './newsletter-events.ts';
import { AddressBookEvent } from './address-book-events.ts';
import { WalletEvent } from './wallet-events.ts';
import { MembershipEvent } from './membership-events.ts';
import { CatalogueEvent, MemberOrdersEvent, OrderEvent } from './order-events.ts';
import { CertificateEvent } from './certificate-events.ts';
import { PopulationEvent } from './population-events.ts';
import { PaymentEvent } from './payment-events.ts';
import { ContentEvent } from './content-events.ts';
import { StoreEvent } from './store-events.ts';
import { LeadEvent } from './lead-events.ts';
import { TurnaroundMessageEvent } from './turnaround-message-events.ts';
import { SubmissionTemplateEvent } from './submission-template-events.ts';
// Issue [4/7]: stream category AuditView-{viewId}, one AuditRecordOpened per look an auditor took. Its schema
// lives with the audit contracts (and is exported from there); it is named here so the log's every event parses.
import { AuditViewEvent } from '../audit/audit-trail.ts';
// Issue [5/7]: stream category RegistryHead-{day}, the certificate registry's signed day heads (registry contracts).
import { RegistryEvent } from '../registry/registry-events.ts';
// Issue [5/7]: stream category ApiKeys-{memberId}, a member's keys for the keyed public API.
import { ApiKeyEvent } from './api-key-events.ts';

export * from './envelope.ts';
export * from './checkpoint-order.ts';
export * from './member-events.ts';
export * from './session-events.ts';
export * from './external-login-events.ts';
export * from './rewards-events.ts';
export * from './gift-card-events.ts';
export * from './newsletter-events.ts';
export * from './address-book-events.ts';
export * from './wallet-events.ts';
export * from './membership-events.ts';
export * from './order-events.ts';
export * from './certificate-events.ts';
export * from './population-events.ts';
export * from './payment-events.ts';
export * from './content-events.ts';
export * from './store-events.ts';
export * from './lead-events.ts';
export * from './turnaround-message-events.ts';
export * from './submission-template-events.ts';
export * from './api-key-events.ts';

/** Every domain event of the platform: parse events read back from the store with this. */
export const DomainEvent = z.discriminatedUnion('type', [
  ...MemberEvent.options,
  ...SessionEvent.options,
  ...ExternalLoginEvent.options,
  ...ExternalTokenEvent.options,
  ...RewardsEvent.options,
  ...GiftCardEvent.options,
  ...NewsletterEvent.options,
  ...AddressBookEvent.options,
  ...WalletEvent.options,
  ...MembershipEvent.options,
  ...CatalogueEvent.options,
  ...OrderEvent.options,
  ...MemberOrdersEvent.options,
  ...CertificateEvent.options,
  ...PopulationEvent.options,
  ...PaymentEvent.options,
  ...ContentEvent.options,
  ...StoreEvent.options,
  ...LeadEvent.options,
  ...TurnaroundMessageEvent.options,
  ...SubmissionTemplateEvent.options,
  ...AuditViewEvent.options,
  ...RegistryEvent.options,
  ...ApiKeyEvent.options,
]);
export type DomainEvent = z.infer<typeof DomainEvent>;
export type DomainEventType = DomainEvent['type'];
