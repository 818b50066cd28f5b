import { contentViewOf, type BannerView, type ConventionView, type NewsItemView, type NewsletterView, type OnsiteView, type SigningView } from '@certus/contracts';
import { aBanner, aConvention, aNewsItem, aNewsletter, aSigning, anOnsite } from '@certus/contracts/content/testing/content-records';

/** Public views for tests, made as the query side makes them (contentViewOf) from the contracts' record builders. */
const url = (key: string) => `/storage/${key}`;
export const aConventionView = (name = 'nycc-2027', overrides: Parameters<typeof aConvention>[0] = {}) => contentViewOf(name, aConvention(overrides), url) as ConventionView;
export const aSigningView = (name = 'mcfarlane-nycc', overrides: Parameters<typeof aSigning>[0] = {}) => contentViewOf(name, aSigning(overrides), url) as SigningView;
export const anOnsiteView = (name = 'onsite-c2e2', overrides: Parameters<typeof anOnsite>[0] = {}) => contentViewOf(name, anOnsite(overrides), url) as OnsiteView;
export const aBannerView = (name = 'spring', overrides: Parameters<typeof aBanner>[0] = {}) => contentViewOf(name, aBanner(overrides), url) as BannerView;
export const aNewsItemView = (name = 'express', overrides: Parameters<typeof aNewsItem>[0] = {}) => contentViewOf(name, aNewsItem(overrides), url) as NewsItemView;
export const aNewsletterView = (name = 'spring-newsletter', overrides: Parameters<typeof aNewsletter>[0] = {}) => contentViewOf(name, aNewsletter(overrides), url) as NewsletterView;
