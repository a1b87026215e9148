import type { Viewer } from '../context';
import type { Resource } from '../http/endpoint';
import { type UserRecord, userPolicy } from '../policies/user';

/**
 * The account a path names (by its user id parameter), for an edit: the caller and the id, without a
 * lookup, so a caller who may not edit it is refused (403) before anyone learns whether it exists.
 */
export function userResource(param: 'id' | 'userId'): Resource<Viewer | null, UserRecord> {
  return {
    async load(request) {
      return {
        actor: request.viewer ?? null,
        record: { id: (request.params as Record<string, number>)[param]! },
      };
    },
    policy: userPolicy,
    planOf: () => null,
  };
}
