import { z } from 'zod';
import {
  checkInInput,
  checkInLookupQuery,
  checkInLookupResponse,
  checkInResponse,
  checkInSummary,
} from '../check-in';
import { idOrSlug } from '../schemas/ids';
import { defineContract } from './endpoint';
import { checkInRoutes } from './routes/check-in';

const errors = [400, 401, 403, 404, 409] as const;
const tags = ['registration', 'check-in'] as const;
const params = z.object({ idOrSlug });

export const checkInContract = defineContract(checkInRoutes, {
  lookup: {
    tags,
    summary: 'Find an accepted registrant by the code on their registration page, or by name',
    description:
      'Either `token` (one registrant; 404 `checkIn.error.unknownCode`, 409 `checkIn.error.notAccepted`) ' +
      'or `q` (up to 20 accepted or confirmed registrants whose name, user name or address contains it). ' +
      'Each comes with its warnings: not confirmed, consent pending or declined, already checked in.',
    params,
    query: checkInLookupQuery,
    response: checkInLookupResponse,
    errors,
    action: 'check_in',
  },
  checkIn: {
    tags,
    summary: 'Check a registrant in, exactly once',
    description:
      'Idempotent: the first check-in of a registrant takes; any later one (another volunteer, a second tap) ' +
      'answers 200 with `alreadyCheckedIn` and who checked them in when. The same `clientId` sent again ' +
      '(an offline queue replaying) answers as the first time. `at` is when the volunteer tapped.',
    params,
    body: checkInInput,
    response: checkInResponse,
    errors,
    action: 'check_in',
  },
  summary: {
    tags,
    summary: 'Arrivals: how many accepted registrants are checked in (volunteers and event staff)',
    params,
    response: checkInSummary,
    errors,
    action: 'see_arrivals',
  },
});
