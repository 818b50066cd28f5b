import { ContentView } from '@certus/contracts';

/**
 * The draft an editor previews before publishing: the form hands it to /preview, opened in a new tab, through
 * this browser's localStorage (a new tab does not share the form's memory). Parsed with the contracts'
 * ContentView when read: it is input like any other.
 */
export const DRAFT_PREVIEW_KEY = 'certus.preview-draft';

export function storeDraftPreview(view: ContentView, storage: Storage = window.localStorage): void {
  storage.setItem(DRAFT_PREVIEW_KEY, JSON.stringify(view));
}

export function readDraftPreview(storage: Storage = window.localStorage): ContentView | null {
  try {
    const parsed = ContentView.safeParse(JSON.parse(storage.getItem(DRAFT_PREVIEW_KEY) ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
