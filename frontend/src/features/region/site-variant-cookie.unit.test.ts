import { afterEach, describe, expect, it } from 'vitest';
import { SITE_VARIANT_COOKIE } from '@certus/contracts';
import { setupStore } from '../../app/store.ts';
import { languageChosen, regionChosen } from './region-slice.ts';

const cookieValue = () =>
  document.cookie
    .split(/;\s*/)
    .find((pair) => pair.startsWith(`${SITE_VARIANT_COOKIE}=`))
    ?.slice(SITE_VARIANT_COOKIE.length + 1);

const aStore = () => setupStore({ navigation: { navigate: () => undefined, currentPath: () => '/' } });

afterEach(() => {
  document.cookie = `${SITE_VARIANT_COOKIE}=; Path=/; Max-Age=0`;
  window.localStorage.clear();
});

describe("the site variant's cookie (the server draws pages in the visitor's variant)", () => {
  it('given a first visit, when the site starts, then the cookie says the US site in English', () => {
    aStore();
    expect(cookieValue()).toBe('US-en');
  });

  it('given a visitor who chooses French, then the cookie says the Canadian site in French; back to the US site, US English', () => {
    const store = aStore();

    store.dispatch(languageChosen('fr'));
    expect(cookieValue()).toBe('CA-fr');
    store.dispatch(regionChosen('US'));
    expect(cookieValue()).toBe('US-en');
  });

  it('given a cookie the server set (a Canadian landing page left before the site started), when the site starts, then it reads that variant, over an older stored choice', () => {
    window.localStorage.setItem('certus.region', 'US');
    document.cookie = `${SITE_VARIANT_COOKIE}=CA-en; Path=/`;

    const store = aStore();

    expect(store.getState().region).toEqual({ region: 'CA', language: 'en' });
  });

  it('given a choice stored before the cookie existed, when the site starts, then the cookie follows it', () => {
    window.localStorage.setItem('certus.region', 'CA');
    window.localStorage.setItem('certus.language', 'fr');

    aStore();

    expect(cookieValue()).toBe('CA-fr');
  });
});
