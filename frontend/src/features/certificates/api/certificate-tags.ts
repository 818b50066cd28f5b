/**
 * The tags of a certificate's reads: its lookup (certificates-api.ts) and its registry record (registry-api.ts),
 * which a revocation (revocation-api.ts) changes both of.
 */
export const certificateTag = (certificationId: string) => ({ type: 'Certificate' as const, id: certificationId });
export const registryRecordTag = (certificationId: string) => ({ type: 'CertificateRegistry' as const, id: certificationId });
