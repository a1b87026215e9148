import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RegistrationDecision, RegistrationStatus } from '../../common/registration';
import type { AnswerValue } from '../../common/registration-form';
import type { ConsentSettings, ConsentSettingsInput } from '../../common/schemas/consent';
import type {
  MyRegistration,
  RegistrantsAnswer,
  RegistrantsQuery,
  Registration,
  RegistrationCounts,
  RegistrationSettings,
  RegistrationSettingsInput,
} from '../../common/schemas/registration';
import { apiRequest } from './client';
import { downloadFile } from './download';

/**
 * Registration's query keys: kept with its calls rather than in query-keys.ts, which ships with the
 * public page, whose JavaScript budget these screens (loaded on first visit) must not spend.
 */
export const registrationKeys = {
  all: ['registration'] as const,
  mine: (slug: string) => [...registrationKeys.all, 'mine', slug] as const,
  settings: (slug: string) => [...registrationKeys.all, 'settings', slug] as const,
  registrants: (slug: string, filters: object) =>
    [...registrationKeys.all, 'registrants', slug, filters] as const,
  counts: (slug: string) => [...registrationKeys.all, 'counts', slug] as const,
  /** The organiser's parent-consent settings: the age, the text and its version. */
  consentSettings: (slug: string) => [...registrationKeys.all, 'consent-settings', slug] as const,
  /** The door's arrivals count, for volunteers. */
  checkInSummary: (slug: string) => [...registrationKeys.all, 'check-in', slug] as const,
  /** What a parent's mailed link opens (no account: the token is the key). */
  parentConsent: (slug: string, token: string) =>
    [...registrationKeys.all, 'parent-consent', slug, token] as const,
};

/** The event's registration settings and form, with the caller's own registration when signed in. */
export function useMyRegistration(slug: string, enabled = true) {
  return useQuery({
    enabled,
    queryKey: registrationKeys.mine(slug),
    queryFn: ({ signal }) => apiRequest<MyRegistration>(`/events/${slug}/registration`, { signal }),
  });
}

/** Apply, confirm, cancel: each answers the registration, which replaces the cached one. */
export function useRegistrationActions(slug: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: registrationKeys.all });
  const apply = useMutation({
    mutationFn: (body: {
      answers: Record<string, AnswerValue | null>;
      /** Asked when the event needs a parent's consent under an age. */
      birthDate?: string;
      parentEmail?: string;
    }) => apiRequest<Registration>(`/events/${slug}/registration`, { method: 'POST', body }),
    onSuccess: refresh,
  });
  const confirm = useMutation({
    mutationFn: () => apiRequest<Registration>(`/events/${slug}/registration/confirm`, { method: 'POST' }),
    onSuccess: refresh,
  });
  const cancel = useMutation({
    mutationFn: () => apiRequest<Registration>(`/events/${slug}/registration/cancel`, { method: 'POST' }),
    onSuccess: refresh,
  });
  return { apply, confirm, cancel };
}

const staffPath = (slug: string, rest: string) => `/partners/events/${slug}/${rest}`;

export function useConsentSettings(slug: string) {
  return useQuery({
    queryKey: registrationKeys.consentSettings(slug),
    queryFn: ({ signal }) => apiRequest<ConsentSettings>(staffPath(slug, 'registration/consent'), { signal }),
  });
}

/** Saves the age and text; the answer names the text's version (the next one when the text changed). */
export function useSaveConsentSettings(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ConsentSettingsInput) =>
      apiRequest<ConsentSettings>(staffPath(slug, 'registration/consent'), { method: 'PUT', body: input }),
    onSuccess: (saved) => {
      queryClient.setQueryData(registrationKeys.consentSettings(slug), saved);
      return queryClient.invalidateQueries({ queryKey: registrationKeys.all });
    },
  });
}

export function useRegistrationSettings(slug: string) {
  return useQuery({
    queryKey: registrationKeys.settings(slug),
    queryFn: ({ signal }) =>
      apiRequest<RegistrationSettings>(staffPath(slug, 'registration/settings'), { signal }),
  });
}

export function useSaveRegistrationSettings(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RegistrationSettingsInput) =>
      apiRequest<RegistrationSettings>(staffPath(slug, 'registration/settings'), {
        method: 'PUT',
        body: input,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: registrationKeys.all }),
  });
}

const queryString = (filters: RegistrantsQuery) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters))
    if (value !== undefined && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
};

export function useRegistrants(slug: string, filters: RegistrantsQuery) {
  return useQuery({
    queryKey: registrationKeys.registrants(slug, filters),
    queryFn: ({ signal }) =>
      apiRequest<RegistrantsAnswer>(`${staffPath(slug, 'registrants')}${queryString(filters)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useRegistrationCounts(slug: string, enabled: boolean) {
  return useQuery({
    enabled,
    queryKey: registrationKeys.counts(slug),
    queryFn: ({ signal }) =>
      apiRequest<RegistrationCounts>(staffPath(slug, 'registrants/counts'), { signal }),
    // Arrivals at the door show on the overview as volunteers check people in.
    refetchInterval: 15_000,
  });
}

export function useRegistrantActions(slug: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: registrationKeys.all });
  const decide = useMutation({
    mutationFn: (input: { ids: number[]; decision: RegistrationDecision; note?: string }) =>
      apiRequest<{ changed: number; unchanged: number }>(staffPath(slug, 'registrants/decisions'), {
        method: 'POST',
        body: input,
      }),
    onSuccess: refresh,
  });
  const mail = useMutation({
    mutationFn: (input: { status: RegistrationStatus; subject: string; body: string }) =>
      apiRequest<{ queued: number }>(staffPath(slug, 'registrants/mail'), { method: 'POST', body: input }),
  });
  return { decide, mail };
}

export const downloadRegistrants = (slug: string, filters: RegistrantsQuery) =>
  downloadFile(`${staffPath(slug, 'registrants.csv')}${queryString(filters)}`, `${slug}-registrants.csv`);
