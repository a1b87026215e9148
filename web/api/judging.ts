import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  CriterionInput,
  JudgeInvitationInput,
  JudgeQueue,
  JudgesResponse,
  JudgingRound,
  JudgingRoundDetail,
  JudgingSettings,
  JudgingSettingsInput,
  judgeInvitationSent,
  judgeReviewResponse,
  judgingProjectsResponse,
  LeaderboardResponse,
  LookResult,
  MyJudging,
  myLooksResponse,
  ProgressResponse,
  planResponse,
  RoundInput,
  RoundPatch,
  resultsToAwardsInput,
  resultsToAwardsResponse,
  roundsResponse,
  rubricsResponse,
  SkipLookInput,
  SubmitLookInput,
  TeamFeedback,
} from '../../common/judging';
import { apiRequest } from './client';
import { downloadFile } from './download';
import { judgingKeys } from './query-keys';

export { judgingKeys };

/**
 * The judging API (docs/judging.md, "API"): calls and TanStack Query hooks. Every shape comes from
 * the zod contract in common/judging.ts.
 */
export type JudgingProjects = z.infer<typeof judgingProjectsResponse>['projects'];
export type JudgingPlan = z.infer<typeof planResponse>;
export type JudgeReview = z.infer<typeof judgeReviewResponse>;
export type MyLooks = z.infer<typeof myLooksResponse>['looks'];
export type ResultsToAwards = z.input<typeof resultsToAwardsInput>;

const base = (eventId: number) => `/partners/events/${eventId}/judging`;
const round = (eventId: number, roundId: number) => `${base(eventId)}/rounds/${roundId}`;

