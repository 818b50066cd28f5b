import { z } from 'zod';
import { MemberEvent } from './member-events.ts';
import { SessionEvent } from './session-events.ts';
import { ExternalLoginEvent, ExternalTokenEvent } from './external-login-events.ts';

export * from './envelope.ts';
export * from './member-events.ts';
export * from './session-events.ts';
export * from './external-login-events.ts';

/** Every domain event of the platform: parse events read back from the store with this. */
export const DomainEvent = z.discriminatedUnion('type', [
  ...MemberEvent.options,
  ...SessionEvent.options,
  ...ExternalLoginEvent.options,
  ...ExternalTokenEvent.options,
]);
export type DomainEvent = z.infer<typeof DomainEvent>;
export type DomainEventType = DomainEvent['type'];
