import { onFirstUse } from '../first-use';

const loadFileType = onFirstUse(() => import('file-type'));

export type UploadKind = 'image' | 'video' | 'document';

/**
 * The only formats accepted, recognised from the file's bytes (never from its name or declared type).
 * SVG and HTML are deliberately absent: they can carry scripts.
 */
const ALLOWED: Record<string, { kind: UploadKind; mime: string }> = {
  png: { kind: 'image', mime: 'image/png' },
  jpg: { kind: 'image', mime: 'image/jpeg' },
  gif: { kind: 'image', mime: 'image/gif' },
  webp: { kind: 'image', mime: 'image/webp' },
  avif: { kind: 'image', mime: 'image/avif' },
  mp4: { kind: 'video', mime: 'video/mp4' },
  webm: { kind: 'video', mime: 'video/webm' },
  mov: { kind: 'video', mime: 'video/quicktime' },
  pdf: { kind: 'document', mime: 'application/pdf' },
  docx: { kind: 'document', mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
  xlsx: { kind: 'document', mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  pptx: {
    kind: 'document',
    mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  },
  odt: { kind: 'document', mime: 'application/vnd.oasis.opendocument.text' },
  ods: { kind: 'document', mime: 'application/vnd.oasis.opendocument.spreadsheet' },
  odp: { kind: 'document', mime: 'application/vnd.oasis.opendocument.presentation' },
  cfb: { kind: 'document', mime: 'application/x-cfb' },
};

export interface DetectedType {
  ext: string;
  kind: UploadKind;
  mime: string;
}

export async function detectUploadType(bytes: Buffer): Promise<DetectedType | null> {
  const detected = await (await loadFileType()).fileTypeFromBuffer(bytes);
  if (!detected) return null;
  const allowed = ALLOWED[detected.ext];
  return allowed ? { ext: detected.ext, ...allowed } : null;
}

/** Inline display is safe for media and PDF under the sandbox policy; office files download. */
export const isInlineType = (mime: string): boolean =>
  mime.startsWith('image/') || mime.startsWith('video/') || mime === 'application/pdf';
