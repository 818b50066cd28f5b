import { http, HttpResponse } from 'msw';
import {
  MIN_TURNAROUND_SAMPLES,
  TURNAROUND_FALLBACK_TEXT,
  TURNAROUND_WINDOW_DAYS,
  shownTurnaround,
  submitDataFor,
  tierCodesOf,
  type Catalogue,
  type CollectibleType,
  type CountryCode,
  type TatMessageResponse,
  type TurnaroundResponse,
  type TurnaroundSample,
} from '@certus/contracts';
import { seedCatalogue } from '@certus/contracts/pricing/test-support';
import { apiUrl } from '../../../testing/msw-server.ts';

/** GET /api/data/turnaround as the query side answers it for the seed catalogue, given the samples per tier code and the live message. */
export function aTurnaround({ samples = {}, message = null }: { samples?: Record<string, TurnaroundSample>; message?: string | null } = {}): TurnaroundResponse {
  return {
    asOf: '2026-06-15T17:00:00.000Z',
    windowDays: TURNAROUND_WINDOW_DAYS,
    minimumSamples: MIN_TURNAROUND_SAMPLES,
    fallback: shownTurnaround(null, message),
    tiers: seedCatalogue.tiers.flatMap((tier) =>
      tierCodesOf(tier).map(({ code, level }) => {
        const sample = samples[code] ?? null;
        return {
          tierId: tier.id,
          tierCode: code,
          label: tier.label,
          level,
          collectibleTypes: tier.collectibleTypes,
          publishedDays: level === 'Priority' ? tier.priority!.days : level === 'Express' ? tier.express!.days : tier.days,
          sampleSize: sample?.sampleSize ?? 0,
          medianDays: sample?.medianDays ?? null,
          p90Days: sample?.p90Days ?? null,
          shown: shownTurnaround(sample, message),
        };
      }),
    ),
  };
}

export const aTatMessage = (message: string | null): TatMessageResponse =>
  message
    ? { text: message, basis: 'message', messageId: '00000000-0000-4000-8000-000000000001', publishFrom: '2026-06-01T00:00:00.000Z', publishUntil: null }
    : { text: TURNAROUND_FALLBACK_TEXT, basis: 'default', messageId: null, publishFrom: null, publishUntil: null };

/** The price list (from the seed catalogue or the one given, any country and type) and the turnaround; records the price lists asked. */
export function pricingHandlers(turnaround: TurnaroundResponse = aTurnaround(), asked: string[] = [], catalogue: Catalogue = seedCatalogue) {
  return [
    http.get(apiUrl('/api/data/submitdata/:country/:type'), ({ params }) => {
      asked.push(`${params.country}/${params.type}`);
      return HttpResponse.json(submitDataFor(catalogue, params.country as CountryCode, params.type as CollectibleType));
    }),
    http.get(apiUrl('/api/data/turnaround'), () => HttpResponse.json(turnaround)),
    http.get(apiUrl('/api/data/tatmessage'), () => HttpResponse.json(aTatMessage(turnaround.fallback.basis === 'message' ? turnaround.fallback.text : null))),
  ];
}
