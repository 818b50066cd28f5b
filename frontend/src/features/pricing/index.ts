// The public face of the pricing feature (spec 2.1 pricing pages, 7.5 turnaround, the shipping test screen):
// the price list from the published catalogue in the site's currency, turnaround measured from our own
// orders with its fallback, and the shipping rates for a destination. Lazy route code only (it brings the API).
export { PriceList, AddOnTable, PriceListHeading, TurnaroundNow, usePriceList } from './components/price-list.tsx';
export { TurnaroundFigure, MeasuredTurnaround, useTurnaroundFigures } from './components/turnaround-figure.tsx';
export { PriceTable, type PriceRow } from './components/price-table.tsx';
export { useGetPriceListQuery, useGetTurnaroundQuery, useGetTatMessageQuery, useLazyTestShippingQuery } from './api/pricing-api.ts';
export { pricingMessages } from './pricing-messages.ts';
export { daysText } from './lib/turnaround-words.ts';
