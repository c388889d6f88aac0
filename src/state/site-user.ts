/** SiteUserInfo cookie (docs/behaviour.md §3): JSON with authenticated and siteUserId. */
export interface SiteUser {
  authenticated: boolean;
  siteUserId: string | null;
}

/** The cookie's value read, or null when it is absent or not that JSON. Never throws. */
export const parseSiteUser = (raw: string | null | undefined): SiteUser | null => {
  if (!raw) return null;
  try {
    const { authenticated, siteUserId } = JSON.parse(raw) as Record<string, unknown>;
    if (typeof authenticated !== 'boolean') return null;
    return { authenticated, siteUserId: typeof siteUserId === 'string' && siteUserId ? siteUserId : null };
  } catch {
    return null; // not JSON, or JSON null
  }
};
