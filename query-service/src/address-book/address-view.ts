import type pg from 'pg';
import { addressDisplayName, type AddressView } from '@certus/contracts';

interface AddressRow {
  address_id: string;
  first_name: string;
  last_name: string;
  line1: string;
  line2: string;
  city: string;
  state_province: string;
  zip_postal: string;
  country: string;
  phone: string;
  is_default: boolean;
}

export const toAddressView = (row: AddressRow): AddressView => {
  const fields = { firstName: row.first_name, lastName: row.last_name, city: row.city, stateProvince: row.state_province };
  return {
    id: row.address_id,
    ...fields,
    displayName: addressDisplayName(fields),
    line1: row.line1,
    line2: row.line2,
    zipPostal: row.zip_postal,
    country: row.country,
    phone: row.phone,
    isDefault: row.is_default,
  };
};

/** The member's address book (part of GET /api/userprofile): the default first, then in the order they were added. */
export async function readAddresses(pool: pg.Pool, memberId: string): Promise<AddressView[]> {
  const { rows } = await pool.query<AddressRow>(
    `SELECT address_id, first_name, last_name, line1, line2, city, state_province, zip_postal, country, phone, is_default
     FROM addresses WHERE member_id = $1 ORDER BY is_default DESC, added_version`,
    [memberId],
  );
  return rows.map(toAddressView);
}
