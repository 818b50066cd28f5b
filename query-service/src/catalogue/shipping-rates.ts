import { Router } from 'express';
import type pg from 'pg';
import { z } from 'zod';
import {
  DomainError,
  ShippingRatesBody,
  ShippingRatesParams,
  catalogueDataMessages,
  catalogueInCurrency,
  quoteShippingRates,
  type Catalogue,
  type ShippingRatesResponse,
} from '@certus/contracts';
import { parseOr400, requireUser } from '@certus/infra';
import { collectibleTypeParam } from './data-params.ts';

const MM_DD_YYYY = /^(\d{2})-(\d{2})-(\d{4})$/;

/** A calendar date written MM-DD-YYYY (02-30-2026 is refused). */
export function isCollectibleDate(text: string): boolean {
  const match = MM_DD_YYYY.exec(text);
  if (!match) return false;
  const [month, day, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const Currency = z.enum(['USD', 'CAD']);

/**
 * POST /api/data/sh/{collectibleType}/{MM-DD-YYYY}/{currency} (spec 7.3): return shipping rates for the whole
 * order or per tier group, from the current catalogue's rate tables. The destination is one of the caller's
 * saved addresses (another member's address id is answered as unknown, 404) or a country for a quick quote.
 * When no service can carry a group the engine refuses with 'Could not ship to seleted address.' (400). Rates
 * in CAD come from the catalogue's Canadian price set (404 when none is published).
 */
export function shippingRatesRoute(pool: pg.Pool, currentCatalogue: () => Promise<Catalogue>): Router {
  return Router().post('/api/data/sh/:collectibleType/:collectibleDate/:currency', requireUser, async (req, res) => {
    const params = parseOr400(ShippingRatesParams, req.params);
    collectibleTypeParam(params.collectibleType);
    if (!isCollectibleDate(params.collectibleDate)) throw new DomainError('invalid', catalogueDataMessages.collectibleDate);
    const currency = Currency.safeParse(params.currency.toUpperCase());
    if (!currency.success) throw new DomainError('invalid', catalogueDataMessages.currency);
    const body = parseOr400(ShippingRatesBody, req.body);
    const destinationCountry =
      'addressId' in body.shipping ? await countryOfOwnAddress(pool, req.user!.userId, body.shipping.addressId) : body.shipping.country.toUpperCase();
    // The rates in the currency asked: the catalogue's own (US$) or its Canadian price set, never a conversion.
    const priced = catalogueInCurrency(await currentCatalogue(), currency.data);
    if (!priced) throw new DomainError('not_found', catalogueDataMessages.notPricedIn(currency.data));
    const groups = quoteShippingRates(priced, {
      originCountry: body.originCountry.toUpperCase(),
      destinationCountry,
      tiers: body.tiers.map(({ id, insuredCents, count }) => ({ id, insuredCents, count })),
      scope: body.scope,
    });
    res.set('Cache-Control', 'private, no-store').json({ groups } satisfies ShippingRatesResponse);
  });
}

/** The country of one of the member's own addresses (address-book read model); anyone else's is not found. */
async function countryOfOwnAddress(pool: pg.Pool, memberId: string, addressId: string): Promise<string> {
  const { rows } = await pool.query<{ country: string }>('SELECT country FROM addresses WHERE address_id = $1 AND member_id = $2', [addressId, memberId]);
  const country = rows[0]?.country;
  if (!country) throw new DomainError('not_found', catalogueDataMessages.addressNotFound);
  return country;
}
