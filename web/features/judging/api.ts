import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fillPath } from '../../../common/contract/endpoint';
import { judgingFileRoutes, judgingRoutes } from '../../../common/contract/routes/judging';
import { judgingApi } from '../../api/contract';
import { downloadFile } from '../../api/download';

/**
 * The judging API (docs/judging.md, "API"): the calls are the contract's (`judgingApi`, from
 * common/contract/judging.ts); here are the TanStack Query hooks over them and the scores' download.
 */
export { judgingApi };

/** The round's scores as a CSV file, saved by the browser. */
export const downloadScores = (eventId: number, roundId: number, fileName: string) =>
  downloadFile(fillPath(judgingFileRoutes.routes.scores.path, [eventId, roundId]), fileName);

export const useJudgingSettings = (eventId: number) => useQuery(judgingApi.settings.query(eventId));
export const useJudges = (eventId: number) => useQuery(judgingApi.judges.query(eventId));
export const useJudgingProjects = (eventId: number) =>
  useQuery({ ...judgingApi.projects.query(eventId), select: (data) => data.projects });
export const useRubrics = (eventId: number) => useQuery(judgingApi.rubrics.query(eventId));
export const useRounds = (eventId: number) =>
  useQuery({ ...judgingApi.rounds.query(eventId), select: (data) => data.rounds });
export const useRound = (eventId: number, roundId: number | null) =>
  useQuery({ ...judgingApi.round.query(eventId, roundId ?? 0), enabled: roundId !== null });

/** How often live results refresh while judges score. */
export const LIVE_REFRESH_MS = 5000;

export const useLeaderboard = (
  eventId: number,
  roundId: number,
  options: { categoryId: number | null; confidence: number; live: boolean },
) =>
  useQuery({
    ...judgingApi.leaderboard.query(eventId, roundId, {
      categoryId: options.categoryId ?? undefined,
      confidence: options.confidence,
    }),
    refetchInterval: options.live ? LIVE_REFRESH_MS : false,
  });
export const useProgress = (eventId: number, roundId: number, live: boolean) =>
  useQuery({
    ...judgingApi.progress.query(eventId, roundId),
    refetchInterval: live ? LIVE_REFRESH_MS : false,
  });
export const usePlan = (eventId: number, roundId: number) =>
  useQuery(judgingApi.plan.query(eventId, roundId));
export const useJudgeReview = (eventId: number, roundId: number) =>
  useQuery(judgingApi.review.query(eventId, roundId));

/** While no round is open for the judge, the page looks again this often, so the first project appears by itself. */
export const WAIT_FOR_ROUND_MS = 15_000;

export const useMyJudging = (eventId: number) =>
  useQuery({
    ...judgingApi.me.query(eventId),
    refetchInterval: (query) =>
      query.state.data?.rounds.some((round) => round.state === 'open') ? false : WAIT_FOR_ROUND_MS,
  });

/**
 * The judge's current look. `next` is a POST (it may hand out a new look), but asking again gives the
 * same unfinished look, so it is safe to treat as a read.
 */
export function useJudgeQueue(eventId: number, roundId: number | null, enabled: boolean) {
  return useQuery({
    ...judgingApi.next.query(eventId, roundId ?? 0),
    enabled: enabled && roundId !== null,
    staleTime: 0,
  });
}

/** Released judges' comments for a project's own team (never public). */
export function useTeamFeedback(projectId: number) {
  return useQuery({ ...judgingApi.teamFeedback.query(projectId), retry: false });
}

/** A console change: afterwards every judging read is fetched again (the console shows one event). */
export function useJudgingMutation<TArgs, TResult>(run: (args: TArgs) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: judgingRoutes.root }),
  });
}
