import * as z from 'zod/mini';
import { SubscriptionCartRequestSchema } from '../../src/contract/calls.js';
import { EMAIL_MAX, ID_MAX, TOKEN_MAX } from '../../src/contract/constants.js';

/** Requests the shared contract does not have yet (candidates for src/contract/). */
export { SubscriptionCartRequestSchema };
export type SubscriptionCartRequest = z.infer<typeof SubscriptionCartRequestSchema>;

export const SubscriptionCartResponseSchema = z.object({ data: z.object({ cartToken: z.string() }) });

/** The test-mode "place order" form of the checkout pages (form-encoded). */
export const PlaceOrderFormSchema = z.object({
  crumb: z.string().check(z.maxLength(TOKEN_MAX)),
  email: z.optional(z.string().check(z.maxLength(EMAIL_MAX))),
  cartToken: z.optional(z.string().check(z.maxLength(TOKEN_MAX))),
  giftCardProductId: z.optional(z.string().check(z.maxLength(ID_MAX))),
  sku: z.optional(z.string().check(z.maxLength(ID_MAX))),
});
