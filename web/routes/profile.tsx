import { type ReactNode, useState } from 'react';
import type { AccountUser, Profile } from '../../common/api';
import { profileForm, userForm } from '../../common/user-validation';
import { displayName, initials } from '../../common/users';
import { useAccount, useSaveProfile, useUpdateUser } from '../api/account';
import { useSession } from '../api/session';
import { ErrorMessage, Loading } from '../components/feedback';
import { Field, FormError } from '../components/form/fields';
import { useZodForm } from '../components/form/use-zod-form';
import { useTranslation } from '../i18n/react';
import { useDocumentTitle } from '../lib/document-title';
import { useUi } from '../state/ui-context';

/** A profile card with a title and an edit toggle (docs/product.md). */
function EditableCard({
  id,
  title,
  editing,
  onEdit,
  children,
}: {
  id: string;
  title: string;
  editing: boolean;
  onEdit: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section className="card" aria-labelledby={id}>
      <header className="card-header">
        <h2 id={id}>{title}</h2>
        {!editing && (
          <button type="button" className="button small" onClick={onEdit}>
            {t('profile.edit')}
          </button>
        )}
      </header>
      {children}
    </section>
  );
}

function AccountCard({ user }: { user: AccountUser }) {
  const { t } = useTranslation();
  const { toast } = useUi();
  const update = useUpdateUser(user.id);
  const [editing, setEditing] = useState(false);
  const form = useZodForm(
    userForm,
    { firstName: user.firstName ?? '', lastName: user.lastName ?? '' },
    async (values) => {
      await update.mutateAsync(values);
      // The edit toggle flips on a successful update.
      setEditing(false);
      toast(t('profile.saved'), 'success');
    },
  );

  return (
    <EditableCard
      id="account-title"
      title={t('profile.account')}
      editing={editing}
      onEdit={() => setEditing(true)}
    >
      {editing ? (
        <form className="form" onSubmit={form.handleSubmit} noValidate>
          <FormError error={form.serverError} />
          <Field label={t('profile.firstName')} autoComplete="given-name" {...form.field('firstName')} />
          <Field label={t('profile.lastName')} autoComplete="family-name" {...form.field('lastName')} />
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
      )}
    </EditableCard>
  );
}

function ProfileCard({ userId, profile }: { userId: number; profile: Profile | null }) {
  const { t } = useTranslation();
  const { toast } = useUi();
  const save = useSaveProfile(userId, profile !== null);
  const [editing, setEditing] = useState(false);
  const form = useZodForm(
    profileForm,
    { location: profile?.location ?? '', bio: profile?.bio ?? '' },
    async (values) => {
      await save.mutateAsync(values);
      setEditing(false);
      toast(t('profile.saved'), 'success');
    },
  );

  return (
    <EditableCard
      id="profile-title"
      title={t('profile.about')}
      editing={editing}
      onEdit={() => setEditing(true)}
    >
      {editing ? (
        <form className="form" onSubmit={form.handleSubmit} noValidate>
          <FormError error={form.serverError} />
          <Field label={t('profile.location')} {...form.field('location')} />
          <Field label={t('profile.bio')} multiline {...form.field('bio')} />
          <div className="row end">
            <button type="button" className="button ghost" onClick={() => setEditing(false)}>
              {t('common.cancel')}
            </button>
            <button type="submit" className="button primary" disabled={form.submitting}>
              {t('profile.save')}
            </button>
          </div>
        </form>
      ) : profile ? (
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
    </>
  );
}
