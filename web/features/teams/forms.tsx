import {
  cardBody,
  joinRequestBody,
  type ManagedTeam,
  openingBody,
  TEAM_FINDER_LIMITS,
  type TeamFinderBoard,
} from '../../../common/team-finder';
import { Field, FormError } from '../../components/form/fields';
import { useZodForm, type ZodForm } from '../../components/form/use-zod-form';
import { useUi } from '../../state/ui-context';
import { useCurrentEvent } from '../event/event-context';
import { useAskToJoin, useSaveCard, useSaveOpening } from './api';
import { SkillInput, useTeamsText } from './skills';

/** The links box holds one link a line (or a space apart): the card sends them as a list. */
const linksOf = (text: string) =>
  text
    .split(/\s+/)
    .map((link) => link.trim())
    .filter(Boolean);

/** The caller's own card: skills, interests, a pitch and links, posted or edited. */
export function CardForm({ board, onDone }: { board: TeamFinderBoard; onDone: () => void }) {
  const { t } = useTeamsText();
  const event = useCurrentEvent();
  const { toast } = useUi();
  const own = board.me?.card ?? null;
  const save = useSaveCard(event.slug, own !== null);
  const form = useZodForm(
    cardBody,
    {
      skills: own?.skills ?? [],
      interests: own?.interests ?? '',
      pitch: own?.pitch ?? '',
      links: (own?.links ?? []).join('\n'),
    },
    async (card) => {
      await save.mutateAsync(card);
      toast(t('form.saved'), 'success');
      onDone();
    },
    // Editing keeps the card on or off the board as it was.
    { toInput: ({ links, ...card }) => ({ ...card, links: linksOf(links), visible: own?.visible ?? true }) },
  );
  return (
    <form className="card stack team-form" onSubmit={form.handleSubmit} noValidate data-testid="card-form">
      <h3>{own ? t('form.editTitle') : t('form.newTitle')}</h3>
      <SkillInput
        label={t('card.skills')}
        skills={form.values.skills}
        error={form.errors.skills}
        onChange={(skills) => form.setValue('skills', skills)}
        testId="card-skill-input"
      />
      <Field
        label={t('card.interests')}
        maxLength={TEAM_FINDER_LIMITS.interestsMax}
        {...form.field('interests')}
      />
      <Field
        label={t('card.pitch')}
        multiline
        hint={t('form.pitchHint', { count: TEAM_FINDER_LIMITS.pitchMax })}
        {...form.field('pitch')}
      />
      <Field
        label={t('card.links')}
        multiline
        hint={t('form.linksHint', { count: TEAM_FINDER_LIMITS.linksMax })}
        {...form.field('links')}
      />
      <FormFooter form={form} onCancel={onDone} submitLabel={t('form.save')} testId="card-save" />
    </form>
  );
}

/** A team's opening: the skills it looks for and a note to the people who might join. */
export function OpeningForm({ team, onDone }: { team: ManagedTeam; onDone: () => void }) {
  const { t } = useTeamsText();
  const save = useSaveOpening();
  const form = useZodForm(
    openingBody,
    { skills: team.opening?.skills ?? [], note: team.opening?.note ?? '' },
    async (opening) => {
      await save.mutateAsync({ projectId: team.projectId, ...opening });
      onDone();
    },
  );
  return (
    <form className="stack team-form" data-testid="opening-form" onSubmit={form.handleSubmit} noValidate>
      <SkillInput
        label={t('opening.skills')}
        skills={form.values.skills}
        error={form.errors.skills}
        onChange={(skills) => form.setValue('skills', skills)}
        testId="opening-skill-input"
      />
      <Field label={t('opening.note')} multiline {...form.field('note')} />
      <FormFooter form={form} onCancel={onDone} submitLabel={t('opening.save')} testId="opening-save" small />
    </form>
  );
}

/** A person's request to join a team, with a message for its owners. */
export function AskToJoinForm({ projectId, onCancel }: { projectId: number; onCancel: () => void }) {
  const { t } = useTeamsText();
  const { toast } = useUi();
  const ask = useAskToJoin();
  const form = useZodForm(joinRequestBody, { message: '' }, async ({ message }) => {
    await ask.mutateAsync({ projectId, message });
    toast(t('actions.asked'), 'success');
  });
  return (
    <form className="stack tight" onSubmit={form.handleSubmit} noValidate>
      <Field
        label={t('actions.message')}
        multiline
        hint={t('actions.messageHint')}
        {...form.field('message')}
      />
      <FormFooter
        form={form}
        onCancel={onCancel}
        submitLabel={t('actions.send')}
        testId="send-request"
        small
      />
    </form>
  );
}

/** A form's refusal and its buttons: cancel, and submit (off while the form is being sent). */
function FormFooter({
  form,
  onCancel,
  submitLabel,
  testId,
  small = false,
}: {
  form: Pick<ZodForm<Record<string, unknown>>, 'serverError' | 'submitting'>;
  onCancel: () => void;
  submitLabel: string;
  testId: string;
  small?: boolean;
}) {
  const { t } = useTeamsText();
  const size = small ? ' small' : '';
  return (
    <>
      <FormError error={form.serverError} />
      <div className="row end">
        <button type="button" className={`button ghost${size}`} onClick={onCancel}>
          {t('form.cancel')}
        </button>
        <button
          type="submit"
          className={`button primary${size}`}
          disabled={form.submitting}
          data-testid={testId}
        >
          {submitLabel}
        </button>
      </div>
    </>
  );
}
