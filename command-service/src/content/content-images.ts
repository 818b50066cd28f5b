import { createHash } from 'node:crypto';
import {
  CONTENT_IMAGE_KEY_PATTERN,
  DomainError,
  checkContentImage,
  contentImageKey,
  contentMessages,
  type ContentRecord,
  type ContentRecordBody,
  type ImageProblem,
  type StoredContentImage,
} from '@certus/contracts';
import type { FileStorage } from '@certus/infra';

export const IMAGE_PROBLEM_MESSAGES: Record<ImageProblem, string> = {
  'not-an-image': contentMessages.imageNotAnImage,
  damaged: contentMessages.imageDamaged,
  'too-many-pixels': contentMessages.imageTooManyPixels,
};

/** An image as stored for content: measured from its bytes, keyed by their digest. */
export function measureContentImage(bytes: Uint8Array): { image: StoredContentImage } | { problem: ImageProblem } {
  const check = checkContentImage(bytes);
  if (!check.ok) return { problem: check.problem };
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  return {
    image: { key: contentImageKey(sha256, check.extension), contentType: check.contentType, width: check.width, height: check.height, bytes: bytes.length, sha256 },
  };
}

/**
 * The record an editor's body describes, its image (named by the storage key the upload answered) read back
 * from storage and measured again: the record carries what the file is, not what the browser said about it.
 * A key that names no stored file, or a file that is not an image the site takes, is the editor's 400.
 */
export async function recordOfBody(body: ContentRecordBody, storage: FileStorage): Promise<ContentRecord> {
  if (body.kind === 'newsletter') return body;
  const key = body.image;
  if (key === null) {
    if (body.kind === 'banner' || body.kind === 'slide') throw new DomainError('invalid', contentMessages.imageRequired, 'record.image');
    return { ...body, image: null } as ContentRecord;
  }
  if (!CONTENT_IMAGE_KEY_PATTERN.test(key)) throw new DomainError('invalid', contentMessages.imageNotUploaded, 'record.image');
  const bytes = await storage.read(key);
  if (!bytes) throw new DomainError('invalid', contentMessages.imageNotUploaded, 'record.image');
  const measured = measureContentImage(bytes);
  if ('problem' in measured || measured.image.key !== key) throw new DomainError('invalid', contentMessages.imageNotUploaded, 'record.image');
  return { ...body, image: measured.image } as ContentRecord;
}
