import type { Actor } from '../policies/actor';
import type { EventAccess } from './policy';

/** A staff actor's standing as the event's read paths take it: staff act without preview or pass. */
export const staffAccessOf = ({ viewer, role }: Pick<Actor, 'viewer' | 'role'>): EventAccess => ({
  viewer,
  role,
  hasPreview: false,
  hasAccessPass: false,
});
