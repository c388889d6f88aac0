import { enumMember } from './enum-member';

/**
 * The 27 page types of docs/behaviour.md §2 "Page types": the number the configuration block
 * gives the page (`pageType`). A TypeScript enum so that each use compiles to its number in
 * the chunk that uses it (esbuild inlines enum members across modules): the tracking
 * chunk and the product widget share no module for it.
 *
 * A number outside the list (or none) is a page with no type the storefront knows: no
 * type-specific rule applies to it (it is no content item, tracked like any page), and
 * nothing breaks.
 */
export enum PageType {
  MainContent = 1,
  Page = 2,
  SplashPage = 3,
  ContentItem = 50,
  NotFound = 100,
  Error = 101,
  Search = 102,
  LockScreen = 103,
  PopupOverlay = 104,
  ProtectedContent = 105,
  MemberAreaAccessDenied = 106,
  Paywall = 107,
  ShowCart = 200,
  Checkout = 201,
  OrderConfirmed = 202,
  Donate = 203,
  ContributionConfirmed = 204,
  CartV2 = 205,
  SubscriptionConfirmed = 206,
  OrderReceived = 207,
  MembershipConfirmed = 208,
  ReviewsRequest = 209,
  DigitalProductComposerPreview = 210,
  OrderStatus = 211,
  NewsletterUnsubscribe = 300,
  CommerceEmailPreview = 301,
  SsoPage = 400,
}

/** The page type a configuration value names, or undefined for anything else (an unknown number, text, none). */
export const pageTypeOf = (value: unknown): PageType | undefined => enumMember<PageType>(PageType, value);
