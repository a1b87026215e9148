import { fillPath } from '../../../common/contract/endpoint';
import { projectRoutes } from '../../../common/contract/routes/projects';
import { sendRequest } from '../../api/client';

/**
 * Counts a visit to a project's page for the organiser overview, once per project and browser session
 * (docs/product.md). Loaded after the page shows, so the public entry chunk stays within its budget;
 * the answer does not matter, so nothing waits for it and a failure is dropped.
 */
export function recordView(projectId: number): void {
  const key = `showcase.viewed.${projectId}`;
  try {
    if (sessionStorage.getItem(key)) return;
    sessionStorage.setItem(key, '1');
  } catch {
    return; // Storage turned off: better no count than one per page load.
  }
  const { method, path } = projectRoutes.routes.recordView;
  sendRequest(fillPath(path, [projectId]), { method }).catch(() => undefined);
}
