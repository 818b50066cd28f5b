import type { OperationRow } from './document.ts';
import { CommandAccepted } from '../http/account.ts';
import * as stores from '../http/stores.ts';
import { DEFAULT_LOCATION, DISTANCE_CHOICES, MAX_DISTANCE_MILES, MAX_STORES_RETURNED, OWN_SHOP_TYPE, storeMessages } from '../stores/store-locator.ts';

const editorOnly = { 403: 'The caller is not an editor.' };
const storeBodyNote =
  'The whole record each time. Without latitude and longitude the store is placed at the centre of its ZIP or postal code area ' +
  '(offline geodata; a code it does not know is refused on zipPostal: give the coordinates). publishFrom defaults to now (a store ' +
  'already published keeps its start), publishUntil to never; both ISO 8601 with an offset.';

/** The store records and the store locator (issue [3/7]): the editor's commands and list, the public search. */
export const storeOperations: OperationRow[] = [
  {
    method: 'post',
    path: stores.NEARBY_STORES_PATH,
    operationId: 'findNearbyStores',
    tag: 'Store locator',
    summary: `Our live stores within a distance of a place, nearest first (at most ${MAX_STORES_RETURNED})`,
    description:
      `Spec 3 Store search. Searched from, the first given: latitude and longitude (with currentAddress as its label), zipcode ` +
      `(a US ZIP or a Canadian postal code), search_term (a code, or a place name: "Plano, TX", "Toronto"), else ${DEFAULT_LOCATION.label}. ` +
      `distance in miles, default 200, at most ${MAX_DISTANCE_MILES} (the site offers ${DISTANCE_CHOICES.join(', ')}); shopType is ` +
      `'${OWN_SHOP_TYPE}' (our own stores) or absent. Distances are great-circle miles. A read with a body: public, no token; ` +
      'the answer may be cached for 300 s (spec 7.5).',
    body: { schema: stores.NearbyStoresBody },
    ok: { description: 'Where the search was made from (label and coordinates), the distance, its map zoom (spec 9) and the stores.', schema: stores.NearbyStoresResponse },
    invalid: { description: `A field is wrong, or no place has that code or name (heading '${storeMessages.searchFailed}', keyed "model.<field>").` },
  },
  {
    method: 'get',
    path: stores.EDITOR_STORES_PATH,
    operationId: 'listEditorStores',
    tag: 'Editor',
    summary: 'Every store ever published, with where it stands now: live, scheduled, ended or withdrawn',
    bearer: true,
    ok: { description: 'The stores by name (not cached).', schema: stores.EditorStoresResponse },
    errors: editorOnly,
  },
  {
    method: 'post',
    path: stores.EDITOR_STORES_PATH,
    operationId: 'publishStore',
    tag: 'Editor',
    summary: 'Publish a new store on the store locator',
    description: `${storeBodyNote} With an Idempotency-Key, a retry records nothing more and answers the same store id.`,
    bearer: true,
    body: { schema: stores.StoreBody },
    ok: { description: 'Published: the store id and the position to read after.', schema: stores.StoreSaved },
    invalid: { description: `The form has errors (heading '${storeMessages.saveFailed}'), keyed "model.<field>".` },
    errors: editorOnly,
  },
  {
    method: 'post',
    path: '/api/editor/stores/{storeId}/publish',
    operationId: 'republishStore',
    tag: 'Editor',
    summary: 'Publish a withdrawn store again, with its record as sent',
    description: `${storeBodyNote} A store that is published already answers 409 (change it instead), unless this is the same publication again.`,
    bearer: true,
    params: stores.StoreIdPath,
    body: { schema: stores.StoreBody },
    ok: { description: 'Published again.', schema: stores.StoreSaved },
    invalid: { description: `The form has errors (heading '${storeMessages.saveFailed}'), keyed "model.<field>".` },
    errors: editorOnly,
  },
  {
    method: 'post',
    path: '/api/editor/stores/{storeId}',
    operationId: 'reviseStore',
    tag: 'Editor',
    summary: "Change a published store's record or publish window",
    description: `${storeBodyNote} Saving it unchanged records nothing. A withdrawn store answers 409: publish it again first.`,
    bearer: true,
    params: stores.StoreIdPath,
    body: { schema: stores.StoreBody },
    ok: { description: 'Changed (or unchanged).', schema: CommandAccepted },
    invalid: { description: `The form has errors (heading '${storeMessages.saveFailed}'), keyed "model.<field>".` },
    errors: { ...editorOnly, 404: storeMessages.notFound },
  },
  {
    method: 'post',
    path: '/api/editor/stores/{storeId}/withdraw',
    operationId: 'withdrawStore',
    tag: 'Editor',
    summary: 'Take a store off the locator, whatever its window says',
    description: 'Withdrawing a withdrawn store records nothing. It can be published again later.',
    bearer: true,
    params: stores.StoreIdPath,
    ok: { description: 'Withdrawn.', schema: CommandAccepted },
    invalid: { description: 'The store id is malformed.' },
    errors: { ...editorOnly, 404: storeMessages.notFound },
  },
];
