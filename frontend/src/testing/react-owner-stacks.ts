import * as React from 'react';

/**
 * React's development build records, for up to 10,000 elements per render, where each element was created: an
 * Error (its stack) and a console task per element, so a warning can name the owner's source line. Rendering
 * Mantine pages in jsdom, that bookkeeping was a fifth of the frontend tests' time. Past that cap React uses one
 * shared "unknown owner" record, as it does for any render with more elements; warnings still name components.
 * Test environment only.
 */
export function skipOwnerStacks(): void {
  const internals = (React as unknown as Record<string, Record<string, unknown>>).__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
  if (!internals || !('recentlyCreatedOwnerStacks' in internals)) return;
  Object.defineProperty(internals, 'recentlyCreatedOwnerStacks', { configurable: true, get: () => Number.POSITIVE_INFINITY, set: () => {} });
}