export const judgingApi = {
  saveSettings: (eventId: number, settings: JudgingSettingsInput) =>
    apiRequest<JudgingSettings>(`${base(eventId)}/settings`, { method: 'PUT', body: settings }),
  invite: (eventId: number, invitation: JudgeInvitationInput) =>
    apiRequest<z.infer<typeof judgeInvitationSent>>(`${base(eventId)}/judges`, {
      method: 'POST',
      body: invitation,
    }),
  acceptJudge: (eventId: number, judgeId: number) =>
    apiRequest<unknown>(`${base(eventId)}/judges/${judgeId}/accept`, { method: 'POST', body: {} }),
  removeJudge: (eventId: number, judgeId: number) =>
    apiRequest<unknown>(`${base(eventId)}/judges/${judgeId}`, { method: 'DELETE' }),
  setConflicts: (eventId: number, judgeId: number, projectIds: number[]) =>
    apiRequest<unknown>(`${base(eventId)}/judges/${judgeId}/conflicts`, {
      method: 'PUT',
      body: { projectIds },
    }),
  cancelInvitation: (eventId: number, invitationId: number) =>
    apiRequest<unknown>(`${base(eventId)}/invitations/${invitationId}`, { method: 'DELETE' }),
  setTableNumbers: (eventId: number, tableNumbers: { projectId: number; tableNumber: string | null }[]) =>
    apiRequest<unknown>(`${base(eventId)}/table-numbers`, { method: 'PUT', body: { tableNumbers } }),
  saveRubric: (eventId: number, categoryId: number | null, criteria: CriterionInput[]) =>
    apiRequest<unknown>(`${base(eventId)}/rubrics/${categoryId ?? 'general'}`, {
      method: 'PUT',
      body: { criteria },
    }),
  createRound: (eventId: number, input: RoundInput) =>
    apiRequest<JudgingRound>(`${base(eventId)}/rounds`, { method: 'POST', body: input }),
  editRound: (eventId: number, roundId: number, patch: RoundPatch) =>
    apiRequest<JudgingRound>(round(eventId, roundId), { method: 'PATCH', body: patch }),
  deleteRound: (eventId: number, roundId: number) =>
    apiRequest<unknown>(round(eventId, roundId), { method: 'DELETE' }),
  openRound: (eventId: number, roundId: number, open: boolean) =>
    apiRequest<JudgingRound>(`${round(eventId, roundId)}/${open ? 'open' : 'close'}`, {
      method: 'POST',
      body: {},
    }),
  pin: (eventId: number, roundId: number, judgeId: number, projectId: number) =>
    apiRequest<unknown>(`${round(eventId, roundId)}/pins`, { method: 'POST', body: { judgeId, projectId } }),
  unpin: (eventId: number, roundId: number, judgeId: number, projectId: number) =>
    apiRequest<unknown>(`${round(eventId, roundId)}/pins/${judgeId}/${projectId}`, { method: 'DELETE' }),
  reassign: (
    eventId: number,
    roundId: number,
    move: { projectId: number; fromJudgeId: number; toJudgeId: number },
  ) => apiRequest<unknown>(`${round(eventId, roundId)}/reassign`, { method: 'POST', body: move }),
  makeAwards: (eventId: number, roundId: number, input: ResultsToAwards) =>
    apiRequest<z.infer<typeof resultsToAwardsResponse>>(`${round(eventId, roundId)}/awards`, {
      method: 'POST',
      body: input,
    }),
  decideLateLook: (eventId: number, roundId: number, lookId: number, counted: boolean) =>
    apiRequest<unknown>(`${round(eventId, roundId)}/late-looks/${lookId}`, {
      method: 'PUT',
      body: { counted },
    }),
  releaseFeedback: (eventId: number, roundId: number, released: boolean) =>
    apiRequest<unknown>(`${round(eventId, roundId)}/feedback`, { method: 'PUT', body: { released } }),
  downloadScores: (eventId: number, roundId: number, fileName: string) =>
    downloadFile(`${round(eventId, roundId)}/scores.csv`, fileName),
  register: (eventId: number) =>
    apiRequest<MyJudging>(`${base(eventId)}/registrations`, { method: 'POST', body: {} }),
  declareConflicts: (eventId: number, projectIds: number[]) =>
    apiRequest<unknown>(`${base(eventId)}/me/conflicts`, { method: 'PUT', body: { projectIds } }),
  submitLook: (eventId: number, lookId: number, input: SubmitLookInput) =>
    apiRequest<LookResult>(`${base(eventId)}/looks/${lookId}/submit`, { method: 'POST', body: input }),
  skipLook: (eventId: number, lookId: number, input: SkipLookInput) =>
    apiRequest<LookResult>(`${base(eventId)}/looks/${lookId}/skip`, { method: 'POST', body: input }),
  undoLook: (eventId: number, lookId: number) =>
    apiRequest<LookResult>(`${base(eventId)}/looks/${lookId}/undo`, { method: 'POST', body: {} }),
};

/** A read of the judging API; `path` is relative to the event's judging root. */
function useJudgingRead<T, S = T>(
  queryKey: readonly unknown[],
  eventId: number,
  path: string,
  options: {
    select?: (data: T) => S;
    enabled?: boolean;
    refetchInterval?: number | false;
    query?: Record<string, number | undefined>;
  } = {},
) {
  return useQuery({
    queryKey,
    enabled: options.enabled ?? true,
    refetchInterval: options.refetchInterval,
    queryFn: ({ signal }) => apiRequest<T>(`${base(eventId)}${path}`, { signal, query: options.query }),
    select: options.select,
  });
}

export const useJudgingSettings = (eventId: number) =>
  useJudgingRead<JudgingSettings>(judgingKeys.settings(eventId), eventId, '/settings');
export const useJudges = (eventId: number) =>
  useJudgingRead<JudgesResponse>(judgingKeys.judges(eventId), eventId, '/judges');
export const useJudgingProjects = (eventId: number) =>
  useJudgingRead<z.infer<typeof judgingProjectsResponse>, JudgingProjects>(
    judgingKeys.projects(eventId),
    eventId,
    '/projects',
    { select: (data) => data.projects },
  );
