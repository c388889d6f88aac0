import { Hono } from 'hono';
import { RestockSignupRequestSchema } from '../../../src/contract/restock.js';
import { restockRoutes } from '../../../src/contract/restock-routes.js';
import { emailProblem } from '../../../src/domain/email.js';
import { frRestock } from '../../../src/i18n/restock.js';
import { verifyCaptchaToken } from '../captcha/index.js';
import type { Deps } from '../deps.js';
import { parseBody } from '../http.js';
import { MESSAGES } from '../store/messages.js';
import { getProductRow } from '../store/products.js';
import { variantView } from './catalogue-view.js';
import { addSignUp } from './signups.js';

/**
 * POST /api/commerce/restock-notifications: the storefront's signup (docs/backend.md).
 * The bot-check token first (refused: 403 with the form's fallback message), then the
 * email by the browser's rule (400), the product and variant (404); a second signup of
 * the same email for the same variant answers the same success and stores nothing.
 */
export function restockSignupRoutes(deps: Deps): Hono {
  const app = new Hono();
  app.post(restockRoutes.signup, async (c) => {
    const parsed = await parseBody(c, RestockSignupRequestSchema);
    if (!parsed.ok) return parsed.response;
    const body = parsed.value;
    const captcha = verifyCaptchaToken(body.recaptchaEnterpriseV3Token, 'PRODUCT_WAITLIST_SUBMISSION');
    if (!captcha.ok) {
      console.warn(`[restock] bot check refused: ${captcha.reason}`);
      return c.json({ message: frRestock.signupFailed }, 403);
    }
    const problem = emailProblem(body.siteVisitorEmail);
    if (problem) {
      const message = problem === 'empty' ? frRestock.restockEmailEmpty : frRestock.restockEmailInvalid;
      return c.json({ message, errors: { siteVisitorEmail: message } }, 400);
    }
    if (!variantView(deps.db, body.productId, body.variantId)) {
      return c.json({ message: getProductRow(deps.db, body.productId) ? MESSAGES.unknownVariant : MESSAGES.unknownItem }, 404);
    }
    addSignUp(deps.db, {
      productId: body.productId,
      variantId: body.variantId,
      email: body.siteVisitorEmail,
      isJoinMailingList: body.isJoinMailingList,
    });
    return c.json({ signedUp: true });
  });
  return app;
}
