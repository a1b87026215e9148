import type { AnswerOf } from '../../../common/contract/endpoint';
import type { filesContract } from '../../../common/contract/files';
import { ApiError, apiHeaders, buildUrl } from '../../api/client';
import { filesApi } from '../../api/contract';

export type UploadResult = AnswerOf<typeof filesContract.upload>;

export interface UploadOptions {
  type?: 'image' | 'video' | 'document' | 'media' | 'file';
  directory?: string;
  progressId?: string;
  /** The project the file is for: the server refuses it while the project or its event is archived. */
  projectId?: number;
  /** 0..1 as the bytes leave the browser. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * The upload endpoint with a real progress bar: fetch cannot report upload progress, XMLHttpRequest can.
 * Fields go before the file so the server reads them from the file part.
 */
export async function uploadFile(file: File, options: UploadOptions = {}): Promise<UploadResult> {
  const form = new FormData();
  if (options.type) form.append('type', options.type);
  if (options.directory) form.append('directory', options.directory);
  if (options.progressId) form.append('progressId', options.progressId);
  if (options.projectId) form.append('projectId', String(options.projectId));
  form.append('attachment', file);
  const headers = await apiHeaders();
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', buildUrl(filesApi.upload.path()));
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    request.responseType = 'json';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      const body = request.response as (UploadResult & { message?: string; key?: string }) | null;
      if (request.status >= 200 && request.status < 300 && body?.link) {
        options.onProgress?.(1);
        resolve(body);
      } else {
        // docs/product.md: an upload failure with no data reports the missing attachment.
        reject(new ApiError(request.status, body?.message ?? "failed to get file 'attachment'", body?.key));
      }
    };
    request.onerror = () => reject(new ApiError(0, "failed to get file 'attachment'"));
    request.onabort = () => reject(new ApiError(0, 'Upload cancelled'));
    options.signal?.addEventListener('abort', () => request.abort());
    request.send(form);
  });
}
