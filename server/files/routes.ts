import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LIMITS } from '../../common/constants';
import { filesContract } from '../../common/contract/files';
import { parseVariant } from '../../common/images';
import { requireViewer } from '../auth/authenticate';
import { AppError } from '../errors';
import { requireEvent } from '../events/service';
import { implement, registerEndpoints } from '../http/endpoint';
import { requireNotArchived } from '../plans/archive';
import { projectPolicy } from '../policies/project';
import { loadProjectById } from '../projects/resource';
import { isInlineType } from './file-types';
import { findUpload, markVariantsFailed, storeUpload, UPLOADS_PATH } from './service';
import { hasVariants, loadVariant } from './variants';

const fieldValue = (field: unknown): string | undefined => {
  const value = (field as { value?: unknown } | undefined)?.value;
  return typeof value === 'string' ? value : undefined;
};

const idField = (field: unknown): number | null => {
  const value = fieldValue(field);
  if (value === undefined || value === '') return null;
  if (!/^[1-9]\d{0,9}$/.test(value)) throw new AppError('bad_request', 'Invalid id field');
  return Number(value);
};

/**
 * An upload for a project (its picture, a document) or an event is a change to it: refused with 409
 * while it is archived, like every other write (docs/plans.md), and a project's only by its team.
 */
async function requireWritableTarget(request: FastifyRequest, fields: Record<string, unknown>) {
  const projectId = idField(fields.projectId);
  const eventId = idField(fields.eventId);
  if (projectId !== null) {
    const { actor, record } = await loadProjectById(request, { action: 'edit' }, projectId);
    projectPolicy.authorize(actor, 'edit', record);
  }
  if (eventId !== null) requireNotArchived(await requireEvent(request.server.ctx.db, eventId));
}

/**
 * POST /api-v2/files (multipart: attachment, type, progressId, directory, projectId, eventId). The
 * fields name the project or event only once the body is read, so the target is checked here, not by
 * a resource of the guard.
 */
export const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(fastifyMultipart, {
    limits: { fileSize: LIMITS.documentBytes, files: 1, fields: 10, fieldSize: 1024, parts: 12 },
    throwFileSizeLimit: false,
  });
  registerEndpoints(app, filesContract, {
    upload: implement(filesContract.upload, {
      config: { rateLimit: { max: app.ctx.config.UPLOAD_RATE_LIMIT, timeWindow: '1 minute' } },
      handle: async ({ request }) => {
        const viewer = requireViewer(request);
        if (!request.isMultipart()) throw new AppError('bad_request', "failed to get file 'attachment'");
        // Fields sent before the file are read from the file part; send them first, as browsers do.
        const part = await request.file();
        if (part?.fieldname !== 'attachment') {
          throw new AppError('bad_request', "failed to get file 'attachment'");
        }
        const bytes = await part.toBuffer();
        await requireWritableTarget(request, part.fields);
        const row = await storeUpload(app.ctx.db, app.ctx.storage, viewer.id, {
          bytes,
          truncated: part.file.truncated,
          declaredType: fieldValue(part.fields.type),
          directory: fieldValue(part.fields.directory),
        });
        return {
          link: row.link,
          status: row.status,
          contentType: row.contentType,
          size: row.size,
          progressId: fieldValue(part.fields.progressId) ?? null,
        };
      },
    }),
  });
};

/**
 * Serves uploads with the type recorded at upload time, never sniffed, inside a sandbox that runs no
 * script even if a file were crafted to look like a page.
 */
export const uploadServingRoutes: FastifyPluginAsync = async (app) => {
  app.get(`${UPLOADS_PATH}/*`, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    // A WebP variant of a still image (common/images.ts) is served under its original's rules.
    const variant = parseVariant(key);
    const row = await findUpload(app.ctx.db, variant?.original ?? key);
    const bytes = !row
      ? null
      : !variant
        ? await app.ctx.storage.get(row.storageKey)
        : hasVariants(row.contentType) && !row.variantsFailedAt
          ? await loadVariant(app.ctx.storage, row.storageKey, variant.width).catch(async () => {
              await markVariantsFailed(app.ctx.db, row.id);
              return null;
            })
          : null;
    if (!row || !bytes) return reply.status(404).send({ message: 'File not found' });
    return reply
      .header('content-type', variant ? 'image/webp' : row.contentType)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cross-origin-resource-policy', 'same-site')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('content-disposition', isInlineType(row.contentType) ? 'inline' : 'attachment')
      .send(bytes);
  });
};
