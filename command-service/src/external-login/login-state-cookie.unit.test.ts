import { describe, expect, it } from 'vitest';
import type { Request, Response } from 'express';
import { ManualClock } from '@certus/infra';
import { LoginStateCookies, type LoginState } from './login-state-cookie.ts';

const SECRET = 'login-state-test-secret-long-enough-12';
const state: LoginState = { provider: 'certus-id', state: 'st', nonce: 'no', codeVerifier: 'ver', returnUrl: '/account' };

/** Just enough of express's response to see the cookies set and cleared. */
function fakeResponse() {
  const set: { name: string; value: string; options: Record<string, unknown> }[] = [];
  const cleared: string[] = [];
  const res = {
    cookie: (name: string, value: string, options: Record<string, unknown>) => (set.push({ name, value, options }), res),
    clearCookie: (name: string) => (cleared.push(name), res),
  };
  return { res: res as unknown as Response, set, cleared };
}
const requestWith = (cookie: string | undefined) => ({ get: (header: string) => (header === 'cookie' ? cookie : undefined) }) as unknown as Request;

async function written(cookies: LoginStateCookies, value = state) {
  const { res, set } = fakeResponse();
  await cookies.write(res, value);
  return set[0]!;
}

describe('login-state cookie', () => {
  it('given a sign-in started, when the callback reads the cookie, then the state comes back once and the cookie is cleared', async () => {
    const cookies = new LoginStateCookies(SECRET, new ManualClock(new Date('2026-11-21T10:00:00Z')), 'https://www.example.test');
    const cookie = await written(cookies);
    expect(cookie).toMatchObject({
      name: 'certus_external_login_certus-id',
      options: { path: '/api/account/external', httpOnly: true, sameSite: 'lax', secure: true, maxAge: 600_000 },
    });
    expect(cookie.value).not.toContain('ver');

    const { res, cleared } = fakeResponse();
    expect(await cookies.take(requestWith(`other=1; ${cookie.name}=${cookie.value}`), res, 'certus-id')).toEqual(state);
    expect(cleared).toEqual(['certus_external_login_certus-id']);
  });

  it('given a cookie older than ten minutes, when read, then there is no state', async () => {
    const clock = new ManualClock(new Date('2026-11-21T10:00:00Z'));
    const cookies = new LoginStateCookies(SECRET, clock, 'http://localhost:8080');
    const cookie = await written(cookies);
    clock.advance(600_001);
    expect(await cookies.take(requestWith(`${cookie.name}=${cookie.value}`), fakeResponse().res, 'certus-id')).toBeUndefined();
  });

  it('given a cookie sealed with another secret, altered, or of another provider, when read, then there is no state', async () => {
    const clock = new ManualClock(new Date('2026-11-21T10:00:00Z'));
    const cookies = new LoginStateCookies(SECRET, clock, 'http://localhost:8080');
    const foreign = await written(new LoginStateCookies('another-secret-that-is-long-enough-34', clock, 'http://localhost:8080'));
    const genuine = await written(cookies);
    const altered = genuine.value.slice(0, -4) + (genuine.value.endsWith('AAAA') ? 'BBBB' : 'AAAA');
    for (const value of [foreign.value, altered, 'junk']) {
      expect(await cookies.take(requestWith(`${genuine.name}=${value}`), fakeResponse().res, 'certus-id')).toBeUndefined();
    }
    const otherProvider = await written(cookies, { ...state, provider: 'other-id' });
    expect(await cookies.take(requestWith(`${genuine.name}=${otherProvider.value}`), fakeResponse().res, 'certus-id')).toBeUndefined();
  });
});
