import { type EventFeatureCode, RESOURCE_TYPES, TIMELINE_TYPES } from '../../../common/constants';
import { useCategories } from '../../api/hooks';
import { type CollectionConfig, CollectionEditor } from '../../components/console/collection-editor';
import { LivePreview } from '../../components/console/live-preview';
import { useTranslation } from '../../i18n/react';
import { hasFeature, useCurrentEvent } from '../../lib/event-context';
import { useConsoleCan } from './console-context';
import { NotIncluded } from './not-included';

const when = (value: unknown) => (typeof value === 'string' ? new Date(value).toLocaleString() : '—');

/** The event lists edited with the generic editor, one configuration each. */
function useListConfigs(): {
  timeline: CollectionConfig<'timelines'>;
  categories: CollectionConfig<'categories'>;
  sponsors: CollectionConfig<'sponsors'>;
  banners: CollectionConfig<'banners'>;
  faqs: CollectionConfig<'faqs'>;
  resources: CollectionConfig<'resources'>;
} {
  const { t } = useTranslation();
  const timelineTypes = Object.entries(TIMELINE_TYPES).map(([name, value]) => ({
    value: String(value),
    label: t(`console.timelineTypes.${name}`),
  }));
  return {
    timeline: {
      path: 'timelines',
      fields: [
        {
          name: 'timelineType',
          label: 'console.fields.timelineType',
          type: 'select',
          options: timelineTypes,
          required: true,
        },
        { name: 'description', label: 'console.fields.description', type: 'textarea' },
        { name: 'startAt', label: 'console.fields.startAt', type: 'datetime' },
        { name: 'endAt', label: 'console.fields.endAt', type: 'datetime' },
      ],
      describe: (item) => (
        <>
          <strong>{timelineTypes.find((type) => type.value === String(item.timelineType))?.label}</strong>
          <div className="muted small">
            {when(item.startAt)} → {when(item.endAt)}
          </div>
          {typeof item.description === 'string' && <div>{item.description}</div>}
        </>
      ),
    },
    categories: {
      path: 'categories',
      fields: [{ name: 'name', label: 'console.fields.name', type: 'text', required: true }],
      describe: (item) => <strong>{String(item.name)}</strong>,
    },
    sponsors: {
      path: 'sponsors',
      fields: [
        { name: 'name', label: 'console.fields.name', type: 'text', required: true },
        { name: 'link', label: 'console.fields.link', type: 'url' },
        { name: 'logoUrl', label: 'console.fields.logo', type: 'image' },
        { name: 'position', label: 'console.fields.position', type: 'number' },
      ],
      describe: (item) => (
        <span className="row">
          {typeof item.logoUrl === 'string' && <img className="console-thumb" src={item.logoUrl} alt="" />}
          <strong>{String(item.name)}</strong>
          <span className="muted small">#{String(item.position)}</span>
        </span>
      ),
    },
    banners: {
      path: 'banners',
      fields: [
        { name: 'imageUrl', label: 'console.fields.image', type: 'image', required: true },
        { name: 'title', label: 'console.fields.title', type: 'text' },
        { name: 'subtitle', label: 'console.fields.subtitle', type: 'text' },
        { name: 'position', label: 'console.fields.position', type: 'number' },
      ],
      describe: (item) => (
        <span className="row">
          <img className="console-thumb" src={String(item.imageUrl)} alt="" />
          <strong>{String(item.title ?? '')}</strong>
        </span>
      ),
    },
    faqs: {
      path: 'faqs',
      fields: [
        { name: 'question', label: 'console.fields.question', type: 'text', required: true },
        { name: 'answer', label: 'console.fields.answer', type: 'textarea', required: true },
        { name: 'position', label: 'console.fields.position', type: 'number' },
      ],
      describe: (item) => (
        <>
          <strong>{String(item.question)}</strong>
          <div className="muted">{String(item.answer)}</div>
        </>
      ),
    },
    resources: {
      path: 'resources',
      fields: [
        { name: 'title', label: 'console.fields.title', type: 'text', required: true },
        { name: 'url', label: 'console.fields.link', type: 'url', required: true },
        { name: 'description', label: 'console.fields.description', type: 'textarea' },
        {
          name: 'type',
          label: 'console.fields.type',
          type: 'select',
          required: true,
          options: RESOURCE_TYPES.map((value) => ({
            value,
            label: t(`console.resourceTypes.${value}`),
          })),
        },
      ],
      describe: (item) => (
        <>
          <strong>{String(item.title)}</strong> <span className="muted small">{String(item.url)}</span>
        </>
      ),
    },
  };
}

type ListName = keyof ReturnType<typeof useListConfigs>;

/** Lists that are plan features: without them the section says so instead of offering a form the server refuses. */
const LIST_FEATURES: Partial<Record<ListName, EventFeatureCode>> = {
  categories: 'enable_categories',
  sponsors: 'enable_sponsor',
  banners: 'enable_custom_banner',
};

export function ConsoleList({ list }: { list: ListName }) {
  const { t } = useTranslation();
  const { t: tp } = useTranslation('plans');
  const event = useCurrentEvent();
  const can = useConsoleCan();
  const configs = useListConfigs();
  const feature = LIST_FEATURES[list];
  if (feature && !hasFeature(event, feature)) {
    return <NotIncluded title={t(`console.sections.${list}`)} reason={tp(`limits.notIncluded.${list}`)} />;
  }
  return (
    <div className="stack">
      <CollectionEditor
        eventId={event.id}
        config={configs[list]}
        title={t(`console.sections.${list}`)}
        canEdit={can('edit_event')}
      />
      <LivePreview />
    </div>
  );
}

/** Awards may be tied to a category or a sponsor; the options come from the event. */
export function useAwardConfig(): CollectionConfig<'awards'> {
  const event = useCurrentEvent();
  const categories = useCategories(event.id);
  return {
    path: 'awards',
    fields: [
      { name: 'name', label: 'console.fields.name', type: 'text', required: true },
      { name: 'description', label: 'console.fields.description', type: 'textarea' },
      { name: 'rank', label: 'console.fields.rank', type: 'number' },
      {
        name: 'categoryId',
        label: 'console.fields.category',
        type: 'select',
        options: (categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name })),
      },
      {
        name: 'sponsorId',
        label: 'console.fields.sponsor',
        type: 'select',
        options: (event.sponsors ?? []).map((s) => ({ value: String(s.id), label: s.name })),
      },
    ],
    describe: (item) => (
      <>
        <strong>{String(item.name)}</strong> <span className="muted small">#{String(item.rank)}</span>
        {typeof item.description === 'string' && <div className="muted">{item.description}</div>}
      </>
    ),
  };
}
