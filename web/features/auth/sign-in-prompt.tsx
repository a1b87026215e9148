import { type ComponentProps, type ReactNode, useEffect } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useModal } from '../../components/modal/modal-context';
import { i18n, loadPublicTranslations, PUBLIC_NAMESPACE } from '../../i18n';
import { useTranslation } from '../../i18n/react';
import { useLocalePath } from '../../lib/locale';
import { useCurrentEvent } from '../event/event-context';
import { useSession } from './session';

/** What an anonymous visitor was doing when asked to log in: done for them once they are back. */
export type SignInAction = 'like' | 'vote';

/** The query parameter that carries the action through the login and back (`?then=vote:12`). */
export const INTENT_PARAM = 'then';

const intentOf = (action: SignInAction, projectId: number) => `${action}:${projectId}`;

/** The address to come back to: this page, with the action to finish. */
export function returnUrlWithIntent(
  pathname: string,
  search: string,
  action: SignInAction,
  projectId: number,
) {
  const params = new URLSearchParams(search);
  params.set(INTENT_PARAM, intentOf(action, projectId));
  return `${pathname}?${params}`;
}

/** The prompt's content. Dialogs render outside the event's routes, so the login address comes in whole. */
function PromptBody({ action, login, close }: { action: SignInAction; login: string; close: () => void }) {
  const { t } = useTranslation(PUBLIC_NAMESPACE);
  return (
    <div className="stack sign-in-prompt">
      <p>{t(`signInPrompt.${action}Body`)}</p>
      <div className="row wrap">
        <Link className="button primary" to={login} onClick={close}>
          {t('signInPrompt.logIn')}
        </Link>
        <Link className="button secondary" to={`${login}&mode=signup`} onClick={close}>
          {t('signInPrompt.signUp')}
        </Link>
        <button type="button" className="button ghost" onClick={close}>
          {t('signInPrompt.notNow')}
        </button>
      </div>
    </div>
  );
}

/** The event's login page, coming back to this page with the action to finish. */
function useLoginAddress() {
  const { pathname, search } = useLocation();
  const event = useCurrentEvent();
  const to = useLocalePath();
  return (action: SignInAction, projectId: number) =>
    `${to(`/${event.slug}/login`)}?returnUrl=${encodeURIComponent(returnUrlWithIntent(pathname, search, action, projectId))}`;
}

/**
 * Asks an anonymous visitor to log in where they pressed Like or Vote, naming the project ("Log in to
 * vote for Mood Board"), instead of sending them to a bare login page. The way back carries the action,
 * and `useFinishSignInAction` completes it on return.
 */
export function useSignInPrompt() {
  const { openModal } = useModal();
  const loginFor = useLoginAddress();
  return async (action: SignInAction, project: { id: number; title: string }) => {
    await loadPublicTranslations();
    const login = loginFor(action, project.id);
    openModal({
      type: 'login',
      size: 'small',
      title: i18n.t(`signInPrompt.${action}Title`, { ns: PUBLIC_NAMESPACE, title: project.title }),
      render: (close) => <PromptBody action={action} login={login} close={close} />,
    });
  };
}

/**
 * Back from logging in with an action to finish (`?then=like:12`): once `ready` (what the action needs
 * has loaded), the action runs once and the parameter leaves the address, so a reload does not repeat it.
 */
export function useFinishSignInAction(
  action: SignInAction,
  projectId: number,
  ready: boolean,
  finish: () => void,
) {
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const wanted = params.get(INTENT_PARAM) === intentOf(action, projectId);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the conditions are met, not when `finish` changes.
  useEffect(() => {
    if (!wanted || !session || !ready) return;
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        copy.delete(INTENT_PARAM);
        return copy;
      },
      { replace: true },
    );
    finish();
  }, [wanted, session, ready]);
}

/**
 * Like or Vote for a visitor without a session: a link to the login page that comes back to finish the
 * action, so a press works before the page's code has loaded (a slow phone's first seconds on a
 * server-rendered page); once it has, the press asks in place instead (`useSignInPrompt`). A press with
 * a modifier key opens the login page the browser's way.
 */
export function SignInFirstLink({
  action,
  project,
  children,
  ...link
}: {
  action: SignInAction;
  project: { id: number; title: string };
  children: ReactNode;
} & Pick<ComponentProps<'a'>, 'className' | 'aria-label'> & { 'data-testid': string }) {
  const loginFor = useLoginAddress();
  const askToSignIn = useSignInPrompt();
  return (
    <a
      {...link}
      href={loginFor(action, project.id)}
      onClick={(click) => {
        if (click.metaKey || click.ctrlKey || click.shiftKey || click.altKey || click.button !== 0) return;
        click.preventDefault();
        void askToSignIn(action, project);
      }}
    >
      {children}
    </a>
  );
}
