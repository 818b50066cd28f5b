import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * Why the cart was last reset behind the member's back (spec 4, 8 Cart reset notices): shown on the
 * builder until dismissed, besides the toast, which closes after 3 seconds.
 */
export interface CartNoticeState {
  message: string | null;
}

export const cartNoticeSlice = createSlice({
  name: 'cartNotice',
  initialState: (): CartNoticeState => ({ message: null }),
  reducers: {
    cartNoticeShown: (state, action: PayloadAction<string>) => {
      state.message = action.payload;
    },
    cartNoticeDismissed: (state) => {
      state.message = null;
    },
  },
  selectors: {
    selectCartNotice: (state) => state.message,
  },
});

export const { cartNoticeShown, cartNoticeDismissed } = cartNoticeSlice.actions;
