// @vitest-environment jsdom
import { createHash } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { IDENTITY_STORAGE_KEY, MEMBER_DRAWN_ATTRIBUTE, MEMBER_NAME_MARK } from '@certus/contracts';
import { MEMBER_PAGE_SCRIPT, MEMBER_PAGE_SCRIPT_HASH } from './member-page-script.ts';

/** A page drawn for the tab's member, as the server writes it: a header and a heading naming the mark. */
const drawnPage = () => `
  <header><button aria-label="Account menu, signed in as ${MEMBER_NAME_MARK}"><span>${MEMBER_NAME_MARK}</span></button></header>
  <main><h1>Welcome, ${MEMBER_NAME_MARK}</h1></main>`;

function load(html: string, drawnForMember = true): HTMLElement {
  document.body.innerHTML = `<div id="root"${drawnForMember ? ` ${MEMBER_DRAWN_ATTRIBUTE}` : ''}>${html}</div>`;
  // The page runs it as an inline script: the same text, evaluated as the browser would.
  new Function(MEMBER_PAGE_SCRIPT)();
  return document.getElementById('root')!;
}

const storeIdentity = (displayName: string) =>
  sessionStorage.setItem(
    IDENTITY_STORAGE_KEY,
    JSON.stringify({ userName: 'ada', email: 'ada@example.test', displayName, role: 'member', claims: '{}', accessToken: 'a.b.c', refreshToken: 'r' }),
  );

describe('the script of a page drawn for the tab\'s member', () => {
  beforeEach(() => sessionStorage.clear());

  it('given a tab signed in as Ada Lovelace, when the page is parsed, then her name stands wherever the server wrote the mark, in text and attributes', () => {
    storeIdentity('Ada Lovelace');
    const root = load(drawnPage());
    expect(root.querySelector('h1')!.textContent).toBe('Welcome, Ada Lovelace');
    expect(root.querySelector('button')!.getAttribute('aria-label')).toBe('Account menu, signed in as Ada Lovelace');
    expect(root.innerHTML).not.toContain(MEMBER_NAME_MARK);
  });

  it('given a name that looks like markup, when it is written, then it stays text', () => {
    storeIdentity('<img src=x onerror=alert(1)>');
    const root = load(drawnPage());
    expect(root.querySelector('img')).toBeNull();
    expect(root.querySelector('h1')!.textContent).toBe('Welcome, <img src=x onerror=alert(1)>');
  });

  it('given a tab that holds no sign-in, or one that is not an identity, when the page is parsed, then the drawing is removed', () => {
    expect(load(drawnPage()).childNodes).toHaveLength(0);
    sessionStorage.setItem(IDENTITY_STORAGE_KEY, '{not json');
    expect(load(drawnPage()).childNodes).toHaveLength(0);
    sessionStorage.setItem(IDENTITY_STORAGE_KEY, JSON.stringify({ displayName: 'No token' }));
    expect(load(drawnPage()).childNodes).toHaveLength(0);
  });

  it('given a page that was not drawn for a member, when the script runs, then it changes nothing', () => {
    const root = load(`<main><h1>${MEMBER_NAME_MARK}</h1></main>`, false);
    expect(root.querySelector('h1')!.textContent).toBe(MEMBER_NAME_MARK);
  });

  it('given the script, then its Content-Security-Policy hash is that of its exact text, and the text is plain ASCII', () => {
    expect(MEMBER_PAGE_SCRIPT).toMatch(/^[\x09\x0a\x20-\x7e]*$/);
    expect(MEMBER_PAGE_SCRIPT_HASH).toBe(`'sha256-${createHash('sha256').update(MEMBER_PAGE_SCRIPT).digest('base64')}'`);
  });
});
