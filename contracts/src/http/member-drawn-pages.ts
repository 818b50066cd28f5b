/**
 * Pages the site's server draws for the member of the tab (issue [2/7]: the dashboard and a title's census
 * grid show at first paint, not after the site's code has run). The server cannot know who asks: the spec keeps
 * the sign-in in the tab's session storage (spec 3, Identity), which no request carries. So it draws the page for
 * a member whose name is `MEMBER_NAME_MARK`, and a script written into the page (infra http/member-page-script.ts)
 * puts the tab's own name in its place before the first paint, or, in a tab that holds no sign-in, removes the
 * drawing (the site then sends the visitor to log in, as on any member page). Zod-free: the boot path reads it.
 */

/** Where the site keeps the signed-in identity (frontend features/auth/identity): one tab, gone with the tab. */
export const IDENTITY_STORAGE_KEY = 'certus.identity';

/**
 * The name the server draws a member page with. Private-use characters around it: no text of the site contains
 * them, and a member who typed them into their own name changes only their own page.
 */
export const MEMBER_NAME_MARK = '\uE000member-name\uE000';

/** The attribute on `<div id="root">` of a page drawn for the tab's member: what the page's script looks for. */
export const MEMBER_DRAWN_ATTRIBUTE = 'data-member-drawn';
