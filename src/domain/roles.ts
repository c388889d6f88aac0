import { enumMember } from './enum-member';

/**
 * The admin and user role numbers of docs/behaviour.md §3 "Enumerations" (a signed-in owner
 * account's `websiteRoles`). A TypeScript enum, inlined where used like PageType
 * (./page-types.ts). A number outside the list is a role the storefront does not know:
 * it is not the viewer role, so an account holding it is not tracked (docs/behaviour.md §6),
 * and nothing breaks.
 */
export enum WebsiteRole {
  Admin = 1,
  Billing = 2,
  Reporting = 3,
  Editor = 4,
  Moderator = 6,
  Commenter = 7,
  StoreManager = 8,
  Scheduling = 9,
  Viewer = 10,
  CampaignsEditor = 11,
  SchedulingViewer = 12,
  SchedulingEditor = 13,
  None = 14,
  WebsiteManager = 15,
  DraftEditor = 16,
}

/** The role a number names, or undefined for anything else. */
export const websiteRoleOf = (value: unknown): WebsiteRole | undefined => enumMember<WebsiteRole>(WebsiteRole, value);
