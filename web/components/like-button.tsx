import { useLocation, useNavigate } from 'react-router';
import { useLike, useToggleLike } from '../api/projects';
import { useSession } from '../api/session';
import { useTranslation } from '../i18n/react';
import { useCurrentEvent } from '../lib/event-context';
import { useLocalePath } from '../lib/locale';
import { useUi } from '../state/ui-context';
import { Icon } from './icons';

/** Likes (docs/product.md): optimistic, rolled back (with a toast) when the server refuses. */
export function LikeButton({ projectId, initialCount }: { projectId: number; initialCount: number }) {
  const { t } = useTranslation();
  const session = useSession();
  const like = useLike(projectId, true);
  const toggle = useToggleLike(projectId);
  const { toast } = useUi();
  const navigate = useNavigate();
  const location = useLocation();
  const event = useCurrentEvent();
  const to = useLocalePath();
  const liked = like.data?.hasLiked ?? false;
  const count = like.data?.metadataLikes ?? initialCount;

  const onClick = () => {
    if (!session) {
      navigate(`${to(`/${event.slug}/login`)}?returnUrl=${encodeURIComponent(location.pathname)}`);
      return;
    }
    toggle.mutate(!liked, { onError: (error) => toast(error, 'error') });
  };

  return (
    <button
      type="button"
      className={`button small like-button${liked ? ' liked' : ''}`}
      aria-pressed={liked}
      onClick={onClick}
      data-testid="like-button"
    >
      <Icon name="heart" size={14} filled={liked} />
      <span>{liked ? t('projects.liked') : t('projects.like')}</span>
      <span className="like-count" data-testid="like-count">
        {t('projects.likes', { count })}
      </span>
    </button>
  );
}
