import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { allStates, drawnForMember, drawnOnServer, findState, pageModuleOf, resolveStateName, siteRedirects, siteStates, statePath } from './site-states.ts';
import { canonicalPathname } from './routing/canonical-path.tsx';
import { ENGLISH_ONLY_STATE_NAMES } from './routing/french-pages.ts';

describe('state-links (spec 2.5)', () => {
  it('reads a leading ? as a user. state and a bare name as an all. state', () => {
    expect(resolveStateName('?dashboard')).toBe('user.dashboard');
    expect(resolveStateName('?checkout.review')).toBe('user.checkout.review');
    expect(resolveStateName('main')).toBe('all.main');
    expect(resolveStateName('gradingnotes-id')).toBe('all.gradingnotes-id');
  });

  it('takes a dotted name (an SSO action, a full state name) as is', () => {
    expect(resolveStateName('sso.ninjapost')).toBe('sso.ninjapost');
    expect(resolveStateName('user.orders')).toBe('user.orders');
  });

  it('resolves every named state of spec 2.3 to a path', () => {
    const named = [
      'all.main', 'all.login', 'all.popup', 'all.comiclist', 'all.comicdetails', 'all.gradingnotes-id',
      'user.dashboard', 'user.orders', 'user.order-detail', 'user.submit.list', 'user.submit.comic',
      'user.submit.artwork', 'user.submit.reholder', 'user.checkout.dropOff', 'user.checkout.ship',
      'user.checkout.pay', 'user.checkout.promo', 'user.checkout.review', 'user.checkout.result',
      'sso.ninjapost', 'sso.ninjapost2',
    ];
    for (const name of named) expect(findState(name), name).toBeDefined();
  });

  it('fills in parameters and leaves out an optional one that is not given', () => {
    expect(statePath('?order-detail', { id: '12-A1B2C3D' })).toBe('/account/orders/12-A1B2C3D');
    expect(statePath('popup')).toBe('/population-report');
    expect(statePath('popup', { id: 'spider' })).toBe('/population-report/spider');
    expect(statePath('?checkout.pay')).toBe('/checkout/billing');
    expect(statePath('main')).toBe('/');
  });

  it('refuses an unknown state or a missing parameter, which would be a broken link', () => {
    expect(() => statePath('?nowhere')).toThrow(/user\.nowhere/);
    expect(() => statePath('?order-detail')).toThrow(/parameter 'id'/);
  });

  it('puts every member-area, submission, checkout and SSO path behind a sign-in (spec 6)', () => {
    const open = siteStates.filter((s) => /^\/(account|submit|checkout|sso)(\/|$)/i.test(s.path) && s.access === 'public');
    expect(open).toEqual([]);
  });

  it('gives each state a unique name and path', () => {
    expect(new Set(siteStates.map((s) => s.name)).size).toBe(siteStates.length);
    const paths = siteStates.flatMap((s) => [s.path, ...(s.aliases ?? [])].map((p) => p.toLowerCase()));
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('never redirects to a path that is itself missing from the site', () => {
    const known = new Set([...siteStates.map((s) => s.path), ...siteRedirects.map((r) => r.from)]);
    const contentTargets = ['/grading-pressing', '/pressing-pricing', '/faqs-help-center'];
    for (const { to } of siteRedirects) expect(known.has(to) || contentTargets.includes(to), to).toBe(true);
  });
});

describe('canonical paths (spec 2: routes are case-insensitive)', () => {
  it('rewrites the fixed segments to their usual case and keeps parameters as typed', () => {
    expect(canonicalPathname('/account/orders', '/ACCOUNT/Orders')).toBe('/account/orders');
    expect(canonicalPathname('/account/orders/:id', '/Account/ORDERS/12-a1b2c3d')).toBe('/account/orders/12-a1b2c3d');
    expect(canonicalPathname('/checkout/dropOff', '/checkout/dropoff')).toBe('/checkout/dropOff');
  });

  it('leaves a path alone when it does not have the pattern shape', () => {
    expect(canonicalPathname('/account', '/account/')).toBe('/account/');
  });
});

/** The site's source folder (frontend/src), where a page's module is named from. */
const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe("the pages' modules (the build names each route's chunks in its HTML: scripts/route-preloads-file.ts)", () => {
  it('given a page of the table, then the module read from its loader is a file of src/', () => {
    for (const state of allStates()) {
      const module = pageModuleOf(state.page);
      expect(existsSync(path.join(SRC, module)), `${state.name}: ${module}`).toBe(true);
    }
  });

  it('given a page the server draws into its HTML, then it is one anyone may see, or a plain member page drawn for the tab\'s member (the server does not know who asks): never a guest\'s or the staff\'s', () => {
    const drawnForVisitors = allStates().filter((state) => drawnOnServer(state) && !drawnForMember(state));
    expect(drawnForVisitors.filter((state) => state.access !== 'public').map((state) => state.name)).toEqual([]);
    const drawnForMembers = allStates().filter(drawnForMember);
    expect(drawnForMembers.map((state) => [state.name, state.access])).toEqual([
      ['all.censusgrid', 'member'],
      ['user.dashboard', 'member'],
    ]);
  });
});

describe('the French variant (spec 2.1)', () => {
  it("given the table, then the screens that read in English only are the staff's (and the editors' preview) and the forum's sign-in relay: every other screen has its French", () => {
    const staffOrRelay = allStates()
      .filter((state) => typeof state.access === 'object' || state.name === 'all.preview' || state.name.startsWith('sso.'))
      .map((state) => state.name)
      .sort();
    expect([...ENGLISH_ONLY_STATE_NAMES].sort()).toEqual(staffOrRelay);
  });
});
