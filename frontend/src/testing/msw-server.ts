import { setupServer } from 'msw/node';

/** One msw server for a test file; handlers are added per test with `server.use(...)`. */
export const server = setupServer();

/** Absolute URL of an API path as the app requests it under jsdom (same origin as the page). */
export const apiUrl = (path: string) => new URL(path, window.location.origin).toString();
