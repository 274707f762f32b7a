/** POST /api/v1/company_admins — a stranger signs the company up; then /signup/wait explains what follows. */
import { type TCompanySignUpRequest, ZCompanySignUpResponse } from '@mirume/shared';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiRequest } from '@/lib/api-client';
import { paths } from '@/lib/paths';

export function signUp(body: TCompanySignUpRequest) {
  return apiRequest('/company_admins', {
    area: 'public',
    method: 'POST',
    body,
    schema: ZCompanySignUpResponse,
  });
}

export function useSignUp() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: signUp,
    onSuccess: async ({ data }) => {
      await navigate(paths.signupWait.getHref(), { state: { email: data.email } });
    },
  });
}
