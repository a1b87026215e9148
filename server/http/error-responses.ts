import { errorResponse } from '../../common/api';

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429;

/** The `{message, key?}` answers a route documents, one entry per status it can return. */
export function errorResponses<S extends ErrorStatus>(...statuses: S[]): Record<S, typeof errorResponse> {
  return Object.fromEntries(statuses.map((status) => [status, errorResponse])) as Record<
    S,
    typeof errorResponse
  >;
}
