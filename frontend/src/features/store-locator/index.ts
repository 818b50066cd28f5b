// What other features use of the store locator: the store card (the editor's preview) and the stores' tag.
export { StoreCard, type StoreCardStore } from './components/store-card.tsx';
export { STORES_TAG } from './api/store-locator-api.ts';
