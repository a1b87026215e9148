import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { accessCodeEntry } from '../../../common/validation';
import { ApiError } from '../../api/client';
import { eventAccessApi } from '../../api/contract';
import { eventKeys } from '../../api/query-keys';
import { Field, FormError } from '../../components/form/fields';
import { useZodForm } from '../../components/form/use-zod-form';
import { useTranslation } from '../../i18n/react';
import { useDocumentTitle } from '../../lib/document-title';
import { useLocalePath } from '../../lib/locale';
import { useSession } from '../auth/session';
import { safeReturnUrl } from '../auth/use-auth-navigation';
import { useCurrentEvent } from './event-context';
import { resetAccessPass, storeAccessPass, useEventCredentials } from './event-credentials';

/**
 * /{eventSlug}/access and /{eventSlug}/parent-access: a visitor (or a parent) enters the event's access
 * code; the validated pass is kept in local storage until it expires or is reset (docs/product.md).
 */
export function AccessCodePage({ audience }: { audience: 'visitor' | 'parent' }) {
  const { t } = useTranslation();
  const event = useCurrentEvent();
  const to = useLocalePath();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const { accessPass } = useEventCredentials(event.slug);
  useDocumentTitle(audience === 'parent' ? t('access.parentTitle') : t('access.title'));
  const validate = useMutation({
    mutationFn: (body: { code: string }) =>
      eventAccessApi.validateAccessCode(event.slug, body, { anonymous: true }),
  });
  const form = useZodForm(accessCodeEntry, { code: '' }, async (values) => {
    try {
      const result = await validate.mutateAsync(values);
      storeAccessPass(event.slug, result.accessPass, result.expireAt);
      await queryClient.invalidateQueries({ queryKey: eventKeys.of(event.slug) });
      navigate(safeReturnUrl(params.get('returnUrl')) ?? to(`/${event.slug}`), { replace: true });
    } catch (failure) {
      // The server answers a wrong code with its catalogue message; readers get a translated sentence.
      if (failure instanceof ApiError && failure.status === 403)
        throw new ApiError(failure.status, failure.message, 'access.wrongCode');
      throw failure;
    }
  });

  return (
    <section className="status-card stack" data-testid="access-page">
      <p className="eyebrow">{event.name}</p>
      <h1>{audience === 'parent' ? t('access.parentTitle') : t('access.title')}</h1>
      <p>{audience === 'parent' ? t('access.parentIntro') : t('access.intro')}</p>
      {accessPass ? (
        <div className="stack">
          <p className="notice">{t('access.validated')}</p>
          <div className="row center wrap">
            <Link className="button primary" to={to(`/${event.slug}`)}>
              {t('access.enter')}
            </Link>
            <button type="button" className="button ghost" onClick={() => resetAccessPass(event.slug)}>
              {t('access.reset')}
            </button>
          </div>
        </div>
      ) : (
        <form className="form" onSubmit={form.handleSubmit} noValidate>
          <FormError error={form.serverError} />
          <Field label={t('access.code')} autoComplete="off" {...form.field('code')} />
          <button type="submit" className="button primary" disabled={form.submitting}>
            {t('access.submit')}
          </button>
        </form>
      )}
    </section>
  );
}

/** /{eventSlug}/user-access: the two ways into a gated event, logging in or entering the code. */
export function UserAccessPage() {
  const { t } = useTranslation();
  const event = useCurrentEvent();
  const session = useSession();
  const to = useLocalePath();
  const [params] = useSearchParams();
  const returnUrl = params.get('returnUrl') ?? `/${event.slug}`;
  useDocumentTitle(t('access.userTitle'));
  return (
    <section className="status-card stack">
      <p className="eyebrow">{event.name}</p>
      <h1>{t('access.userTitle')}</h1>
      <p>{t('access.userIntro')}</p>
      <div className="row center wrap">
        {!session && (
          <Link
            className="button primary"
            to={`${to(`/${event.slug}/login`)}?returnUrl=${encodeURIComponent(returnUrl)}`}
          >
            {t('navbars.login')}
          </Link>
        )}
        {event.hasAccessCode && (
          <Link
            className="button"
            to={`${to(`/${event.slug}/access`)}?returnUrl=${encodeURIComponent(returnUrl)}`}
          >
            {t('access.withCode')}
          </Link>
        )}
        <Link className="button ghost" to={to(`/${event.slug}/parent-access`)}>
          {t('access.parentTitle')}
        </Link>
      </div>
    </section>
  );
}
