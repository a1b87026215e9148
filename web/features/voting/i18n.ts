import { ApiError } from '../../api/client';
import { useTranslation } from '../../i18n/react';

/**
 * People's choice text lives in its own catalogue (web/i18n/voting/), loaded with the voting code
 * instead of in the entry bundle's English catalogue; shared words still come from the main one.
 * Components using it render inside a Suspense boundary, which waits for the catalogue.
 */
const NAMESPACES = ['voting', 'translation'] as const;
export const useVotingTranslation = () => useTranslation(NAMESPACES, { nsMode: 'fallback' });

type Translate = ReturnType<typeof useVotingTranslation>['t'];

/** A refused call in the reader's language: the server's translation key, else its English message. */
export const errorText = (t: Translate, error: Error | null | undefined): string | undefined =>
  error
    ? error instanceof ApiError && error.key
      ? t(error.key, { defaultValue: error.message })
      : error.message
    : undefined;
