import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LoginResponse, SignupResponse } from '../../common/api';
import { ApiError, apiRequest, sendRequest } from './client';
import { usersApi } from './contract';
import type { TeamMembership } from './projects';
import { COOKIE_MODE_HEADERS, startSession } from './session';

async function failure(response: Response): Promise<ApiError> {
  const body = (await response.json().catch(() => ({}))) as { message?: string; key?: string };
  return new ApiError(response.status, body.message ?? response.statusText, body.key);
}

/** Calls that start a session (login, verification, SSO): in cookie mode, so no token reaches scripts. */
async function sessionCall(path: string, body: object): Promise<LoginResponse> {
  const response = await sendRequest(path, {
    method: 'POST',
    body,
    anonymous: true,
    headers: COOKIE_MODE_HEADERS,
  });
  if (!response.ok) throw await failure(response);
  const result = (await response.json()) as LoginResponse;
  startSession(result.user);
  return result;
}

export const accountApi = {
  login: (usernameOrEmail: string, password: string) =>
    sessionCall('/auth/login', { usernameOrEmail, password }),
  verify: (usernameOrEmail: string, verificationCode: string) =>
    sessionCall('/auth/verifyaccount', { usernameOrEmail, verificationCode }),
  thirdPartyLogin: (token: string) => sessionCall('/auth/third-party/login', { token }),
  ssoExchange: (token: string) => sessionCall('/auth/sso/exchange-for-access-token', { token }),
  signup: (input: {
    user_name: string;
    email: string;
    password: string;
    first_name: string;
    last_name: string;
  }) => apiRequest<SignupResponse>('/auth/signup', { method: 'POST', body: input, anonymous: true }),
  sendCode: (usernameOrEmail: string) =>
    apiRequest<{ message: string }>('/auth/send-code', {
      method: 'POST',
      body: { usernameOrEmail },
      anonymous: true,
    }),
  requestReset: (usernameOrEmail: string) =>
    apiRequest<{ message: string }>('/auth/reset-password', {
      method: 'POST',
      body: { usernameOrEmail },
      anonymous: true,
    }),
  /** An invitee without an account creates one and joins the team; the answer starts the session. */
  async acceptInvitation(
    projectId: number,
    body: {
      token: string;
      firstName: string;
      lastName: string;
      userName: string;
      newPassword: string;
      passwordConfirm: string;
    },
    email?: string,
  ): Promise<TeamMembership> {
    const response = await sendRequest(`/project/${projectId}/accept`, {
      method: 'POST',
      body,
      anonymous: true,
      headers: COOKIE_MODE_HEADERS,
    });
    if (!response.ok) throw await failure(response);
    const { membership } = (await response.json()) as { membership: TeamMembership };
    if (membership.user) startSession({ ...membership.user, email });
    return membership;
  },
  changePassword: (token: string, newPassword: string) =>
    apiRequest<{ message: string }>('/auth/change-password', {
      method: 'POST',
      body: { token, newPassword },
      anonymous: true,
    }),
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
