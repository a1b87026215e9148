import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountUser, Profile } from '../../common/api';
import { displayName, initials } from '../../common/users';
import { checkPersonName, checkProfile } from '../../common/validation';
import { useAccount, useSaveProfile, useUpdateUser } from '../api/account';
import { ApiError } from '../api/client';
import { useSession } from '../api/session';
import { ErrorMessage, Loading } from '../components/feedback';
import { Field, FormError } from '../components/form/fields';
import { useDocumentTitle } from '../lib/document-title';
import { useUi } from '../state/ui-context';

/** A profile card with a title and an edit toggle (SPEC §4: it flips on a successful save). */
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
  const [values, setValues] = useState({ firstName: user.firstName ?? '', lastName: user.lastName ?? '' });
  const [errors, setErrors] = useState<Record<string, string | null>>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      firstName: checkPersonName('firstName', values.firstName),
      lastName: checkPersonName('lastName', values.lastName),
    };
    setErrors(found);
    if (found.firstName || found.lastName) return;
    await update.mutateAsync(values);
    // SPEC §4: the edit toggle flips on a successful update.
    setEditing(false);
    toast(t('profile.saved'), 'success');
  };

  return (
    <EditableCard
      id="account-title"
      title={t('profile.account')}
      editing={editing}
      onEdit={() => setEditing(true)}
    >
      {editing ? (
        <form className="form" onSubmit={submit} noValidate>
          <FormError message={update.error instanceof ApiError ? update.error.message : null} />
          <Field
            label={t('profile.firstName')}
            name="firstName"
            value={values.firstName}
            onChange={(e) => setValues({ ...values, firstName: e.target.value })}
            error={errors.firstName}
          />
          <Field
            label={t('profile.lastName')}
            name="lastName"
            value={values.lastName}
            onChange={(e) => setValues({ ...values, lastName: e.target.value })}
            error={errors.lastName}
          />
          <div className="row end">
            <button type="button" className="button ghost" onClick={() => setEditing(false)}>
              {t('common.cancel')}
            </button>
            <button type="submit" className="button primary" disabled={update.isPending}>
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
  const [values, setValues] = useState({ location: profile?.location ?? '', bio: profile?.bio ?? '' });
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = checkProfile(values);
    setErrors(found);
    if (Object.keys(found).length) return;
    await save.mutateAsync(values);
    setEditing(false);
    toast(t('profile.saved'), 'success');
  };

  return (
    <EditableCard
      id="profile-title"
      title={t('profile.about')}
      editing={editing}
      onEdit={() => setEditing(true)}
    >
      {editing ? (
        <form className="form" onSubmit={submit} noValidate>
          <FormError
            message={save.error instanceof ApiError ? (save.error.key ?? save.error.message) : null}
          />
          <Field
            label={t('profile.location')}
            name="location"
            value={values.location}
            onChange={(e) => setValues({ ...values, location: e.target.value })}
            error={errors.location}
          />
          <Field
            label={t('profile.bio')}
            name="bio"
            multiline
            value={values.bio}
            onChange={(e) => setValues({ ...values, bio: e.target.value })}
            error={errors.bio}
          />
          <div className="row end">
            <button type="button" className="button ghost" onClick={() => setEditing(false)}>
              {t('common.cancel')}
            </button>
            <button type="submit" className="button primary" disabled={save.isPending}>
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
