import { LOGOUT_CLEAR_DELAY_MS } from '../../../common/constants';
import { clearLocalSession, endServerSession } from './session';

/** The auth host of the frontend configuration (docs/product.md); this server serves its logout frame. */
export const authUrl = () => `${window.location.origin}/auth`;

/**
 * Logout: the session ends on the server with a POST that carries the CSRF token (revoking its
 * refresh family and clearing its cookies); then, as docs/product.md describes, a hidden frame loads
 * {authUrl}/{eventSlug}/logout and the local session is cleared one second after it loads. The frame
 * only shows a page: a URL any site can load must not end a session.
 */
export async function logout(eventSlug: string): Promise<void> {
  // An unreachable server must not keep anyone logged in locally.
  await endServerSession().catch(() => undefined);
  return new Promise((resolve) => {
    const frame = document.createElement('iframe');
    frame.hidden = true;
    frame.title = 'logout';
    let finished = false;
    const finish = () => {
      if (finished) return;
      finished = true;
      setTimeout(() => {
        clearLocalSession();
        frame.remove();
        resolve();
      }, LOGOUT_CLEAR_DELAY_MS);
    };
    frame.addEventListener('load', finish);
    setTimeout(finish, 5000);
    frame.src = `${authUrl()}/${encodeURIComponent(eventSlug || 'showcase')}/logout`;
    document.body.append(frame);
  });
}
