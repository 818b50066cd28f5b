import { describe, expect, it } from 'vitest';
import { oidcProvidersFromEnv } from './oidc-providers-config.ts';

const provider = { name: 'certus-id', displayName: 'Certus ID', issuer: 'https://id.example.test', clientId: 'web', clientSecret: 's3cret' };
const env = (value: unknown) => ({ OIDC_PROVIDERS: typeof value === 'string' ? value : JSON.stringify(value) });

describe('OIDC_PROVIDERS', () => {
  it('given no value, when read, then there is no external sign-in', () => {
    expect(oidcProvidersFromEnv({})).toEqual([]);
    expect(oidcProvidersFromEnv({ OIDC_PROVIDERS: ' ' })).toEqual([]);
  });

  it('given a provider, when read, then the defaults fill in scope and allowInsecure', () => {
    expect(oidcProvidersFromEnv(env([provider]))).toEqual([{ ...provider, scope: 'openid email profile', allowInsecure: false }]);
  });

  it.each([
    ['not JSON', '[{', /not valid JSON/],
    ['an http issuer without allowInsecure', [{ ...provider, issuer: 'http://id.example.test' }], /issuer: must be https/],
    ['a name that cannot be a path', [{ ...provider, name: 'Certus ID' }], /0\.name/],
    ['two providers of one name', [provider, provider], /unique/],
    ['client_secret_basic without a secret', [{ ...provider, clientSecret: undefined, tokenEndpointAuthMethod: 'client_secret_basic' }], /clientSecret/],
  ])('given %s, when read, then the start fails naming the problem', (_label, value, message) => {
    expect(() => oidcProvidersFromEnv(env(value))).toThrow(message);
  });

  it('given an http issuer with allowInsecure (a local provider), when read, then it is accepted', () => {
    expect(oidcProvidersFromEnv(env([{ ...provider, issuer: 'http://127.0.0.1:9000', allowInsecure: true }]))[0]).toMatchObject({ allowInsecure: true });
  });
});
