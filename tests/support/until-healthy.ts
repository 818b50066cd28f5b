/**
 * Until a service's GET /api/health answers 200. Processes that compile the platform at start, several at once beside
 * the rest of npm test on two cores, take a while: a bound on waiting, not a timing.
 */
export async function untilHealthy(baseUrl: string, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2_000) })).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${baseUrl} never became healthy`);
}
