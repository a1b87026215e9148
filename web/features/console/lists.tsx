import { type EventFeatureCode, RESOURCE_TYPES, TIMELINE_TYPES } from '../../../common/constants';
import { useCategories } from '../../api/hooks';
import { useTranslation } from '../../i18n/react';
import { hasFeature, useCurrentEvent } from '../event/event-context';
import { type CollectionConfig, CollectionEditor } from './collection-editor';
import { useConsoleCan } from './console-context';
import { NotIncluded } from './not-included';

/** A date and time in the reader's language, short enough for a table cell. */
function useWhen() {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (value: unknown) => (typeof value === 'string' ? format.format(new Date(value)) : '—');
}
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const number = (value: unknown) => (typeof value === 'number' ? value : null);
const time = (value: unknown) => (typeof value === 'string' ? new Date(value).getTime() : null);

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
  const when = useWhen();
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
      nameOf: (item) => timelineTypes.find((type) => type.value === String(item.timelineType))?.label ?? '',
      columns: [
        {
          label: 'columns.entry',
          render: (item) => (
            <span className="cell-main">
              <strong>
                {timelineTypes.find((type) => type.value === String(item.timelineType))?.label ?? ''}
              </strong>
              {text(item.description) && <span className="cell-sub">{text(item.description)}</span>}
              <span className="cell-sub phone-only">{when(item.startAt)}</span>
            </span>
          ),
          sortValue: (item) =>
            timelineTypes.find((type) => type.value === String(item.timelineType))?.label ?? '',
        },
        {
          label: 'columns.starts',
          render: (item) => when(item.startAt),
          sortValue: (item) => time(item.startAt),
          optional: true,
        },
        {
          label: 'columns.ends',
          render: (item) => when(item.endAt),
          sortValue: (item) => time(item.endAt),
          optional: true,
        },
      ],
    },
    categories: {
      path: 'categories',
      fields: [{ name: 'name', label: 'console.fields.name', type: 'text', required: true }],
      nameOf: (item) => text(item.name),
      columns: [
        {
          label: 'columns.name',
          render: (item) => <strong>{text(item.name)}</strong>,
          sortValue: (item) => text(item.name),
        },
      ],
    },
    sponsors: {
      path: 'sponsors',
      fields: [
        { name: 'name', label: 'console.fields.name', type: 'text', required: true },
        { name: 'link', label: 'console.fields.link', type: 'url' },
        { name: 'logoUrl', label: 'console.fields.logo', type: 'image' },
        { name: 'position', label: 'console.fields.position', type: 'number' },
      ],
      nameOf: (item) => text(item.name),
      columns: [
        {
          label: 'columns.sponsor',
          render: (item) => (
            <span className="cell-with-thumb">
              {text(item.logoUrl) ? (
                <img className="console-thumb logo" src={text(item.logoUrl)} alt="" />
              ) : (
                <span className="console-thumb" aria-hidden="true" />
              )}
              <span className="cell-main">
                <strong>{text(item.name)}</strong>
                {text(item.link) && <span className="cell-sub phone-hidden">{text(item.link)}</span>}
              </span>
            </span>
          ),
          sortValue: (item) => text(item.name),
        },
        {
          label: 'columns.order',
          render: (item) => number(item.position) ?? '—',
          sortValue: (item) => number(item.position),
          numeric: true,
        },
      ],
    },
    banners: {
      path: 'banners',
      fields: [
        { name: 'imageUrl', label: 'console.fields.image', type: 'image', required: true },
        { name: 'title', label: 'console.fields.title', type: 'text' },
        { name: 'subtitle', label: 'console.fields.subtitle', type: 'text' },
        { name: 'position', label: 'console.fields.position', type: 'number' },
      ],
      nameOf: (item) => text(item.title) || t('console.sections.banners'),
      columns: [
        {
          label: 'columns.banner',
          render: (item) => (
            <span className="cell-with-thumb">
              <img className="console-thumb wide" src={text(item.imageUrl)} alt="" />
              <span className="cell-main">
                <strong>{text(item.title) || '—'}</strong>
                {text(item.subtitle) && <span className="cell-sub">{text(item.subtitle)}</span>}
              </span>
            </span>
          ),
          sortValue: (item) => text(item.title),
        },
        {
          label: 'columns.order',
          render: (item) => number(item.position) ?? '—',
          sortValue: (item) => number(item.position),
          numeric: true,
        },
      ],
    },
    faqs: {
      path: 'faqs',
      fields: [
        { name: 'question', label: 'console.fields.question', type: 'text', required: true },
        { name: 'answer', label: 'console.fields.answer', type: 'textarea', required: true },
        { name: 'position', label: 'console.fields.position', type: 'number' },
      ],
      nameOf: (item) => text(item.question),
      columns: [
        {
          label: 'columns.question',
          render: (item) => (
            <span className="cell-main">
              <strong>{text(item.question)}</strong>
              <span className="cell-sub clamp">{text(item.answer)}</span>
            </span>
          ),
          sortValue: (item) => text(item.question),
        },
        {
          label: 'columns.order',
          render: (item) => number(item.position) ?? '—',
          sortValue: (item) => number(item.position),
          numeric: true,
        },
      ],
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
      nameOf: (item) => text(item.title),
      columns: [
        {
          label: 'columns.resource',
          render: (item) => (
            <span className="cell-main">
              <strong>{text(item.title)}</strong>
              <span className="cell-sub">{text(item.url)}</span>
            </span>
          ),
          sortValue: (item) => text(item.title),
        },
        {
          label: 'columns.kind',
          render: (item) => <span className="pill">{t(`console.resourceTypes.${text(item.type)}`)}</span>,
          sortValue: (item) => text(item.type),
          optional: true,
        },
      ],
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
    <CollectionEditor
      eventId={event.id}
      config={configs[list]}
      title={t(`console.sections.${list}`)}
      canEdit={can('edit_event')}
    />
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
    nameOf: (item) => text(item.name),
    columns: [
      {
        label: 'columns.award',
        render: (item) => (
          <span className="cell-main">
            <strong>{text(item.name)}</strong>
            {text(item.description) && <span className="cell-sub clamp">{text(item.description)}</span>}
          </span>
        ),
        sortValue: (item) => text(item.name),
      },
      {
        label: 'columns.category',
        render: (item) => categories.data?.find((c) => c.id === item.categoryId)?.name ?? '—',
        sortValue: (item) => categories.data?.find((c) => c.id === item.categoryId)?.name ?? null,
        optional: true,
      },
      {
        label: 'columns.rank',
        render: (item) => number(item.rank) ?? '—',
        sortValue: (item) => number(item.rank),
        numeric: true,
      },
    ],
  };
}
