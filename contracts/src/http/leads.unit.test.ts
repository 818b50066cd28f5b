import { describe, expect, it } from 'vitest';
import { CallbackBody, DealerRequestBody, LandingLeadBody, ProblemReportBody, leadMessages, phoneDigits } from './leads.ts';

const messagesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('the lead forms shared by the browser and the server', () => {
  it('given a phone typed in any of the usual ways, then its digits are one number', () => {
    expect(phoneDigits('(214) 555-0117')).toBe('2145550117');
    expect(phoneDigits('+1 214.555.0117')).toBe('12145550117');
  });

  it.each([
    ['(214) 555-0117', true],
    ['+44 20 7946 0958', true],
    ['555-01', false],
    ['call me at noon', false],
    ['1234567890123456', false],
  ])('given the call-back phone %s, then it is accepted: %s', (phone, accepted) => {
    expect(CallbackBody.safeParse({ CallName: 'Alan', CallPhone: phone }).success).toBe(accepted);
  });

  it('given a landing form with only a name, an e-mail and the bot check, then it is complete, from /submission-form by default, with the e-mail normalised', () => {
    expect(LandingLeadBody.parse({ Name: ' Rosa ', Email: ' Rosa@Example.TEST ', reCAPTCHA: 'payload' })).toEqual({
      Name: 'Rosa',
      Email: 'rosa@example.test',
      Phone: '',
      Location: '',
      Message: '',
      Page: 'submission-form',
      reCAPTCHA: 'payload',
    });
  });

  it('given a dealer form without the business, then it names the business fields', () => {
    const result = DealerRequestBody.safeParse({ Name: 'Marcus', Email: 'm@example.test', reCAPTCHA: 'p', Page: 'become-dealer', Company: ' ' });
    expect(messagesOf(result)).toMatchObject({ Company: leadMessages.companyRequired, BusinessType: leadMessages.businessTypeRequired });
  });

  it("given a problem description that is blank or over 500 characters, then the spec's two messages", () => {
    expect(messagesOf(ProblemReportBody.safeParse({ Description: '  ' }))).toEqual({ Description: 'Please write problem description' });
    expect(messagesOf(ProblemReportBody.safeParse({}))).toEqual({ Description: 'Please write problem description' });
    expect(messagesOf(ProblemReportBody.safeParse({ Description: 'x'.repeat(501) }))).toEqual({ Description: 'Description can be up to 500 characters long' });
    expect(ProblemReportBody.safeParse({ Description: 'x'.repeat(500) }).success).toBe(true);
  });
});
