import { AuditTrailQuery, auditTrailMessages } from '@certus/contracts';

/** The trail's filter kept in the URL of /audit/trail (?auditorId=&page=), the API's own parameters. */
export function trailQueryOf(params: URLSearchParams): AuditTrailQuery {
  const query: Record<string, string> = {};
  for (const key of ['auditorId', 'page'] as const) {
    const value = params.get(key)?.trim();
    if (!value) continue;
    const parsed = AuditTrailQuery.shape[key].safeParse(value);
    if (parsed.success && parsed.data !== undefined) query[key] = parsed.data;
  }
  return query;
}

export function trailParamsOf(query: AuditTrailQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.auditorId) params.set('auditorId', query.auditorId);
  if (query.page && query.page !== '1') params.set('page', query.page);
  return params;
}

/** The auditor id typed, or what is wrong with it ('' lists every auditor's readings). */
export function readAuditorId(typed: string): { auditorId: string } | { error: string } {
  const auditorId = typed.trim();
  return auditorId.length > 64 ? { error: auditTrailMessages.auditorId } : { auditorId };
}
