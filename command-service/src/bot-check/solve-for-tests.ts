import { solveChallenge, type Challenge, type DeriveKeyFunction } from 'altcha-lib';
import { deriveKey as pbkdf2 } from 'altcha-lib/algorithms/pbkdf2';
import { deriveKey as sha } from 'altcha-lib/algorithms/sha';

/**
 * Solves a bot-check challenge the way the browser widget does, and returns the value the widget would
 * put in the form field. For API tests: they go through the real check instead of a bypass.
 */
export async function solveChallengeForTests(challenge: unknown): Promise<string> {
  const { parameters, signature } = challenge as Challenge;
  if (!parameters || typeof parameters.algorithm !== 'string' || typeof signature !== 'string') {
    throw new Error(`Not an ALTCHA v2 challenge: ${JSON.stringify(challenge)}`);
  }
  const deriveKey: DeriveKeyFunction = parameters.algorithm.startsWith('PBKDF2/') ? pbkdf2 : sha;
  const solution = await solveChallenge({ challenge: { parameters, signature }, deriveKey, timeout: 60_000 });
  if (!solution) throw new Error('The bot-check challenge was not solved within 60 s: is the cost tuned far too high?');
  // Same shape and encoding as the altcha 3.x widget: btoa(JSON.stringify({ challenge, solution })).
  return Buffer.from(JSON.stringify({ challenge: { parameters, signature }, solution })).toString('base64');
}
