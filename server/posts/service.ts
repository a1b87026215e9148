import { and, desc, eq, lt } from 'drizzle-orm';
import { isWebLink } from '../../common/validation';
import { sanitizeRichText } from '../content/sanitize';
import type { Db } from '../db/client';
import { posts } from '../db/schema';
import { AppError } from '../errors';
import { decodeCursor, paginate } from '../http/cursor';
import { fieldsToUpdate } from '../http/update-mask';

export type PostRow = typeof posts.$inferSelect;

export function presentPost(row: PostRow) {
  return {
    id: row.id,
    projectId: row.projectId,
    body: row.body,
    instructions: row.instructions,
    post_features: row.postFeatures,
    attachments: row.attachments,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const MAX_ATTACHMENTS = 10;
const POST_FIELDS = ['body', 'instructions', 'post_features', 'attachments'] as const;
type PostField = (typeof POST_FIELDS)[number];
export interface PostInput {
  body?: string;
  instructions?: string;
  post_features?: Record<string, unknown>;
  attachments?: string[];
}

function checkAttachments(links: string[]): string[] {
  if (links.length > MAX_ATTACHMENTS) throw new AppError('bad_request', 'Max number of files exceeded');
  for (const link of links) {
    if (!isWebLink(link) || !(link.startsWith('/uploads/') || link.startsWith('https://'))) {
      throw new AppError('bad_request', 'Please enter a valid URL');
    }
  }
  return links;
}

function columnsOf(input: PostInput, fields: readonly PostField[]) {
  const values: Partial<Pick<PostRow, 'body' | 'instructions' | 'postFeatures' | 'attachments'>> = {};
  for (const field of fields) {
    if (field === 'body') values.body = sanitizeRichText(input.body ?? '');
    if (field === 'instructions') values.instructions = sanitizeRichText(input.instructions ?? '');
    if (field === 'post_features') values.postFeatures = input.post_features ?? {};
    if (field === 'attachments') values.attachments = checkAttachments(input.attachments ?? []);
  }
  return values;
}

export async function listPosts(db: Db, projectId: number, limit: number, nextPageToken?: string) {
  const after = decodeCursor(nextPageToken, 1);
  const rows = await db
    .select()
    .from(posts)
    .where(and(eq(posts.projectId, projectId), after ? lt(posts.id, Number(after[0])) : undefined))
    .orderBy(desc(posts.id))
    .limit(limit + 1);
  const { page, nextPageToken: next } = paginate(rows, limit, (row) => [row.id]);
  return { posts: page.map(presentPost), nextPageToken: next };
}

export async function findPost(db: Db, id: number): Promise<PostRow> {
  const [row] = await db.select().from(posts).where(eq(posts.id, id));
  if (!row) throw new AppError('not_found', 'Post not found');
  return row;
}

export async function createPost(db: Db, projectId: number, input: PostInput) {
  if (!input.body?.trim() && !input.instructions?.trim()) {
    throw new AppError('bad_request', 'Please enter a body');
  }
  const [row] = await db
    .insert(posts)
    .values({
      projectId,
      ...columnsOf(
        input,
        POST_FIELDS.filter((f) => f in input),
      ),
    })
    .returning();
  return row!;
}

/** PATCH /posts/{id}: updateMask defaults to instructions,body (docs/product.md); post_features is the other mask. */
export async function updatePost(db: Db, post: PostRow, input: PostInput, mask = 'instructions,body') {
  const fields = fieldsToUpdate(POST_FIELDS, input, mask);
  const [row] = await db
    .update(posts)
    .set({ ...columnsOf(input, fields), updatedAt: new Date() })
    .where(eq(posts.id, post.id))
    .returning();
  return row!;
}

export async function deletePost(db: Db, post: PostRow) {
  await db.delete(posts).where(eq(posts.id, post.id));
}
