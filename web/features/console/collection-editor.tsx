import { useRef, useState } from 'react';
import type { CollectionPath } from '../../../common/schemas/collections';
import { useConfirm } from '../../components/confirm';
import { ErrorMessage, Loading } from '../../components/feedback';
import { useTranslation } from '../../i18n/react';
import { useUi } from '../../state/ui-context';
import { type CollectionItem, organiserApi, useCollection, useOrganiserMutation } from './api';
import { EmptyState } from './empty-state';
import { type CollectionConfig, ItemForm } from './item-form';
import { RowMenu } from './row-menu';
import { nextSort, type SortState, sortItems } from './sorting';

export type { CollectionConfig, ColumnSpec, FieldSpec } from './item-form';

/**
 * The words of one list (web/i18n/console, `lists.<path>`): what it is for, and its actions named after
 * what they act on ("New category", "Delete “Kites”").
 */
function useListWords(path: CollectionPath) {
  const { t } = useTranslation('console');
  const key = (name: string) => `lists.${path}.${name}`;
  return {
    purpose: t(key('purpose')),
    emptyTitle: t(key('emptyTitle')),
    first: t(key('first')),
    create: t(key('new')),
    add: t(key('add')),
    edit: (name: string) => t('rowActions.edit', { name }),
    remove: (name: string) => t('rowActions.delete', { name }),
    removeConfirm: (name: string) => t(key('deleteConfirm'), { name }),
    removeButton: t(key('delete')),
    removed: (name: string) => t('rowActions.deleted', { name }),
    actions: (name: string) => t('rowActions.menu', { name }),
  };
}

/**
 * Lists, adds, edits and removes the items of one event list (docs/product.md, event builder items;
 * docs/design.md, console table). One table for the seven lists: sortable headings, the row's name opens
 * its edit form in place, removal sits in the row's menu behind a confirmation, and an empty list says
 * what it is for and offers the first item.
 */
export function CollectionEditor({
  eventId,
  config,
  title,
  canEdit,
}: {
  eventId: number;
  config: CollectionConfig;
  title: string;
  canEdit: boolean;
}) {
  const { t } = useTranslation('console');
  const words = useListWords(config.path);
  const confirm = useConfirm();
  const { toast } = useUi();
  const items = useCollection(eventId, config.path);
  const [editing, setEditing] = useState<number | null>(null);
  const [adding, setAdding] = useState(false);
  const [sort, setSort] = useState<SortState>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const remove = useOrganiserMutation((id: number) => organiserApi.removeItem(eventId, config.path, id));

  const header = (
    <header className="console-page-header">
      <div className="console-page-title">
        <h1 ref={heading} tabIndex={-1}>
          {title}
        </h1>
        <p className="muted">{words.purpose}</p>
      </div>
      {canEdit && !adding && items.data && items.data.length > 0 && (
        <button type="button" className="button primary small" onClick={() => setAdding(true)}>
          <span aria-hidden="true">+</span> {words.create}
        </button>
      )}
    </header>
  );
  if (items.isPending) return <Loading />;
  if (items.isError) return <ErrorMessage message={items.error.message} onRetry={() => items.refetch()} />;

  const focusAfterChange = () => requestAnimationFrame(() => heading.current?.focus());
  const removeItem = async (item: CollectionItem) => {
    const name = config.nameOf(item as never);
    if (!(await confirm(words.removeConfirm(name), words.removeButton))) return;
    remove.mutate(item.id, {
      onSuccess: () => {
        toast(words.removed(name), 'success');
        focusAfterChange();
      },
      onError: (error) => toast(error, 'error'),
    });
  };
  const columns = config.columns;
  const rows = sortItems(items.data, sort, columns);
  const width = columns.length + (canEdit ? 1 : 0);

  return (
    <section className="console-page" data-testid={`collection-${config.path}`}>
      {header}
      {adding && (
        <section className="console-panel" aria-label={words.create}>
          <ItemForm
            config={config}
            eventId={eventId}
            submitLabel={words.add}
            onDone={() => setAdding(false)}
          />
        </section>
      )}
      {items.data.length === 0 ? (
        !adding && (
          <EmptyState
            title={words.emptyTitle}
            text={words.purpose}
            action={canEdit ? { label: words.first, onClick: () => setAdding(true) } : undefined}
          />
        )
      ) : (
        <div className="data-table-frame">
          <table className="data-table">
            <caption className="sr-only">{t('tableCaption', { title, count: items.data.length })}</caption>
            <thead>
              <tr>
                {columns.map((column, index) => {
                  const direction = sort?.column === index ? sort.direction : null;
                  return (
                    <th
                      key={column.label}
                      scope="col"
                      className={`${column.optional ? 'optional' : ''}${column.numeric ? ' numeric' : ''}`}
                      aria-sort={
                        direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : undefined
                      }
                    >
                      {column.sortValue ? (
                        <button
                          type="button"
                          className="sort-button"
                          onClick={() => setSort((current) => nextSort(current, index))}
                        >
                          {t(column.label)}
                          <span className={`sort-mark ${direction ?? 'none'}`} aria-hidden="true" />
                        </button>
                      ) : (
                        t(column.label)
                      )}
                    </th>
                  );
                })}
                {canEdit && (
                  <th scope="col" className="actions">
                    <span className="sr-only">{t('rowActions.heading')}</span>
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {rows.map((item) => {
                const name = config.nameOf(item as never);
                return editing === item.id ? (
                  <tr key={item.id} className="editing">
                    <td colSpan={width}>
                      <ItemForm
                        config={config}
                        eventId={eventId}
                        item={item}
                        submitLabel={t('saveChanges')}
                        onDone={() => setEditing(null)}
                      />
                    </td>
                  </tr>
                ) : (
                  <tr key={item.id} data-testid="collection-row">
                    {columns.map((column, index) => (
                      <td
                        key={column.label}
                        className={`${column.optional ? 'optional' : ''}${column.numeric ? ' numeric' : ''}`}
                      >
                        {index === 0 && canEdit ? (
                          <button
                            type="button"
                            className="cell-edit"
                            aria-label={words.edit(name)}
                            onClick={() => setEditing(item.id)}
                          >
                            {column.render(item as never)}
                          </button>
                        ) : (
                          column.render(item as never)
                        )}
                      </td>
                    ))}
                    {canEdit && (
                      <td className="actions">
                        <RowMenu
                          label={words.actions(name)}
                          actions={[
                            { label: words.edit(name), onSelect: () => setEditing(item.id) },
                            {
                              label: words.remove(name),
                              onSelect: () => removeItem(item),
                              destructive: true,
                            },
                          ]}
                        />
                      </td>
                    )}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
