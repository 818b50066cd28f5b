import { http, HttpResponse } from 'msw';
import {
  submitDataFor,
  type CertifiedComicResponse,
  type CollectibleType,
  type ComicLine,
  type CountryCode,
  type LookupResponse,
  type Signature,
  type SubmitDataResponse,
  type TurnaroundResponse,
  type UserProfileResponse,
} from '@certus/contracts';
import { aLine, aSignature as aContractsSignature, seedCatalogue } from '@certus/contracts/pricing/test-support';
import { aMember, aUserProfile } from '../../../testing/builders.ts';
import { apiUrl, server } from '../../../testing/msw-server.ts';
import { emptyCart, type CartState } from '../cart/cart-slice.ts';
import { CART_STORAGE_KEY } from '../cart/cart-storage.ts';
import { aTurnaround } from '../../pricing/testing/pricing-server.ts';

/** The real seed catalogue (contracts/catalogue/catalogue.json), as the catalogue projection publishes it. */
export { seedCatalogue };

let sequence = 0;
const next = () => ++sequence;

/** GET /api/data/submitdata/{country}/{type} as query-service answers it from the seed catalogue. */
export function aSubmitData(
  { countryCode = 'US', collectibleType = 'Comic' }: { countryCode?: CountryCode; collectibleType?: CollectibleType } = {},
  overrides: Partial<SubmitDataResponse> = {},
): SubmitDataResponse {
  return { ...submitDataFor(seedCatalogue, countryCode, collectibleType), ...overrides };
}

/** A modern comic on MN (1975 on, up to $400): the most common line; each with its own issue number. */
export function aComicLine(overrides: Partial<ComicLine> = {}): ComicLine {
  return aLine({ title: 'Amazing Spider-Man', issue: String(300 + next()), ...overrides });
}

export function aSignature(overrides: Partial<Signature> = {}): Signature {
  return aContractsSignature({ date: '1998-05-02', location: null, ...overrides });
}

/** A cart as the browser stores it for this owner, on the seed's version. */
export function aCart(ownerId: string, overrides: Partial<CartState> = {}): CartState {
  return { ...emptyCart(ownerId, seedCatalogue.version), ...overrides };
}

export function aCertifiedComic(overrides: Partial<CertifiedComicResponse> = {}): CertifiedComicResponse {
  return { id: '12345678901234', collectibleType: 'Comic', category: 'Certified', title: 'X-Men', issue: '1', year: 1963, grade: 9.4, ...overrides };
}

export function storeCart(cart: CartState): void {
  window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(cart));
}

export function storedCart(): CartState | null {
  const raw = window.localStorage.getItem(CART_STORAGE_KEY);
  return raw ? (JSON.parse(raw) as CartState) : null;
}

interface SubmissionServerOptions {
  membership?: string;
  profile?: UserProfileResponse;
  submitData?: (countryCode: CountryCode, collectibleType: CollectibleType) => SubmitDataResponse;
  titles?: LookupResponse;
  comics?: CertifiedComicResponse[];
  /** GET /api/data/turnaround (the line's measured turnaround): nothing measured and no message by default. */
  turnaround?: TurnaroundResponse;
}

/** The builder's endpoints over the seed catalogue; records the lookups and submit-data requests it answers. */
export function submissionServer({ membership = 'Clubmember', profile, submitData, titles = [], comics = [], turnaround = aTurnaround() }: SubmissionServerOptions = {}) {
  const requests = { submitData: [] as string[], lookups: [] as string[] };
  server.use(
    http.get(apiUrl('/api/userprofile'), () => HttpResponse.json(profile ?? aUserProfile({ member: aMember({ membership }) }))),
    http.get(apiUrl('/api/data/submitdata/:country/:type'), ({ params }) => {
      const country = String(params.country) as CountryCode;
      const type = String(params.type) as CollectibleType;
      requests.submitData.push(`${country}/${type}`);
      return HttpResponse.json(submitData ? submitData(country, type) : aSubmitData({ countryCode: country, collectibleType: type }));
    }),
    http.get(apiUrl('/api/data/values/:name'), ({ request }) => {
      const value = new URL(request.url).searchParams.get('value') ?? '';
      requests.lookups.push(value);
      return HttpResponse.json(titles.filter((t) => t.value.toLowerCase().includes(value.toLowerCase())));
    }),
    http.get(apiUrl('/api/data/turnaround'), () => HttpResponse.json(turnaround)),
    http.get(apiUrl('/api/comics/:id/:type'), ({ params }) => {
      const comic = comics.find((c) => c.id === params.id);
      return comic ? HttpResponse.json(comic) : HttpResponse.json({ message: 'Invalid Id for reholder' }, { status: 404 });
    }),
  );
  return requests;
}
