/**
 * Every user-facing text of the builder, the reholder step, the promo step and the cart notices (spec 5,
 * 8). One place, so the browser and the server (modelState, refused promos) say the same thing. Texts the
 * spec quotes are kept word for word, typos included ('seleted', 'Shippping'): members and support know them.
 */
export const submissionMessages = {
  titleRequired: 'Please enter the title.',
  quantityRequired: 'Please enter the quantity.',
  issueRequired: 'Please enter the issue number.',
  insuredRequired: 'Please enter the insured value.',
  publisherRequired: 'Please enter the publisher.',
  yearAbove1900: 'Please enter a year after 1900.',
  customTitleMustMatch: 'Please choose a title from the list, or tick "Custom title" to use your own.',
  originalArtNeedsSignature: 'Original Art needs at least one signature.',
  aspNeedsNameAndDate: "An authentic (ASP) signature needs the signer's name and the date.",
  removeVerifiedPlusFirst: 'Please remove Verified Plus first and then try again.',
  gradeScreenRange: 'The grade screen must be between 2.5 and 9.9.',
  insuredOverLimit: 'Books insured over $500,000 cannot be submitted online. Please contact customer service.',
  tooManyComics: 'A submission can hold at most 100 comics.',
  reholderSelectValid: 'Please select valid comic/magazine/manga reholder and proceed',
  reholderInvalidId: 'Invalid Id for reholder',
  reholderRawGrade: 'Raw Grade comics/magazine are invalid for reholder',
  cartNewServices: 'New services and prices are available. Your cart was reset.',
  canadaUnavailable: 'Canada submission is not available. Your cart was reset to the United States.',
  gradingPressScreenUnavailable: 'Grading Press Screen is temporarily unavailable. Your cart was reset.',
  changeRegionConfirm: 'Changing the country or the collectible type empties your cart. Do you want to continue?',
  tierNotForLine: "This service is not offered for this book's type, year and insured value.",
  partialGradeNotOffered: 'Partial grade is offered only with services of 10 business days or more.',
  pressNotOffered: "Pressing is not offered with this service for this book's insured value.",
  expressNotOffered: 'Priority and Express are not offered with this service.',
} as const;

export const promoMessages = {
  enterCode: 'Please enter code',
  itemsTotalZero: 'Can not apply promo code because items total is 0.',
  invalid: (code: string) => `${code} Promo Code is invalid`,
  cannotBeUsed: (code: string) => `${code} promo code cannot be used!`,
  freeShippingNeedsAddress: 'First select shipping address then apply Free Shippping promo code!',
  welcomeNotEligible: 'The welcome promo code is only for your first order.',
  reholderNotForFree: 'Reholder promo codes are not available with the Free membership.',
  freeBooksNotEnough: 'There are not enough books in your submission for this promo code.',
} as const;
