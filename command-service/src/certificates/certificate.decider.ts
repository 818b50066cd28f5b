import { DomainError, populationMessages, revocationMessages, type CertificateEvent, type RevocationReason } from '@certus/contracts';
import type { Decider } from '../shared/decider.ts';

/** Stream `Certificate-{certificationId}`: whether it was ever certified, and when it was revoked (null while in force). */
export interface CertificateState {
  certified: boolean;
  revokedAt: string | null;
}

export type CertificateCommand = { type: 'RevokeCertificate'; certificationId: string; reason: RevocationReason; note: string; by: string; now: string };

export function decideCertificate(command: CertificateCommand, state: CertificateState): CertificateEvent[] {
  switch (command.type) {
    case 'RevokeCertificate': {
      if (!state.certified) throw new DomainError('not_found', populationMessages.certificateNotFound);
      if (state.revokedAt !== null) throw new DomainError('conflict', revocationMessages.alreadyRevoked(state.revokedAt));
      const { certificationId, reason, note, by, now } = command;
      return [{ type: 'CertificateRevoked', data: { certificationId, reason, note, revokedBy: by, revokedAt: now } }];
    }
    default: {
      const unknown: never = command.type;
      throw new Error(`unknown command ${JSON.stringify(unknown)}`);
    }
  }
}

export function evolveCertificate(state: CertificateState, event: CertificateEvent): CertificateState {
  switch (event.type) {
    case 'ComicCertified':
      // Certified (again): in force, whatever came before.
      return { certified: true, revokedAt: null };
    case 'CertificateRevoked':
      return { ...state, revokedAt: event.data.revokedAt };
    default: {
      const unknown: never = event;
      throw new Error(`unknown event ${JSON.stringify(unknown)}`);
    }
  }
}

export const certificateDecider: Decider<CertificateState, CertificateCommand, CertificateEvent> = {
  initialState: () => ({ certified: false, revokedAt: null }),
  evolve: evolveCertificate,
  decide: decideCertificate,
};
