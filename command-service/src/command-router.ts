import { Router } from 'express';
import type { CommandServiceDeps } from './shared/deps.ts';
import { isRequestTo, perMinute } from './rate-limits.ts';
import { refuseAuditorCommands } from './shared/auditors-change-nothing.ts';
import { tokenRoute } from './sessions/token.ts';
import { registerRoute } from './members/register.ts';
import { activateRoute } from './members/activate.ts';
import { resendActivationRoute } from './members/resend-activation.ts';
import { recoverRoute } from './members/recover.ts';
import { resetPasswordRoute } from './members/reset-password.ts';
import { changePasswordRoute } from './members/change-password.ts';
import { updateProfileRoute } from './members/update-profile.ts';
import { updateSettingsRoute } from './members/update-settings.ts';
import { SIGN_IN_AUDIT_PATHS, signInAuditRoutes } from './members/sign-in-audit.ts';
import { saveAddressRoute } from './address-book/save-address.ts';
import { removeAddressRoute } from './address-book/remove-address.ts';
import { paymentMethodRoutes } from './wallet/payment-method-routes.ts';
import { purchaseMembershipRoute } from './membership/purchase-membership.ts';
import { giftCardRoutes } from './gift-cards/gift-card-routes.ts';
import { newsletterRoutes } from './newsletter/newsletter-routes.ts';
import { externalLoginRouter } from './external-login/external-login-router.ts';
import { challengeRouter } from './bot-check/challenge-router.ts';
import { docsRouter } from './openapi/docs-router.ts';
import { submitOrderRoute } from './orders/submit-order/submit-order.route.ts';
import { staffOrderRoutes } from './orders/staff/index.ts';
import { payBalanceRoute } from './orders/pay-balance/pay-balance.route.ts';
import { recordPopulationSearchRoute } from './population/record-population-search.route.ts';
import { editorContentRoutes } from './content/index.ts';
import { storeEditorRoutes } from './stores/store-editor-routes.ts';
import { landingRoutes } from './leads/landing-routes.ts';
import { reportProblemRoute } from './leads/report-problem.route.ts';
import { markHandledRoute } from './leads/mark-handled.route.ts';
// Issue [3/7] (tat): the turnaround message, submission templates, the content newsletter sign-up.
import { turnaroundMessageRoutes } from './turnaround-message/turnaround-message-routes.ts';
import { submissionTemplateRoutes } from './submission-templates/submission-template-routes.ts';
import { contentSubscribeRoute } from './newsletter/content-subscribe.route.ts';
// Issue [5/7] (public API): the member's API keys.
import { apiKeyRoutes } from './api-keys/api-key-routes.ts';
import { revokeCertificateRoute } from './certificates/revoke-certificate.route.ts';

/** Every command endpoint (POST/DELETE of spec section 7), plus the bot-check challenge and the API docs. */
export function commandRouter(deps: CommandServiceDeps): Router {
  const router = Router();
  // Before anything else: an auditor's command is refused before any route (or rate budget) sees it.
  router.use(refuseAuditorCommands);
  const { tokenPerMinute, accountPerMinute } = deps.config.rateLimits;
  router.use('/token', perMinute(deps.rateLimitStore('token'), tokenPerMinute));
  // '/api/account' covers the external sign-in endpoints (/api/account/external/...) too. Login and Logout only
  // record what a valid access token already proved: nothing in them is guessed or made anonymously, so they do
  // not spend the address's budget (a sign-in must not be refused because the same office reset passwords),
  // and one without a valid token is refused by requireUser before anything is written.
  router.use(
    ['/api/account', '/api/users', '/api/altcha'],
    perMinute(deps.rateLimitStore('account'), accountPerMinute, { skip: isRequestTo(SIGN_IN_AUDIT_PATHS) }),
  );
  // Gift cards charge cards and take codes to guess; the newsletter sign-up is anonymous and sends mail.
  router.use(['/api/userprofile/giftcard', '/api/userprofile/SetSignMeUp', '/api/userprofile/unsubscribe'], perMinute(deps.rateLimitStore('userprofile'), accountPerMinute));
  // The content newsletter sign-up is the same anonymous, mail-sending command: the same budget (tat).
  router.use('/api/content/subscribe', perMinute(deps.rateLimitStore('userprofile'), accountPerMinute));
  // Card and charge endpoints are what card testers probe: the same per-address budget as the account forms.
  router.use(['/api/userprofile/paymethod', '/api/userprofile/purchaseMembership', '/api/orders/transaction'], perMinute(deps.rateLimitStore('payments'), accountPerMinute));
  // The landing, dealer and call-back forms are anonymous and each mails the staff; a problem report mails them too.
  router.use(['/api/landings', '/api/userprofile/ReportProblem'], perMinute(deps.rateLimitStore('leads'), accountPerMinute));
  for (const slice of [
    tokenRoute,
    registerRoute,
    activateRoute,
    resendActivationRoute,
    recoverRoute,
    resetPasswordRoute,
    changePasswordRoute,
    updateProfileRoute,
    updateSettingsRoute,
    signInAuditRoutes,
    saveAddressRoute,
    removeAddressRoute,
    paymentMethodRoutes,
    purchaseMembershipRoute,
    giftCardRoutes,
    submitOrderRoute,
    payBalanceRoute,
    staffOrderRoutes,
    recordPopulationSearchRoute,
    newsletterRoutes,
    landingRoutes,
    reportProblemRoute,
    markHandledRoute,
    externalLoginRouter,
    editorContentRoutes,
    storeEditorRoutes,
    turnaroundMessageRoutes,
    submissionTemplateRoutes,
    contentSubscribeRoute,
    apiKeyRoutes,
    revokeCertificateRoute,
  ]) {
    router.use(slice(deps));
  }
  router.use(challengeRouter(deps.botCheck));
  router.use(docsRouter());
  return router;
}
