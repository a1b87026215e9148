import { Icon } from '../../components/icons';
import { useTranslation } from '../../i18n/react';
import { useUi } from '../../state/ui-context';
import { useSession } from '../auth/session';
import { SignInFirstLink, useFinishSignInAction } from '../auth/sign-in-prompt';
import { useLike, useToggleLike } from './api';

/**
 * Likes (docs/product.md): optimistic, rolled back (with a toast) when the server refuses. A visitor
 * without an account is asked to log in there and then, and the like is added when they come back; before
 * the page's code has loaded, their press opens the login page, with the same way back.
 */
export function LikeButton({
  projectId,
  projectTitle,
  initialCount,
}: {
  projectId: number;
  projectTitle: string;
  initialCount: number;
}) {
  const { t } = useTranslation();
  const session = useSession();
  const like = useLike(projectId, true);
  const toggle = useToggleLike(projectId);
  const { toast } = useUi();
  const liked = like.data?.hasLiked ?? false;
  const count = like.data?.metadataLikes ?? initialCount;

  const onClick = () => toggle.mutate(!liked, { onError: (error) => toast(error, 'error') });
  // Back from logging in to like this project: like it, unless it already was.
  useFinishSignInAction('like', projectId, like.isSuccess, () => {
    if (!liked) toggle.mutate(true, { onError: (error) => toast(error, 'error') });
  });

  const content = (
    <>
      <Icon name="heart" size={14} filled={liked} />
      <span>{liked ? t('projects.liked') : t('projects.like')}</span>
      <span className="like-count" data-testid="like-count">
        {t('projects.likes', { count })}
      </span>
    </>
  );
  if (!session) {
    return (
      <SignInFirstLink
        action="like"
        project={{ id: projectId, title: projectTitle }}
        className="button small like-button"
        data-testid="like-button"
      >
        {content}
      </SignInFirstLink>
    );
  }
  return (
    <button
      type="button"
      className={`button small like-button${liked ? ' liked' : ''}`}
      aria-pressed={liked}
      onClick={onClick}
      data-testid="like-button"
    >
      {content}
    </button>
  );
}
