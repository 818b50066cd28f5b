import { z } from 'zod';
import { MemberEvent, MemberSignedIn, SessionRevoked, type RecordedEvent } from '@certus/contracts';
import { documentProjection, type Row } from '../runner/document-projection.ts';

/** Member-stream events, plus the two session events that say when the member last signed in and out. */
const MembersEvent = z.discriminatedUnion('type', [...MemberEvent.options, MemberSignedIn, SessionRevoked]);
const CONSUMED = new Set<string>(MembersEvent.options.map((o) => o.shape.type.value));

/** members: one row per member account, for the member area and staff screens. */
export const membersProjection = documentProjection({
  name: 'members',
  table: 'members',
  keyColumn: 'member_id',
  columns: [
    'member_id', 'email', 'user_name', 'first_name', 'last_name', 'phone', 'role', 'status', 'registered_at', 'activated_at', 'last_sign_in_at', 'last_sign_out_at', 'stream_version',
    'fed_ex_account', 'ups_account', 'dhl_account', 'is_email_notification',
  ],
  keyOf: (event) => (CONSUMED.has(event.type) ? (event.data as { memberId: string }).memberId : undefined),
  eventTypes: [...CONSUMED],
  evolve: (row: Row | null, recorded: RecordedEvent): Row | null => {
    const event = MembersEvent.parse({ type: recorded.type, data: recorded.data });
    if (event.type === 'MemberRegistered') {
      const d = event.data;
      return {
        member_id: d.memberId,
        email: d.email,
        user_name: d.userName,
        first_name: d.firstName,
        last_name: d.lastName,
        phone: d.phone,
        fed_ex_account: '',
        ups_account: '',
        dhl_account: '',
        is_email_notification: false,
        role: 'authenticated',
        status: 'Pending',
        registered_at: d.registeredAt,
        activated_at: null,
        last_sign_in_at: null,
        last_sign_out_at: null,
        stream_version: recorded.streamVersion,
      };
    }
    if (!row) return null; // history that starts mid-way belongs to no member we know
    // stream_version follows the member's own stream (what a command last saw), not its sessions'.
    const memberVersion = { stream_version: recorded.streamVersion };
    switch (event.type) {
      case 'MemberActivated':
        return { ...row, status: 'Active', activated_at: event.data.activatedAt, ...memberVersion };
      case 'MemberRoleGranted':
        return { ...row, role: event.data.role, ...memberVersion };
      case 'MemberRoleRevoked':
        return { ...row, role: 'authenticated', ...memberVersion };
      case 'MemberProfileUpdated': {
        const d = event.data;
        return {
          ...row,
          first_name: d.firstName,
          last_name: d.lastName,
          phone: d.phone,
          fed_ex_account: d.fedExAccount,
          ups_account: d.upsAccount,
          dhl_account: d.dhlAccount,
          ...memberVersion,
        };
      }
      case 'EmailNotificationsChanged':
        return { ...row, is_email_notification: event.data.isEmailNotification, ...memberVersion };
      case 'ActivationCodeReissued':
      case 'PasswordResetRequested':
      case 'PasswordChanged':
      case 'PasswordReset':
        return { ...row, ...memberVersion };
      case 'MemberSignedIn':
        return { ...row, last_sign_in_at: event.data.signedInAt };
      case 'SessionRevoked':
        return event.data.reason === 'SignedOut' ? { ...row, last_sign_out_at: event.data.revokedAt } : row;
      default: {
        const unknown: never = event;
        throw new Error(`unhandled event ${JSON.stringify(unknown)}`);
      }
    }
  },
});
