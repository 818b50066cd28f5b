import { describe, expect, it } from 'vitest';
import { localReturnUrl } from './local-return-url.ts';

describe('returnUrl of an external sign-in', () => {
  it.each(['/', '/account/orders', '/account/orders?tab=open#top'])('given the local path %s, when kept, then it comes back as is', (path) => {
    expect(localReturnUrl(path)).toBe(path);
  });

  it.each([
    ['another site', 'https://evil.test/'],
    ['a protocol-relative URL', '//evil.test/x'],
    ['a backslash host', '/\\evil.test'],
    ['a relative path', 'account'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a header injection', '/ok\r\nSet-Cookie: x=1'],
    ['nothing', ''],
    ['a list', ['/a', '/b']],
  ])('given %s, when kept, then it is dropped', (_label, value) => {
    expect(localReturnUrl(value)).toBeUndefined();
  });
});
