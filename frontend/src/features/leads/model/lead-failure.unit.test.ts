import { describe, expect, it } from 'vitest';
import { leadMessages } from '@certus/contracts';
import { readServerFailure } from '../../../lib/api-errors.ts';
import { leadFailureMessage } from './lead-failure.ts';

const failureOf = (status: number | string, data?: unknown) => readServerFailure({ status, data });

describe('what a lead form says when it is refused', () => {
  it("given the address already asked (409), then the spec's duplicate sentence", () => {
    expect(leadFailureMessage(failureOf(409, { message: leadMessages.duplicate }))).toBe('Request from this email id has already been submitted.');
    expect(leadFailureMessage(failureOf(409))).toBe(leadMessages.duplicate);
  });

  it("given a server error, no answer or an answer that is not JSON, then the spec's failure sentence", () => {
    for (const failure of [failureOf(500, { message: 'Internal error' }), failureOf('FETCH_ERROR'), failureOf('PARSING_ERROR'), failureOf(503)]) {
      expect(leadFailureMessage(failure)).toBe('Something went wrong. Please try again later.');
    }
  });

  it('given fields the server refused (400), then their messages; given too many requests, then the wait', () => {
    expect(leadFailureMessage(failureOf(400, { message: 'The request is invalid.', modelState: { 'model.reCAPTCHA': ['The bot check failed or expired. Please try it again.'] } }))).toBe(
      'The bot check failed or expired. Please try it again.',
    );
    expect(leadFailureMessage(failureOf(429, { message: 'Too many requests. Please wait a minute and try again.' }))).toBe('Too many requests. Please wait a minute and try again.');
  });
});
