import { type ReactNode, useState } from 'react';
import type * as z from 'zod/mini';
import type { AccountUser, Profile } from '../../../common/api';
import { profileForm, userForm } from '../../../common/user-validation';
import { displayName, initials } from '../../../common/users';
import { ErrorMessage, Loading } from '../../components/feedback';
import { Field, FormError } from '../../components/form/fields';
import { useZodForm, type ZodForm } from '../../components/form/use-zod-form';
import { useTranslation } from '../../i18n/react';
import { useDocumentTitle } from '../../lib/document-title';
import { useUi } from '../../state/ui-context';
import { ApiTokensPanel } from '../api-tokens/api-tokens-panel';
import { useSession } from '../auth/session';
import { useAccount, useSaveProfile, useUpdateUser } from './api';

/** A card's edit form: shown instead of the card's content while `editing`; a save closes it. */
function useCardForm<V extends Record<string, string>, Out>(
  schema: z.ZodMiniType<Out, V>,
  initial: V,
  save: (values: Out) => Promise<unknown>,
) {
  const { t } = useTranslation();
  const { toast } = useUi();
  const [editing, setEditing] = useState(false);
  const form = useZodForm(schema, initial, async (values) => {
    await save(values);
    // The edit toggle flips on a successful update.
    setEditing(false);
    toast(t('profile.saved'), 'success');
  });
  return { form, editing, setEditing };
}

/** A profile card with a title and an edit toggle (docs/product.md). */
function EditableCard({
  id,
  title,
  editor,
  fields,
  children,
}: {
  id: string;
  title: string;
  editor: {
    form: Pick<ZodForm<Record<string, string>>, 'handleSubmit' | 'serverError' | 'submitting'>;
    editing: boolean;
    setEditing: (editing: boolean) => void;
  };
  fields: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { form, editing, setEditing } = editor;
  return (
    <section className="card" aria-labelledby={id}>
      <header className="card-header">
        <h2 id={id}>{title}</h2>
        {!editing && (
          <button type="button" className="button small" onClick={() => setEditing(true)}>
            {t('profile.edit')}
          </button>
        )}
      </header>
      {editing ? (
        <form className="form" onSubmit={form.handleSubmit} noValidate>
          <FormError error={form.serverError} />
          {fields}
          <div className="row end">
            <button type="button" className="button ghost" onClick={() => setEditing(false)}>
              {t('common.cancel')}
            </button>
            <button type="submit" className="button primary" disabled={form.submitting}>
              {t('profile.save')}
            </button>
          </div>
        </form>
      ) : (
        children
      )}
    </section>
  );
}

function AccountCard({ user }: { user: AccountUser }) {
  const { t } = useTranslation();
  const update = useUpdateUser(user.id);
  const editor = useCardForm(
    userForm,
    { firstName: user.firstName ?? '', lastName: user.lastName ?? '' },
    update.mutateAsync,
  );
  const { form } = editor;
  return (
    <EditableCard
      id="account-title"
      title={t('profile.account')}
      editor={editor}
      fields={
        <>
          <Field label={t('profile.firstName')} autoComplete="given-name" {...form.field('firstName')} />
          <Field label={t('profile.lastName')} autoComplete="family-name" {...form.field('lastName')} />
        </>
      }
    >
      <dl className="definition">
        <dt>{t('profile.firstName')}</dt>
        <dd>{user.firstName}</dd>
        <dt>{t('profile.lastName')}</dt>
        <dd>{user.lastName}</dd>
        <dt>{t('profile.userName')}</dt>
        <dd>@{user.userName}</dd>
        <dt>{t('profile.email')}</dt>
        <dd>{user.email}</dd>
      </dl>
    </EditableCard>
  );
}

function ProfileCard({ userId, profile }: { userId: number; profile: Profile | null }) {
  const { t } = useTranslation();
  const save = useSaveProfile(userId, profile !== null);
  const editor = useCardForm(
    profileForm,
    { location: profile?.location ?? '', bio: profile?.bio ?? '' },
    save.mutateAsync,
  );
  const { form } = editor;
  return (
    <EditableCard
      id="profile-title"
      title={t('profile.about')}
      editor={editor}
      fields={
        <>
          <Field label={t('profile.location')} {...form.field('location')} />
          <Field label={t('profile.bio')} multiline {...form.field('bio')} />
        </>
      }
    >
      {profile ? (
        <dl className="definition">
          <dt>{t('profile.location')}</dt>
          <dd>{profile.location}</dd>
          <dt>{t('profile.bio')}</dt>
          <dd className="prose">{profile.bio}</dd>
        </dl>
      ) : (
        <p className="muted">{t('profile.empty')}</p>
      )}
    </EditableCard>
  );
}

/** /{eventSlug}/profile: the user record and profile, each with its own edit toggle. */
export function ProfilePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('navbars.profile'));
  const session = useSession();
  const account = useAccount(session?.userId);
  if (account.isPending) return <Loading />;
  if (account.isError)
    return <ErrorMessage message={account.error.message} onRetry={() => account.refetch()} />;
  const { user, profile } = account.data;
  return (
    <>
      <header className="row profile-heading">
        <span className="avatar large" aria-hidden="true">
          {initials(user)}
        </span>
        <div>
          <h1>{displayName(user)}</h1>
          <p className="muted">
            @{user.userName}
            {user.isStaff && <span className="pill">{t('profile.staff')}</span>}
          </p>
        </div>
      </header>
      <AccountCard key={`${user.firstName}-${user.lastName}`} user={user} />
      <ProfileCard
        key={profile ? `${profile.location}-${profile.bio}` : 'none'}
        userId={user.id}
        profile={profile ?? null}
      />
      <ApiTokensPanel owner={{ kind: 'personal' }} />
    </>
  );
}
