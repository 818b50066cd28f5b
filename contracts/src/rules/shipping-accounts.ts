/**
 * The member's own carrier accounts (spec 3 Member: fedExAccount, upsAccount, dhlAccount; spec 5 Profile
 * edit). Free of zod so the browser can apply them as the member types without loading a schema library.
 */

export type ShippingCarrier = 'FedEx' | 'UPS' | 'DHL';

/** The three account fields as the member record names them. */
export interface ShippingAccounts {
  fedExAccount: string;
  upsAccount: string;
  dhlAccount: string;
}
export type ShippingAccountField = keyof ShippingAccounts;

interface ShippingAccountRule {
  carrier: ShippingCarrier;
  length: number;
  message: string;
}

/** Spec 5 Profile edit: each account, if given, is exactly this many alphanumerics. */
export const shippingAccountRules: Readonly<Record<ShippingAccountField, ShippingAccountRule>> = {
  fedExAccount: { carrier: 'FedEx', length: 9, message: 'FedEx account number must be 9-digit alphanumeric code.' },
  upsAccount: { carrier: 'UPS', length: 6, message: 'UPS account number must be 6-digit alphanumeric code.' },
  dhlAccount: { carrier: 'DHL', length: 9, message: 'DHL account number must be 9-digit alphanumeric code.' },
};

export const shippingAccountFields = Object.keys(shippingAccountRules) as ShippingAccountField[];

/** Spec 5: non-alphanumeric characters are stripped from all three accounts (spaces, dashes, dots, ...). */
export const stripNonAlphanumeric = (value: string) => value.replace(/[^A-Za-z0-9]/g, '');

/** The rule's message when the (already stripped) account breaks it, or null when it is empty or right. */
export function shippingAccountProblem(field: ShippingAccountField, stripped: string): string | null {
  const rule = shippingAccountRules[field];
  return stripped === '' || stripped.length === rule.length ? null : rule.message;
}

/** Every broken account of a set (stripped first), by field, in the form's order. */
export function shippingAccountProblems(accounts: ShippingAccounts): Partial<Record<ShippingAccountField, string>> {
  const problems: Partial<Record<ShippingAccountField, string>> = {};
  for (const field of shippingAccountFields) {
    const problem = shippingAccountProblem(field, stripNonAlphanumeric(accounts[field]));
    if (problem) problems[field] = problem;
  }
  return problems;
}

/** A carrier account the member may ship a given shipment on. */
export interface ApplicableShippingAccount {
  carrier: ShippingCarrier;
  field: ShippingAccountField;
  account: string;
}

/**
 * The member's accounts that may carry a shipment (for checkout's shipping step). Spec 5: a DHL account
 * applies only to international shipments; FedEx and UPS apply to any. Empty accounts are left out.
 */
export function applicableShippingAccounts(accounts: ShippingAccounts, shipment: { international: boolean }): ApplicableShippingAccount[] {
  return shippingAccountFields
    .filter((field) => accounts[field] !== '')
    .filter((field) => shipment.international || shippingAccountRules[field].carrier !== 'DHL')
    .map((field) => ({ carrier: shippingAccountRules[field].carrier, field, account: accounts[field] }));
}
