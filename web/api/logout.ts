import { LOGOUT_CLEAR_DELAY_MS } from '../../common/constants';
import { clearLocalSession } from './session';

/** The auth host of SPEC §2/§3 frontend configuration; this server serves its logout frame. */
export const AUTH_URL = `${window.location.origin}/auth`;

/**
 * Logout as SPEC §2 describes: a hidden frame loads {authUrl}/{eventSlug}/logout (which ends the
 * session on the server) and the local session is cleared one second after it loads.
 */
export function logout(eventSlug: string): Promise<void> {
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
    // An unreachable auth host must not keep anyone logged in.
    setTimeout(finish, 5000);
    frame.src = `${AUTH_URL}/${encodeURIComponent(eventSlug || 'showcase')}/logout`;
    document.body.append(frame);
  });
}
