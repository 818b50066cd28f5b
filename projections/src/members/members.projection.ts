import { MemberEvent, memberEventTypes, type RecordedEvent } from '@certus/contracts';
import { documentProjection, type Row } from '../runner/document-projection.ts';

const MEMBER_EVENT_TYPES = new Set<string>(memberEventTypes);

/** members: one row per member account, for the member area and staff screens. */
export const membersProjection = documentProjection({
  name: 'members',
  table: 'members',
  keyColumn: 'member_id',
  columns: [
    'member_id', 'email', 'user_name', 'first_name', 'last_name', 'phone', 'role', 'status', 'membership',
    'membership_expiry_date', 'registered_at', 'activated_at', 'last_sign_in_at', 'last_sign_out_at', 'stream_version',
  ],
  keyOf: (event) => (MEMBER_EVENT_TYPES.has(event.type) ? (event.data as { memberId: string }).memberId : undefined),
  evolve: (row: Row | null, recorded: RecordedEvent): Row | null => {
    const event = MemberEvent.parse({ type: recorded.type, data: recorded.data });
    const version = { stream_version: recorded.streamVersion };
    if (event.type === 'MemberRegistered') {
      const d = event.data;
      return {
        member_id: d.memberId,
        email: d.email,
        user_name: d.userName,
        first_name: d.firstName,
        last_name: d.lastName,
        phone: d.phone,
        role: 'authenticated',
        status: 'Pending',
        membership: 'Free',
        membership_expiry_date: null,
        registered_at: d.registeredAt,
        activated_at: null,
        last_sign_in_at: null,
        last_sign_out_at: null,
        ...version,
      };
    }
    if (!row) return null; // history that starts mid-way belongs to no member we know
    switch (event.type) {
      case 'MemberActivated':
        return { ...row, status: 'Active', activated_at: event.data.activatedAt, ...version };
      case 'MemberRoleGranted':
        return { ...row, role: event.data.role, ...version };
      case 'MemberSignedIn':
        return { ...row, last_sign_in_at: event.data.signedInAt, ...version };
      case 'MemberSignedOut':
        return { ...row, last_sign_out_at: event.data.signedOutAt, ...version };
      case 'ActivationCodeReissued':
      case 'PasswordResetRequested':
      case 'PasswordChanged':
        return { ...row, ...version };
      case 'PasswordReset':
        return { ...row, ...version };
      default: {
        const unknown: never = event;
        throw new Error(`unhandled member event ${JSON.stringify(unknown)}`);
      }
    }
  },
});
