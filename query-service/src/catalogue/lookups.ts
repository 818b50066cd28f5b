import { Router } from 'express';
import { DomainError, LOOKUP_MIN_CHARACTERS, catalogueDataMessages, type LookupResponse } from '@certus/contracts';
import { LookupName } from '@certus/contracts';
import { caseInsensitive } from './data-params.ts';
import { lookUp } from './reference-lookups.ts';

/** GET /api/data/values/{name}?value= (spec 7.3): the builder's type-ahead for title, mtitle, publisher and variant; public. */
export function lookupsRoute(): Router {
  return Router().get('/api/data/values/:name', (req, res) => {
    const name = caseInsensitive(LookupName.options, req.params.name);
    if (!name) throw new DomainError('invalid', catalogueDataMessages.unknownLookup(req.params.name));
    const value = typeof req.query.value === 'string' ? req.query.value : '';
    if (value.trim().length < LOOKUP_MIN_CHARACTERS) throw new DomainError('invalid', catalogueDataMessages.lookupTooShort);
    res.set('Cache-Control', 'public, max-age=300').json(lookUp(name, value) satisfies LookupResponse);
  });
}
