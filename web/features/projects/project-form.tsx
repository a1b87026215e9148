import { lazy } from 'react';
import type { Project } from '../../../common/api';
import { Boundary } from '../../lib/hydration';
import { hasFeature, useCurrentEvent } from '../event/event-context';

const CustomFields = lazy(() =>
  import('./custom-fields').then((module) => ({ default: module.CustomFields })),
);

/**
 * The project editor's inputs for the event's own submission fields, loaded only when the event's
 * plan includes them (docs/plans.md, enable_custom_registration_form).
 */
export function ProjectFormExtras({ project, editable }: { project: Project; editable: boolean }) {
  const event = useCurrentEvent();
  if (!hasFeature(event, 'enable_custom_registration_form')) return null;
  return (
    <Boundary fallback={null}>
      <CustomFields project={project} editable={editable} />
    </Boundary>
  );
}
