/**
 * A new password from a mailed link. The endpoints differ by area and link:
 * - company: one PUT company_admins/password for the reset and the invitation link; the server
 *   answers which one it was; /password/new/done then clears the stored session here;
 * - operator: PUT system_admins/password (reset link, `token`) and POST
 *   system_admins/change_password (invitation, `confirmation_token`); back to /admin/login with a
 *   message.
 * Either way the server has signed the user out everywhere.
 */
import {
  type PasswordLinkPurpose,
  type TPasswordUpdateRequest,
  ZPasswordUpdateResponse,
  ZSuccessResponse,
} from '@mirume/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { useSnackbar } from '@/components/snackbar/use-snackbar';
import { apiRequest } from '@/lib/api-client';
import { type AreaId, useArea } from '@/lib/area';

export type PasswordPurpose = z.infer<typeof PasswordLinkPurpose>;
export type TNewPassword = Pick<TPasswordUpdateRequest, 'password' | 'password_confirmation'>;

/** What a page opened from a mailed password link needs to know about that link. */
export interface PasswordLink {
  /** The query parameter carrying the token. */
  tokenParam: 'token' | 'confirmation_token';
  /** What the link is for; `null`: the server says (ask it before showing the form). */
  purpose: PasswordPurpose | null;
  /** The notice when the page is opened without a token; omitted: the general one. */
  missingTokenMessage?: string;
  /** Sends the new password and answers what the link was for. */
  send: (values: TNewPassword, token: string) => Promise<PasswordPurpose>;
}

const companyLink: PasswordLink = {
  tokenParam: 'token',
  purpose: null,
  send: async (values, token) => {
    const answer = await apiRequest('/company_admins/password', {
      area: 'public',
      method: 'PUT',
      body: { ...values, token },
      schema: ZPasswordUpdateResponse,
    });
    return answer.purpose;
  },
};

/** The link pages of each area: `new` (the invitation mail opens it) and `reset` (the reset mail). */
export const PASSWORD_LINKS: Record<AreaId, Record<'new' | 'reset', PasswordLink>> = {
  // One company page serves both mails.
  company: { new: companyLink, reset: companyLink },
  admin: {
    new: {
      tokenParam: 'confirmation_token',
      purpose: 'password_setup',
      missingTokenMessage:
        'このリンクは無効です。招待メールのリンクをもう一度開くか、パスワード再設定のお手続きをしてください。',
      send: async (values, token) => {
        await apiRequest('/system_admins/change_password', {
          area: 'public',
          method: 'POST',
          body: { ...values, confirmation_token: token },
          schema: ZSuccessResponse,
        });
        return 'password_setup';
      },
    },
    reset: {
      tokenParam: 'token',
      purpose: 'password_reset',
      send: async (values, token) => {
        await apiRequest('/system_admins/password', {
          area: 'public',
          method: 'PUT',
          body: { ...values, token },
          schema: ZSuccessResponse,
        });
        return 'password_reset';
      },
    },
  },
};

/** Said on the login page of an area without a confirmation page. */
const SIGN_IN_AGAIN: Record<PasswordPurpose, string> = {
  password_setup: 'パスワードを設定しました。設定したパスワードでログインしてください。',
  password_reset: 'パスワードを再設定しました。新しいパスワードでログインしてください。',
};

export function useSetPassword(link: PasswordLink) {
  const area = useArea();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  return useMutation({
    mutationFn: ({ values, token }: { values: TNewPassword; token: string }) => link.send(values, token),
    onSuccess: async (purpose) => {
      const done = area.paths.passwordNewDone;
      if (done) {
        // The confirmation page clears the session (it is also reached on its own).
        await navigate(done.getHref(), { replace: true, state: { purpose } });
        return;
      }
      area.clearSession();
      queryClient.clear();
      snackbar.show({ message: SIGN_IN_AGAIN[purpose] });
      await navigate(area.paths.login.getHref(), { replace: true });
    },
  });
}
