import { z } from 'zod';
import { PopulationSearchBody } from '../http/population.ts';

/**
 * A member ran a population report search (POST /api/popreport/userrequest, spec 7.4): stream
 * `PopulationSearch-{requestId}`, one per search. The popup offers the member's recent searches again, and
 * staff can see which books collectors look for.
 */
export const PopulationSearchRequested = z.object({
  type: z.literal('PopulationSearchRequested'),
  data: z.object({
    requestId: z.string(),
    memberId: z.string(),
    /** The filters as validated (spec 3 Population report filters). */
    filters: PopulationSearchBody,
    requestedAt: z.iso.datetime(),
  }),
});

export const PopulationEvent = z.discriminatedUnion('type', [PopulationSearchRequested]);
export type PopulationEvent = z.infer<typeof PopulationEvent>;
export const populationSearchStreamId = (requestId: string) => `PopulationSearch-${requestId}`;
