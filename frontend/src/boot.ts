import { startAfterFirstPicture } from './boot/start-after-first-picture.ts';

// The entry of pages the site's server drew whole: see boot/start-after-first-picture.ts.
void startAfterFirstPicture(document, (src) => import(/* @vite-ignore */ src));
