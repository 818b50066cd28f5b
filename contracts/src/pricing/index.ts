/** The pure pricing engine (spec 4, 5, 9): the same code prices in the browser and on the command side. */
export * from './tier-rules.ts';
export * from './turnaround.ts';
export * from './line-pricing.ts';
export * from './grading-press-screen.ts';
export * from './member-discounts.ts';
export * from './promo.ts';
export * from './shipping-rates.ts';
export * from './submission-pricing.ts';
