import { type RequestOptions, readError, sendResponse } from './client';

/** A file behind the session (a CSV export): fetched with the session headers and handed to the browser as a download. */
export async function downloadFile(
  path: string,
  fileName: string,
  options: Pick<RequestOptions, 'query'> = {},
): Promise<void> {
  const response = await sendResponse(path, options);
  if (!response.ok) throw await readError(response);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
