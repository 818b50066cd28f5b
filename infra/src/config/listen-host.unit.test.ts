import { describe, expect, it } from 'vitest';
import { DEFAULT_EMBEDDED_HOST, devToolsExposureProblem, embeddedListenHost, isLoopbackHost } from './listen-host.ts';

const BOTH_ON = { mailbox: true, demoSignIn: true };

describe('where the embedded default listens', () => {
  it('given no HOST, then it listens on 127.0.0.1 only', () => {
    expect(embeddedListenHost({})).toBe('127.0.0.1');
    expect(embeddedListenHost({ HOST: ' ' })).toBe(DEFAULT_EMBEDDED_HOST);
  });

  it('given HOST, then it listens there', () => {
    expect(embeddedListenHost({ HOST: '0.0.0.0' })).toBe('0.0.0.0');
  });

  it.each([
    ['127.0.0.1', true],
    ['127.0.0.2', true],
    ['localhost', true],
    ['LOCALHOST', true],
    ['::1', true],
    ['[::1]', true],
    ['0.0.0.0', false],
    ['::', false],
    ['192.168.1.20', false],
    ['certus.lan', false],
  ])('given HOST=%s, then it stays on this machine: %s', (host, expected) => {
    expect(isLoopbackHost(host)).toBe(expected);
  });
});

describe('the dev tools never face the network', () => {
  it('given a loopback HOST, when every dev tool is on, then the server may start', () => {
    expect(devToolsExposureProblem('127.0.0.1', BOTH_ON)).toBeNull();
    expect(devToolsExposureProblem('localhost', BOTH_ON)).toBeNull();
  });

  it('given a non-local HOST and no dev tool on (SMTP_URL set, no demo sign-in), then the server may start', () => {
    expect(devToolsExposureProblem('0.0.0.0', { mailbox: false, demoSignIn: false })).toBeNull();
  });

  it('given HOST=0.0.0.0 with the mail sink and the demo sign-in, then one sentence names both and what to set', () => {
    const problem = devToolsExposureProblem('0.0.0.0', BOTH_ON)!;
    expect(problem).toBe(
      'HOST=0.0.0.0 would open the dev mailbox (every mail, password-reset links included) and the demo sign-in (any e-mail address signs in) ' +
        'to other machines: set SMTP_URL (a real mail server) and OIDC_PROVIDERS or CERTUS_DEMO_DATA=0, or leave HOST unset to listen on 127.0.0.1 only.',
    );
    expect(problem.split(/[.!?]\s/)).toHaveLength(1);
  });

  it('given a LAN HOST with only the mail sink on, then the fix is SMTP_URL or a local HOST', () => {
    const problem = devToolsExposureProblem('192.168.1.20', { mailbox: true, demoSignIn: false })!;
    expect(problem).toContain('dev mailbox');
    expect(problem).toContain('SMTP_URL');
    expect(problem).not.toContain('OIDC_PROVIDERS');
  });

  it('given HOST=:: with only the demo sign-in on, then the fix is OIDC_PROVIDERS or CERTUS_DEMO_DATA=0', () => {
    const problem = devToolsExposureProblem('::', { mailbox: false, demoSignIn: true })!;
    expect(problem).toContain('demo sign-in');
    expect(problem).toContain('OIDC_PROVIDERS or CERTUS_DEMO_DATA=0');
    expect(problem).not.toContain('SMTP_URL');
  });
});
