// Free of zod: the dashboard's membership card and the upgrade page's words and path, without loading a schema
// library (issue [2/7]); the request's and the answer's schemas are in membership.ts.

/** POST /api/userprofile/purchaseMembership/{level}/{payMethodId}/{autoRenew} (spec 3, 4 Membership, 7.2, 8, 9). */
export const membershipMessages = {
  /** Spec 8. */
  purchaseFailed: 'Error subscription club membership',
  confirmPurchase: 'Are you sure you want to Subscribe for club membership?',
  renewalAlertTitle: 'Membership expire Alert !',
  renewalAlertText: (days: number) =>
    `Your club membership expires in ${days} ${days === 1 ? 'day' : 'days'}. Would you like to renew it now?`,
  renew: 'Yes, Renew',
  keep: 'No,cancel',
  purchased: 'Club membership purchased',
  unknownLevel: 'This membership level is not offered.',
  autoRenewInvalid: 'autoRenew must be true or false.',
} as const;

export const membershipPaths = {
  purchase: (level: string, payMethodId: string, autoRenew: boolean) =>
    `/api/userprofile/purchaseMembership/${encodeURIComponent(level)}/${encodeURIComponent(payMethodId)}/${autoRenew}`,
} as const;
