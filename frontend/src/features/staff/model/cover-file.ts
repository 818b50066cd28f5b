import { MAX_UPLOAD_BYTES, orderMessages } from '@certus/contracts';
import { staffMessages } from './staff-messages.ts';

/**
 * Checked in the browser before a byte is sent (spec 5 / 9: JPEG, at most 50 MB), so a wrong file costs the
 * worker no upload. The server checks again (by the first bytes) and says it in the same words.
 */
export function coverFileProblem(file: Pick<File, 'name' | 'size' | 'type'>): string | null {
  const jpegByName = /\.jpe?g$/i.test(file.name);
  if (file.type ? file.type !== 'image/jpeg' : !jpegByName) return orderMessages.coverNotJpeg;
  if (file.size === 0) return staffMessages.coverEmpty;
  if (file.size > MAX_UPLOAD_BYTES) return orderMessages.coverTooLarge;
  return null;
}
