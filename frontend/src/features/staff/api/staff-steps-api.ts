import {
  StaffStepResponse,
  type CorrectDeclaredValueBody,
  type GradeBookBody,
  type ReceiveOrderBody,
  type ShipOrderBody,
} from '@certus/contracts';
import { STAFF_QUEUE_TAG, orderTag, staffOrdersApi, staffPaths } from './staff-orders-api.ts';

/**
 * The staff workflow's commands (issue 6). Each answers StaffStepResponse; lib/api.ts records its position
 * so the refetch that the invalidated tag triggers reads the order with the step applied. A refused step
 * (409: someone else moved the order on) invalidates too: the screen then shows where the order really is.
 */

interface OrderArg {
  orderId: string;
}
interface BookArg extends OrderArg {
  bookNo: number;
}

const bookPath = ({ orderId, bookNo }: BookArg, step: string) => `${staffPaths.order(orderId)}/books/${bookNo}/${step}`;
const touched = (_result: unknown, _error: unknown, { orderId }: OrderArg) => [orderTag(orderId), STAFF_QUEUE_TAG];

const staffStepsApi = staffOrdersApi.injectEndpoints({
  endpoints: (build) => {
    const step = <Arg extends OrderArg>(request: (arg: Arg) => { url: string; method?: string; body?: unknown; headers?: Record<string, string> }) =>
      build.mutation<StaffStepResponse, Arg>({
        query: (arg) => ({ method: 'POST', body: {}, ...request(arg) }),
        responseSchema: import.meta.env.DEV ? StaffStepResponse : undefined,
        invalidatesTags: touched,
      });
    return {
      receiveOrder: step<OrderArg & { body: ReceiveOrderBody }>(({ orderId, body }) => ({ url: `${staffPaths.order(orderId)}/receive`, body })),
      preGradeBook: step<BookArg & { note: string }>((arg) => ({ url: bookPath(arg, 'pregrade'), body: { note: arg.note } })),
      pressBook: step<BookArg>((arg) => ({ url: bookPath(arg, 'press') })),
      gradeBook: step<BookArg & { body: GradeBookBody }>((arg) => ({ url: bookPath(arg, 'grade'), body: arg.body })),
      /**
       * PUT .../cover with the JPEG's bytes as the body. Through the base query, like every call, so it carries
       * the bearer token, survives a token refresh and records its position. The bytes are read first rather
       * than the File handed over: a Blob body is not sent as bytes by every fetch (jsdom's is not).
       */
      uploadCover: step<BookArg & { bytes: ArrayBuffer }>((arg) => ({
        url: bookPath(arg, 'cover'),
        method: 'PUT',
        body: arg.bytes,
        headers: { 'Content-Type': 'image/jpeg' },
      })),
      encapsulateBook: step<BookArg>((arg) => ({ url: bookPath(arg, 'encapsulate') })),
      approveTierQc: step<OrderArg & { tierId: string }>(({ orderId, tierId }) => ({ url: `${staffPaths.order(orderId)}/tiers/${encodeURIComponent(tierId)}/qc` })),
      correctDeclaredValue: step<OrderArg & { body: CorrectDeclaredValueBody }>(({ orderId, body }) => ({ url: `${staffPaths.order(orderId)}/declared-value`, body })),
      shipOrder: step<OrderArg & { body: ShipOrderBody }>(({ orderId, body }) => ({ url: `${staffPaths.order(orderId)}/ship`, body })),
      markReadyForPickUp: step<OrderArg>(({ orderId }) => ({ url: `${staffPaths.order(orderId)}/ready-for-pickup` })),
      completeOrder: step<OrderArg>(({ orderId }) => ({ url: `${staffPaths.order(orderId)}/complete` })),
      cancelOrder: step<OrderArg & { reason: string }>(({ orderId, reason }) => ({ url: `${staffPaths.order(orderId)}/cancel`, body: { reason } })),
    };
  },
});

export const {
  useReceiveOrderMutation,
  usePreGradeBookMutation,
  usePressBookMutation,
  useGradeBookMutation,
  useUploadCoverMutation,
  useEncapsulateBookMutation,
  useApproveTierQcMutation,
  useCorrectDeclaredValueMutation,
  useShipOrderMutation,
  useMarkReadyForPickUpMutation,
  useCompleteOrderMutation,
  useCancelOrderMutation,
} = staffStepsApi;
