import { describe, expect, it } from 'vitest';
import { NewsletterStatusQuery, SetSignMeUpQuery, newsletterMessages } from './newsletter.ts';

const firstMessage = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('newsletter sign-up (spec 5 Newsletter)', () => {
  it("asks for the e-mail with the spec's messages", () => {
    expect(firstMessage(NewsletterStatusQuery.safeParse({ email: '' }))).toBe(newsletterMessages.emailRequired);
    expect(firstMessage(NewsletterStatusQuery.safeParse({}))).toBe(newsletterMessages.emailRequired);
    expect(firstMessage(NewsletterStatusQuery.safeParse({ email: 'not-an-address' }))).toBe(newsletterMessages.invalidEmail);
  });

  it('normalises the address and reads isEmailNotification as a boolean', () => {
    expect(SetSignMeUpQuery.parse({ email: ' Reader@Example.test ', isEmailNotification: 'true' })).toEqual({ email: 'reader@example.test', isEmailNotification: true });
    expect(SetSignMeUpQuery.parse({ email: 'reader@example.test', isEmailNotification: 'False' })).toMatchObject({ isEmailNotification: false });
    expect(SetSignMeUpQuery.safeParse({ email: 'reader@example.test', isEmailNotification: 'maybe' }).success).toBe(false);
  });
});
