import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { authContract } from '../../../common/contract/auth';
import type { AnswerOf, BodyOf } from '../../../common/contract/endpoint';
import type { teamsContract } from '../../../common/contract/teams';
import { authApi, teamsApi, usersApi } from '../../api/contract';
import type { CallOptions } from '../../api/contract-client';
import { COOKIE_MODE_HEADERS, startSession } from '../auth/session';

/** Account calls never carry a session: they are made before one exists, or to start one. */
const anonymous: CallOptions = { anonymous: true };
/** Calls that start a session (login, verification, SSO, joining a team): in cookie mode, no token for scripts. */
const startsSession: CallOptions = { anonymous: true, headers: COOKIE_MODE_HEADERS };

async function takeUpSession(call: Promise<AnswerOf<typeof authContract.login>>) {
  const result = await call;
  startSession(result.user);
  return result;
}

export const accountApi = {
  login: (usernameOrEmail: string, password: string) =>
    takeUpSession(authApi.login({ usernameOrEmail, password }, startsSession)),
  verify: (usernameOrEmail: string, verificationCode: string) =>
    takeUpSession(authApi.verify({ usernameOrEmail, verificationCode }, startsSession)),
  thirdPartyLogin: (token: string) => takeUpSession(authApi.thirdPartyLogin({ token }, startsSession)),
  ssoExchange: (token: string) => takeUpSession(authApi.ssoExchange({ token }, startsSession)),
  signup: (input: BodyOf<typeof authContract.signup>) => authApi.signup(input, anonymous),
  sendCode: (usernameOrEmail: string) => authApi.sendCode({ usernameOrEmail }, anonymous),
  requestReset: (usernameOrEmail: string) => authApi.requestReset({ usernameOrEmail }, anonymous),
  /** An invitee without an account creates one and joins the team; the answer starts the session. */
  async acceptInvitation(projectId: number, body: BodyOf<typeof teamsContract.accept>, email?: string) {
    const { membership } = await teamsApi.accept(projectId, body, startsSession);
    if (membership.user) startSession({ ...membership.user, email });
    return membership;
  },
  changePassword: (token: string, newPassword: string) =>
    authApi.changePassword({ token, newPassword }, anonymous),
};

/** The account page's read of a user, with the profile: the same input keys the read and its refresh. */
const accountRead = (userId: number | undefined) => ({ userId, include: ['profile'] });

export function useAccount(userId: number | undefined) {
  return useQuery({ ...usersApi.get.query(accountRead(userId)), enabled: Boolean(userId) });
}

export function useUpdateUser(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (user: { firstName: string; lastName: string }) =>
      usersApi.update(userId, { user, updateMask: 'firstName,lastName' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersApi.get.key(accountRead(userId)) }),
  });
}

export function useSaveProfile(userId: number, exists: boolean) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (profile: { location: string; bio: string }) =>
      exists
        ? usersApi.updateProfile(userId, { profile, updateMask: 'location,bio' })
        : usersApi.createProfile(profile),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersApi.get.key(accountRead(userId)) }),
  });
}
