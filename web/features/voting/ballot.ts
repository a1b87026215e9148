import type { PeoplesChoice, PeoplesChoiceAward } from '../../../common/voting';

/** What the voting components need of a project. */
export interface VotingProject {
  id: number;
  title: string;
  categories?: { id: number }[];
}

/** The awards a project competes for: every award without a category, and its categories' awards. */
export const awardsFor = (state: PeoplesChoice, project: VotingProject): PeoplesChoiceAward[] =>
  state.awards.filter(
    (award) => !award.category || project.categories?.some((category) => category.id === award.category?.id),
  );

export const votesFor = (state: PeoplesChoice, awardId: number) =>
  state.ballot?.votes.filter((vote) => vote.awardId === awardId) ?? [];

export const votesLeft = (state: PeoplesChoice, awardId: number) =>
  Math.max(0, state.votesPerAward - votesFor(state, awardId).length);

export const hasVoted = (state: PeoplesChoice, awardId: number, projectId: number) =>
  votesFor(state, awardId).some((vote) => vote.projectId === projectId);

/** The award's category, when its name does not already say it ("People's choice: Games" needs none). */
export const categoryNote = (awardName: string, categoryName: string | null | undefined): string | null =>
  categoryName && !awardName.toLowerCase().includes(categoryName.toLowerCase()) ? categoryName : null;

/** Dates in the reader's language (the test locale `ab` reads English). */
export const formatWhen = (iso: string | null, language: string, timeZone?: string) =>
  iso
    ? new Intl.DateTimeFormat(language === 'ab' ? 'en' : language, {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone,
      }).format(new Date(iso))
    : '';
