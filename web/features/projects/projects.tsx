import { Navigate, useParams, useSearchParams } from 'react-router';
import { PROJECT_SORTS, type ProjectSort } from '../../../common/constants';
import { GALLERY_EAGER_CARDS } from '../../../common/first-reads';
import { BUILT_WITH_TAG_MAX } from '../../../common/project-page-limits';
import { useCategories, useProjects } from '../../api/hooks';
import { useResultsAnnouncement } from '../../components/announcer';
import { ErrorMessage, Loading } from '../../components/feedback';
import { InfiniteSentinel } from '../../components/infinite-sentinel';
import { useTranslation } from '../../i18n/react';
import { useDocumentTitle } from '../../lib/document-title';
import { Boundary } from '../../lib/hydration';
import { useLocalePath } from '../../lib/locale';
import { hasFeature, useCurrentEvent } from '../event/event-context';
import { LazyGalleryFilterChips, LazyGalleryToolbar } from '../event/lazy';
import { isBallotOpen, usePeoplesChoice } from '../voting/api';
import { LazyVoteButton, LazyVotingBar } from '../voting/lazy';
import { CategoryFilter } from './category-filter';
import { ProjectCard } from './project-card';

export function ProjectsPage() {
  const { t } = useTranslation();
  const event = useCurrentEvent();
  const to = useLocalePath();
  const { categoryIdOrSlug } = useParams();
  const [params] = useSearchParams();
  const search = params.get('search')?.trim() ?? '';
  const builtWith = params.get('builtWith')?.trim().slice(0, BUILT_WITH_TAG_MAX) || undefined;
  const member = Number(params.get('member')) || undefined;
  // Awards only sort the gallery once they are published; newest first until then.
  const sorts = PROJECT_SORTS.filter((sort) => sort !== 'awards' || event.awardsPublished);
  const defaultSort: ProjectSort = event.awardsPublished ? 'awards' : 'createdAt';
  const requestedSort = sorts.find((sort) => sort === params.get('sort'));
  const categories = useCategories(event.id);
  const category = categoryIdOrSlug
    ? categories.data?.find((c) => c.slug === categoryIdOrSlug || String(c.id) === categoryIdOrSlug)
    : undefined;
  const waitingForCategory = Boolean(categoryIdOrSlug) && !categories.data;
  useDocumentTitle(categoryIdOrSlug ? category?.name : t('projects.title'));
  const voting = usePeoplesChoice(event.slug);
  const ballot = isBallotOpen(voting.data) ? voting.data : null;
  const projects = useProjects(
    event.id,
    {
      categoryIds: category ? [category.id] : undefined,
      search,
      sort: requestedSort,
      builtWith,
      userIds: member ? [member] : undefined,
    },
    !waitingForCategory,
  );

  const list = projects.data?.pages.flatMap((page) => page.projects) ?? [];
  const settled = projects.isSuccess && !projects.isPlaceholderData;
  useResultsAnnouncement(
    `${category?.id ?? ''}|${search}|${requestedSort ?? ''}`,
    settled ? list.length : undefined,
    projects.hasNextPage,
  );

  if (categoryIdOrSlug && categories.data && !category) {
    return (
      <Navigate
        replace
        to={`${to(`/${event.slug}/not-found`)}?path=${encodeURIComponent(categoryIdOrSlug)}`}
      />
    );
  }

  return (
    <>
      <div className="row between wrap">
        <h1>{category ? category.name : t('projects.title')}</h1>
      </div>
      {voting.data?.isEnabled && voting.data.awards.length > 0 && (
        <Boundary fallback={null}>
          <LazyVotingBar state={voting.data} />
        </Boundary>
      )}
      {hasFeature(event, 'enable_categories') && (
        <CategoryFilter eventSlug={event.slug} categories={categories.data ?? []} />
      )}
      {(builtWith || member) && (
        <Boundary fallback={null}>
          <LazyGalleryFilterChips builtWith={builtWith} member={member} projects={list} />
        </Boundary>
      )}
      <Boundary fallback={<div className="gallery-toolbar" />}>
        <LazyGalleryToolbar sorts={[...sorts]} defaultSort={defaultSort} />
      </Boundary>
      {projects.isError ? (
        <ErrorMessage message={projects.error.message} onRetry={() => projects.refetch()} />
      ) : projects.isPending || waitingForCategory ? (
        <Loading />
      ) : list.length === 0 ? (
        <p className="empty" data-testid="gallery-empty">
          {search ? `${t('projects.empty')} (${search})` : t('projects.empty')}
        </p>
      ) : (
        <>
          <div className={`project-grid ${projects.isPlaceholderData ? 'is-stale' : ''}`}>
            {list.map((project, index) => (
              <ProjectCard
                key={project.id}
                project={project}
                priority={index < GALLERY_EAGER_CARDS}
                eventSlug={event.slug}
                actions={
                  ballot && (
                    <Boundary fallback={null}>
                      <LazyVoteButton project={project} state={ballot} />
                    </Boundary>
                  )
                }
              />
            ))}
          </div>
          {projects.hasNextPage ? (
            <InfiniteSentinel
              loading={projects.isFetchingNextPage}
              onLoadMore={() => !projects.isFetchingNextPage && projects.fetchNextPage()}
            />
          ) : (
            <p className="muted center">{t('projects.endOfList')}</p>
          )}
        </>
      )}
    </>
  );
}
