import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CarrierAccount, CollectibleType, ComicLine, CountryCode, RateQuote, ShippingChoice } from '@certus/contracts';

/** A chosen rate, for the whole order (tierId null) or for one tier group. */
export type ChosenRate = RateQuote & { tierId: string | null };

/**
 * The submission cart (spec 3 Submission, 4 Submission cart): what the member is building, kept in local
 * storage (cart-storage.ts) and tied to the member who built it. Prices are not kept: they are computed
 * from it with the contracts' pricing engine wherever they are shown.
 */
export interface CartState {
  /** The catalogue version the cart was built on; null until the catalogue is first read. */
  version: number | null;
  /** The member it belongs to: another member's cart is discarded (spec 4). */
  ownerId: string | null;
  countryCode: CountryCode;
  collectibleType: CollectibleType;
  comics: ComicLine[];
  isGradingPressScreen: boolean;
  dropOffId: string | null;
  shipping: ShippingChoice | null;
  shippingAccount: CarrierAccount | null;
  rateScope: 'order' | 'tier';
  chosenRates: ChosenRate[];
  isInsurance: boolean;
  uninsuredConfirmed: boolean;
  payMethodId: string | null;
  promoCode: string | null;
  rewardsRequestedCents: number;
  /** Review without a promo code (spec 2.3: review shows when a promo code is set or preview mode is on). */
  previewMode: boolean;
}

export const emptyCart = (ownerId: string | null = null, version: number | null = null): CartState => ({
  version,
  ownerId,
  countryCode: 'US',
  collectibleType: 'Comic',
  comics: [],
  isGradingPressScreen: false,
  dropOffId: null,
  shipping: null,
  shippingAccount: null,
  rateScope: 'order',
  chosenRates: [],
  isInsurance: true,
  uninsuredConfirmed: false,
  payMethodId: null,
  promoCode: null,
  rewardsRequestedCents: 0,
  previewMode: false,
});

/** Rates depend on the tiers, counts and insured values: any change to the lines makes them stale (spec 4). */
const clearRates = (state: CartState) => {
  state.chosenRates = [];
};

export const cartSlice = createSlice({
  name: 'cart',
  initialState: emptyCart(),
  reducers: {
    /** A stored cart (already checked for owner and version by cart-storage), or an empty one for this member. */
    cartLoaded: (_state, action: PayloadAction<CartState>) => action.payload,
    /** Country or collectible type changed: the cart starts over (the page asks first when it has items). */
    regionChanged: (state, action: PayloadAction<{ countryCode: CountryCode; collectibleType: CollectibleType }>) => ({
      ...emptyCart(state.ownerId, state.version),
      ...action.payload,
    }),
    /**
     * A submission started from a template (/account/template): its country, type and lines replace the cart;
     * nothing of a price is kept, so the cart is priced with the catalogue of the day wherever it is shown.
     */
    templateStarted: (state, action: PayloadAction<{ countryCode: CountryCode; collectibleType: CollectibleType; comics: ComicLine[] }>) => ({
      ...emptyCart(state.ownerId, state.version),
      ...action.payload,
    }),
    cartReset: (state, action: PayloadAction<{ version: number | null } | undefined>) =>
      emptyCart(state.ownerId, action.payload?.version ?? state.version),
    /** After a successful submit (spec 4: the cart is cleared). */
    cartSubmitted: (state) => emptyCart(state.ownerId, state.version),
    catalogueVersionSeen: (state, action: PayloadAction<number>) => {
      state.version = action.payload;
    },
    comicAdded: (state, action: PayloadAction<ComicLine>) => {
      state.comics.push(action.payload);
      clearRates(state);
    },
    comicUpdated: (state, action: PayloadAction<ComicLine>) => {
      const index = state.comics.findIndex((c) => c.uniqueId === action.payload.uniqueId);
      if (index >= 0) state.comics[index] = action.payload;
      clearRates(state);
    },
    comicRemoved: (state, action: PayloadAction<string>) => {
      state.comics = state.comics.filter((c) => c.uniqueId !== action.payload);
      clearRates(state);
    },
    gradingPressScreenSet: (state, action: PayloadAction<boolean>) => {
      state.isGradingPressScreen = action.payload;
      clearRates(state);
    },
    /** Spec 4: changing the drop-off clears the shipping address (and so the rates). */
    dropOffSet: (state, action: PayloadAction<string>) => {
      if (state.dropOffId !== action.payload) {
        state.shipping = null;
        state.shippingAccount = null;
        clearRates(state);
      }
      state.dropOffId = action.payload;
    },
    shippingSet: (state, action: PayloadAction<{ shipping: ShippingChoice; shippingAccount: CarrierAccount | null }>) => {
      state.shipping = action.payload.shipping;
      state.shippingAccount = action.payload.shippingAccount;
      clearRates(state);
    },
    ratesChosen: (state, action: PayloadAction<{ scope: 'order' | 'tier'; rates: ChosenRate[] }>) => {
      state.rateScope = action.payload.scope;
      state.chosenRates = action.payload.rates;
    },
    insuranceSet: (state, action: PayloadAction<boolean>) => {
      state.isInsurance = action.payload;
      if (action.payload) state.uninsuredConfirmed = false;
    },
    uninsuredConfirmedSet: (state, action: PayloadAction<boolean>) => {
      state.uninsuredConfirmed = action.payload;
    },
    payMethodSet: (state, action: PayloadAction<string>) => {
      state.payMethodId = action.payload;
    },
    promoCodeSet: (state, action: PayloadAction<string | null>) => {
      state.promoCode = action.payload;
    },
    rewardsRequestedSet: (state, action: PayloadAction<number>) => {
      state.rewardsRequestedCents = Math.max(0, Math.floor(action.payload));
    },
    previewModeSet: (state, action: PayloadAction<boolean>) => {
      state.previewMode = action.payload;
    },
  },
  selectors: {
    selectCart: (state) => state,
    selectCartComics: (state) => state.comics,
  },
});

export const cartActions = cartSlice.actions;
export const { selectCart, selectCartComics } = cartSlice.selectors;
