import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { consentContract } from '../../../common/contract/consent';
import { type BodyOf, fillPath } from '../../../common/contract/endpoint';
import type { registrationContract } from '../../../common/contract/registration';
import { registrationRoutes } from '../../../common/contract/routes/registration';
import type { RegistrantsQuery } from '../../../common/schemas/registration';
import { consentApi, registrationApi } from '../../api/contract';
import { downloadFile } from '../../api/download';

/**
 * Registration's calls and keys come from its contract entries (common/contract/registration.ts), under
 * the area's root: refreshing `registrationRoutes.root` refreshes every registration screen (the check-in
 * count and the consent settings share the root).
 */
const refreshAll = (queryClient: ReturnType<typeof useQueryClient>) =>
  queryClient.invalidateQueries({ queryKey: registrationRoutes.root });

/** The event's registration settings and form, with the caller's own registration when signed in. */
export function useMyRegistration(slug: string, enabled = true) {
  return useQuery({ enabled, ...registrationApi.mine.query(slug) });
}

/** Apply, confirm, cancel: each answers the registration, which replaces the cached one. */
export function useRegistrationActions(slug: string) {
  const queryClient = useQueryClient();
  const refresh = () => refreshAll(queryClient);
  const apply = useMutation({
    mutationFn: (body: BodyOf<typeof registrationContract.apply>) => registrationApi.apply(slug, body),
    onSuccess: refresh,
  });
  const confirm = useMutation({ mutationFn: () => registrationApi.confirm(slug), onSuccess: refresh });
  const cancel = useMutation({ mutationFn: () => registrationApi.cancel(slug), onSuccess: refresh });
  return { apply, confirm, cancel };
}

export function useConsentSettings(slug: string) {
  return useQuery(consentApi.settings.query(slug));
}

/** Saves the age and text; the answer names the text's version (the next one when the text changed). */
export function useSaveConsentSettings(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BodyOf<typeof consentContract.saveSettings>) => consentApi.saveSettings(slug, input),
    onSuccess: (saved) => {
      queryClient.setQueryData(consentApi.settings.key(slug), saved);
      return refreshAll(queryClient);
    },
  });
}

export function useRegistrationSettings(slug: string) {
  return useQuery(registrationApi.settings.query(slug));
}

export function useSaveRegistrationSettings(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BodyOf<typeof registrationContract.saveSettings>) =>
      registrationApi.saveSettings(slug, input),
    onSuccess: () => refreshAll(queryClient),
  });
}

export function useRegistrants(slug: string, filters: RegistrantsQuery) {
  return useQuery({ ...registrationApi.registrants.query(slug, filters), placeholderData: keepPreviousData });
}

export function useRegistrationCounts(slug: string, enabled: boolean) {
  return useQuery({
    enabled,
    ...registrationApi.counts.query(slug),
    // Arrivals at the door show on the overview as volunteers check people in.
    refetchInterval: 15_000,
  });
}

export function useRegistrantActions(slug: string) {
  const queryClient = useQueryClient();
  const decide = useMutation({
    mutationFn: (input: BodyOf<typeof registrationContract.decide>) => registrationApi.decide(slug, input),
    onSuccess: () => refreshAll(queryClient),
  });
  const mail = useMutation({
    mutationFn: (input: BodyOf<typeof registrationContract.mail>) => registrationApi.mail(slug, input),
  });
  return { decide, mail };
}

/** The registrants as CSV, with the same filters, handed to the browser as a download. */
export const downloadRegistrants = (slug: string, filters: RegistrantsQuery) =>
  downloadFile(fillPath(registrationRoutes.routes.registrantsCsv.path, [slug]), `${slug}-registrants.csv`, {
    query: filters,
  });
