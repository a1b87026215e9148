import { createContext, useContext } from 'react';
import type { EventRole } from '../../../common/constants';
import { type EventAction, eventRoleAllows } from '../../../common/permissions';

export interface ConsoleAccess {
  role: EventRole | null;
  isSuperAdmin: boolean;
}

export const ConsoleContext = createContext<ConsoleAccess>({ role: null, isSuperAdmin: false });

/** What the organiser on screen may do; the server checks again on every call. */
export function useConsoleCan() {
  const { role, isSuperAdmin } = useContext(ConsoleContext);
  return (action: EventAction) => eventRoleAllows(role, action, isSuperAdmin);
}
