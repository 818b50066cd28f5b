import {
  InboxResponse,
  leadPaths,
  type CallbackBody,
  type CommandAccepted,
  type DealerRequestBody,
  type InboxFilter,
  type LandingLeadBody,
  type ProblemReportBody,
} from '@certus/contracts';
import { api } from '../../../lib/api.ts';

const leadsApi = api.enhanceEndpoints({ addTagTypes: ['StaffInbox'] }).injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/landings/: the landing form, or the dealer form (Page "become-dealer"). */
    submitLanding: build.mutation<CommandAccepted, LandingLeadBody | DealerRequestBody>({
      query: (body) => ({ url: `${leadPaths.landings}/`, method: 'POST', body }),
    }),
    /** POST /api/landings/AddCallInfo/ */
    requestCallback: build.mutation<CommandAccepted, CallbackBody>({
      query: (body) => ({ url: `${leadPaths.callback}/`, method: 'POST', body }),
    }),
    /** POST /api/userprofile/ReportProblem: who reports it is the access token's. */
    reportProblem: build.mutation<CommandAccepted, ProblemReportBody>({
      query: (body) => ({ url: leadPaths.problemReport, method: 'POST', body }),
    }),
    /** GET /api/staff/inbox?status= (staff). */
    getStaffInbox: build.query<InboxResponse, InboxFilter>({
      query: (status) => `${leadPaths.inbox}?status=${status}`,
      responseSchema: import.meta.env.DEV ? InboxResponse : undefined,
      providesTags: [{ type: 'StaffInbox', id: 'LIST' }],
      keepUnusedDataFor: 0,
    }),
    /**
     * POST /api/staff/inbox/{id}/handled. The list is asked again afterwards with the command's position
     * (read-your-writes, lib/written-at.ts), so it shows the item handled.
     */
    markInboxItemHandled: build.mutation<CommandAccepted, string>({
      query: (id) => ({ url: leadPaths.handled(id), method: 'POST' }),
      invalidatesTags: [{ type: 'StaffInbox', id: 'LIST' }],
    }),
  }),
});

export const { useSubmitLandingMutation, useRequestCallbackMutation, useReportProblemMutation, useGetStaffInboxQuery, useMarkInboxItemHandledMutation } = leadsApi;