export const useRubrics = (eventId: number) =>
  useJudgingRead<z.infer<typeof rubricsResponse>>(judgingKeys.rubrics(eventId), eventId, '/rubrics');
export const useRounds = (eventId: number) =>
  useJudgingRead<z.infer<typeof roundsResponse>, JudgingRound[]>(
    judgingKeys.rounds(eventId),
    eventId,
    '/rounds',
    {
      select: (data) => data.rounds,
    },
  );
export const useRound = (eventId: number, roundId: number | null) =>
  useJudgingRead<JudgingRoundDetail>(
    judgingKeys.round(eventId, roundId ?? 0),
    eventId,
    `/rounds/${roundId}`,
    {
      enabled: roundId !== null,
    },
  );

/** How often live results refresh while judges score. */
export const LIVE_REFRESH_MS = 5000;

export const useLeaderboard = (
  eventId: number,
  roundId: number,
  options: { categoryId: number | null; confidence: number; live: boolean },
) =>
  useJudgingRead<LeaderboardResponse>(
    judgingKeys.leaderboard(eventId, roundId, options.categoryId, options.confidence),
    eventId,
    `/rounds/${roundId}/leaderboard`,
    {
      refetchInterval: options.live ? LIVE_REFRESH_MS : false,
      query: { categoryId: options.categoryId ?? undefined, confidence: options.confidence },
    },
  );
export const useProgress = (eventId: number, roundId: number, live: boolean) =>
  useJudgingRead<ProgressResponse>(
    judgingKeys.progress(eventId, roundId),
    eventId,
    `/rounds/${roundId}/progress`,
    {
      refetchInterval: live ? LIVE_REFRESH_MS : false,
    },
  );
export const usePlan = (eventId: number, roundId: number) =>
  useJudgingRead<JudgingPlan>(judgingKeys.plan(eventId, roundId), eventId, `/rounds/${roundId}/plan`);
export const useJudgeReview = (eventId: number, roundId: number) =>
  useJudgingRead<JudgeReview>(
    judgingKeys.review(eventId, roundId),
    eventId,
    `/rounds/${roundId}/judge-review`,
  );

/** While no round is open for the judge, the page looks again this often, so the first project appears by itself. */
export const WAIT_FOR_ROUND_MS = 15_000;

export const useMyJudging = (eventId: number) =>
  useQuery({
    queryKey: judgingKeys.me(eventId),
    queryFn: ({ signal }) => apiRequest<MyJudging>(`${base(eventId)}/me`, { signal }),
    refetchInterval: (query) =>
      query.state.data?.rounds.some((round) => round.state === 'open') ? false : WAIT_FOR_ROUND_MS,
  });

/**
 * The judge's current look. `next` is a POST (it may hand out a new look), but asking again gives the
 * same unfinished look, so it is safe to treat as a read.
 */
export function useJudgeQueue(eventId: number, roundId: number | null, enabled: boolean) {
  return useQuery({
    queryKey: judgingKeys.queue(eventId, roundId ?? 0),
    enabled: enabled && roundId !== null,
    staleTime: 0,
    queryFn: () =>
      apiRequest<JudgeQueue>(`${round(eventId, roundId ?? 0)}/next`, { method: 'POST', body: {} }),
  });
}

/** Released judges' comments for a project's own team (never public). */
export function useTeamFeedback(projectId: number) {
  return useQuery({
    queryKey: judgingKeys.teamFeedback(projectId),
    retry: false,
    queryFn: ({ signal }) => apiRequest<TeamFeedback>(`/project/${projectId}/judging-feedback`, { signal }),
  });
}

/** A console change: afterwards every judging read of the event is fetched again. */
export function useJudgingMutation<TArgs, TResult>(eventId: number, run: (args: TArgs) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: judgingKeys.event(eventId) }),
  });
}
