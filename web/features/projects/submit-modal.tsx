import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Project } from '../../../common/api';
import { checkProjectForSubmission } from '../../../common/projects';
import { ApiError } from '../../api/client';
import { notifyKeys } from '../../api/query-keys';
import { FormError } from '../../components/form/fields';
import { useModal } from '../../components/modal/modal-context';
import { useTranslation } from '../../i18n/react';
import { useUi } from '../../state/ui-context';
import type { SubmitRefusal } from '../console/forms-api';
import { projectApi, useInvalidateProjects } from './api';

function SubmitProject({ project, close }: { project: Project; close: () => void }) {
  const { t } = useTranslation();
  const { toast } = useUi();
  const invalidate = useInvalidateProjects();
  // The wire's messages ("Please select a imageUrl") stay on the wire; people read what to do, translated.
  const problems = Object.keys(checkProjectForSubmission(project)).map((field) =>
    t(`fieldError.project.${field}`),
  );
  const queryClient = useQueryClient();
  const submit = useMutation({
    mutationFn: () => projectApi.setStatus(project.id, 'SUBMITTED'),
    // The editor's custom fields read the refusal to mark the required ones left empty, by their id.
    onError: (error) =>
      queryClient.setQueryData<SubmitRefusal>(notifyKeys.submit(project.id), {
        at: Date.now(),
        fields: error instanceof ApiError ? (error.fields ?? {}) : {},
      }),
    onSuccess: async () => {
      await invalidate();
      toast(t('editor.submitted'), 'success');
      close();
    },
  });
  return (
    <div className="stack">
      <p>{t('editor.submitIntro', { title: project.title || t('myProjects.untitled') })}</p>
      {problems.length > 0 ? (
        <ul className="problem-list" data-testid="submit-problems">
          {problems.map((problem) => (
            <li key={problem} className="field-error">
              {problem}
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">{t('editor.submitReady')}</p>
      )}
      <FormError error={submit.error} />
      <div className="row end">
        <button type="button" className="button ghost" onClick={close}>
          {t('common.cancel')}
        </button>
        <button
          type="button"
          className="button primary"
          disabled={problems.length > 0 || submit.isPending}
          onClick={() => submit.mutate()}
          data-testid="confirm-submit"
        >
          {t('editor.submit')}
        </button>
      </div>
    </div>
  );
}

/** The project-submit modal of docs/product.md; its type names the action it confirms. */
export function useSubmitModal() {
  const { t } = useTranslation();
  const { openModal } = useModal();
  return (project: Project) =>
    openModal({
      type: 'projectSubmit:submit',
      title: t('editor.submitTitle'),
      size: 'small',
      render: (close) => <SubmitProject project={project} close={close} />,
    });
}
