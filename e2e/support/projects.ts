import { type APIRequestContext, expect } from '@playwright/test';
import { apiLogin } from './api';

/** A 1×1 PNG for cover images. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg==',
  'base64',
);

/** A tiny PDF, uploaded through the real file input. */
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** Creates a project and fills in what submitting needs (a cover image too), over the API. */
export async function draftProjectViaApi(
  request: APIRequestContext,
  headers: Record<string, string>,
  eventId: number,
  title: string,
) {
  const created = await request.post('/api-v2/projects', { headers, data: { eventId, title } });
  expect(created.ok(), await created.text()).toBe(true);
  const { id } = (await created.json()) as { id: number };
  const upload = await request.post('/api-v2/files', {
    headers,
    multipart: { type: 'image', attachment: { name: 'cover.png', mimeType: 'image/png', buffer: PNG } },
  });
  const { link } = (await upload.json()) as { link: string };
  const patched = await request.patch(`/api-v2/projects/${id}`, {
    headers,
    data: { title, description: `<p>${title} explained.</p>`, imageUrl: link },
  });
  expect(patched.ok(), await patched.text()).toBe(true);
  return (await patched.json()) as { id: number; slug: string };
}

/** Creates, fills in and submits a project over the API, as the user behind `headers`. */
export async function submitProjectViaApi(
  request: APIRequestContext,
  headers: Record<string, string>,
  eventId: number,
  title: string,
) {
  const { id } = await draftProjectViaApi(request, headers, eventId, title);
  const submitted = await request.patch(`/api-v2/projects/${id}/updateProjectStatuses`, {
    headers,
    data: { submissionStatus: 'SUBMITTED' },
  });
  expect(submitted.ok(), await submitted.text()).toBe(true);
  return id;
}

/** A project of `team` submitted and approved by the organiser behind `organiser`; returns its id. */
export async function approvedProjectViaApi(
  request: APIRequestContext,
  organiser: Record<string, string>,
  eventId: number,
  title: string,
  team = 'ada',
) {
  const projectId = await submitProjectViaApi(request, await apiLogin(request, team), eventId, title);
  const approved = await request.post(`/api-v2/partners/events/${eventId}/review`, {
    headers: organiser,
    data: { projectIds: [projectId], submissionStatus: 'APPROVED' },
  });
  expect(approved.ok(), await approved.text()).toBe(true);
  return projectId;
}
