/** Routes anyone may call: sign-in, sign-up, password links, the maintenance flag. No guard. */
import type { Audience } from '../audience.ts';
import { companyAccountPublicRoutes } from './account/email-confirmation.ts';
import { signedFileRoutes } from './files/signed-urls.ts';
import { inquiryPublicRoutes } from './inquiries/inquiries.ts';
import { maintenanceReadRoute } from './maintenance/maintenance-mode.ts';
import { companyRegistrationRoutes } from './onboarding/sign-up.ts';
import { companyPasswordRoutes, operatorPasswordRoutes } from './passwords/passwords.ts';
import { companySignInRoute } from './sessions/company-sign-in.ts';
import { operatorSignInRoute } from './sessions/operator-sign-in.ts';

export const audience: Audience = {
  access: ['public'],
  routes: [
    maintenanceReadRoute,
    companySignInRoute,
    operatorSignInRoute,
    companyRegistrationRoutes,
    companyPasswordRoutes,
    companyAccountPublicRoutes,
    operatorPasswordRoutes,
    signedFileRoutes,
    inquiryPublicRoutes,
  ],
};
