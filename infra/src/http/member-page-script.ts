import { createHash } from 'node:crypto';
import { IDENTITY_STORAGE_KEY, MEMBER_DRAWN_ATTRIBUTE, MEMBER_NAME_MARK } from '@certus/contracts';

/** A string as a JavaScript literal in ASCII (the private-use marks as \uXXXX escapes), so the page's bytes are plain. */
const asciiLiteral = (text: string) => JSON.stringify(text).replace(/[^\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/**
 * The script written right after `<div id="root">` of a page the server drew for the tab's member (contracts
 * http/member-drawn-pages.ts). It runs while the page is parsed, before its first paint: in a tab that holds a
 * sign-in, it writes the member's name where the server wrote `MEMBER_NAME_MARK` (text and attributes such as
 * aria-label), as text, never as markup; in any other tab it removes the drawing, which was of a signed-in
 * header and page (the site's code, starting a moment later, sends the visitor to log in). ES5 and a few hundred
 * bytes: it runs in every browser that can show the site, before anything else.
 */
export const MEMBER_PAGE_SCRIPT = `(function () {
  var root = document.getElementById('root');
  if (!root || !root.hasAttribute(${asciiLiteral(MEMBER_DRAWN_ATTRIBUTE)})) return;
  var name = null;
  try {
    var identity = JSON.parse(window.sessionStorage.getItem(${asciiLiteral(IDENTITY_STORAGE_KEY)}) || 'null');
    if (identity && typeof identity.displayName === 'string' && typeof identity.accessToken === 'string') name = identity.displayName;
  } catch (e) {}
  if (name === null) {
    while (root.firstChild) root.removeChild(root.firstChild);
    return;
  }
  var mark = ${asciiLiteral(MEMBER_NAME_MARK)};
  var named = function (value) { return value.split(mark).join(name); };
  var walker = document.createTreeWalker(root, 4);
  for (var node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.nodeValue.indexOf(mark) >= 0) node.nodeValue = named(node.nodeValue);
  }
  var elements = root.getElementsByTagName('*');
  for (var i = 0; i < elements.length; i++) {
    for (var j = 0; j < elements[i].attributes.length; j++) {
      var attribute = elements[i].attributes[j];
      if (attribute.value.indexOf(mark) >= 0) attribute.value = named(attribute.value);
    }
  }
})();`;

/** The script's hash as Content-Security-Policy names it in script-src: the one inline script the site's pages may run. */
export const MEMBER_PAGE_SCRIPT_HASH = `'sha256-${createHash('sha256').update(MEMBER_PAGE_SCRIPT, 'utf8').digest('base64')}'`;
