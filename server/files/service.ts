import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { LIMITS, UPLOAD_DIRECTORY_DEFAULT } from '../../common/constants';
import type { Db } from '../db/client';
import { uploadedFiles } from '../db/schema';
import { AppError } from '../errors';
import { detectUploadType, type UploadKind } from './file-types';
import type { FileStorage } from './storage';
import { hasVariants, isReadableImage, renderVariants, storeVariants } from './variants';

export const UPLOADS_PATH = '/uploads';
const INVALID_FILE = 'Please upload a valid file';
const INVALID_IMAGE = `Please upload an image that opens, of at most ${LIMITS.imagePixelsMax / 1_000_000} megapixels`;
const DIRECTORY = /^[a-z0-9][a-z0-9_-]{0,62}$/i;

export interface UploadInput {
  bytes: Buffer;
  truncated: boolean;
  /** What the client says it sends (image, video, document, file); the bytes must agree. */
  declaredType?: string;
  directory?: string;
}

const DECLARED: Record<string, UploadKind[]> = {
  image: ['image'],
  video: ['video'],
  document: ['document'],
  media: ['image', 'video'],
  file: ['image', 'video', 'document'],
};

/** POST /files: checks size and real type, stores the bytes under a fresh key, records the upload. */
export async function storeUpload(db: Db, storage: FileStorage, ownerId: number, input: UploadInput) {
  if (input.truncated || input.bytes.length > LIMITS.documentBytes) {
    throw new AppError('payload_too_large', 'Documents exceed 25MB.');
  }
  if (input.bytes.length === 0) throw new AppError('bad_request', INVALID_FILE);
  const directory = input.directory?.trim() || UPLOAD_DIRECTORY_DEFAULT;
  if (!DIRECTORY.test(directory)) {
    throw new AppError('bad_request', 'directory may only contain letters, digits, dashes and underscores');
  }
  const type = await detectUploadType(input.bytes);
  if (!type) throw new AppError('unsupported_media_type', INVALID_FILE);
  const declared = input.declaredType?.trim().toLowerCase();
  const accepted = declared ? DECLARED[declared] : DECLARED.file;
  if (!accepted) throw new AppError('bad_request', `Unknown upload type '${declared}'`);
  if (!accepted.includes(type.kind)) throw new AppError('unsupported_media_type', INVALID_FILE);

  // An image is decoded once here: one that cannot be (damaged, cut short, too many pixels) is refused
  // now rather than costing a failed decoding on every request for its variants.
  const variants = hasVariants(type.mime)
    ? await renderVariants(input.bytes).catch(() => null)
    : type.kind === 'image' && !(await isReadableImage(input.bytes))
      ? null
      : [];
  if (variants === null) throw new AppError('bad_request', INVALID_IMAGE);
  const key = `${directory}/${new Date().toISOString().slice(0, 7)}/${randomUUID()}.${type.ext}`;
  await storage.put(key, input.bytes, type.mime);
  // Pages offer these widths in a srcset (common/images.ts); one not stored here is made when first asked.
  await storeVariants(storage, key, variants).catch(() => undefined);
  const [row] = await db
    .insert(uploadedFiles)
    .values({
      ownerId,
      storageKey: key,
      link: `${UPLOADS_PATH}/${key}`,
      contentType: type.mime,
      size: input.bytes.length,
      directory,
      status: 'uploaded',
    })
    .returning();
  return row!;
}

/** Remembers that an upload's variants cannot be made, so no request decodes it again. */
export async function markVariantsFailed(db: Db, id: number) {
  await db.update(uploadedFiles).set({ variantsFailedAt: new Date() }).where(eq(uploadedFiles.id, id));
}

export async function findUpload(db: Db, key: string) {
  const [row] = await db.select().from(uploadedFiles).where(eq(uploadedFiles.storageKey, key));
  return row;
}
