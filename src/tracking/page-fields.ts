import type { TrackingContext } from '../contract/tracking-config';
import type { PageFields } from '../contract/tracking';
import { formatVisitorCookie, type VisitorCookie } from '../state/visitor';

/** Whether the page may use localStorage: reading it throws where storage is blocked (nothing is written to find out). */
const localStorageWorks = (): boolean => {
  try {
    return !!localStorage;
  } catch {
    return false;
  }
};

/** The page fields of every census call (docs/behaviour.md §3 "Tracking payloads"). */
export const pageFields = (host: TrackingContext, visitor: VisitorCookie): PageFields => {
  const t = host.tracking;
  return {
    visitorCookie: formatVisitorCookie(visitor),
    title: document.title.slice(0, 500),
    pageId: t.pageId,
    contentSource: t.contentSource === 'item' ? 'item' : 'collection',
    pagePath: location.pathname,
    permissionType: t.permissionType,
    userAgent: navigator.userAgent.slice(0, 1000),
    clientDate: Date.now(),
    viewportWidth: window.innerWidth,
    viewportHeight: window.innerHeight,
    screenWidth: screen.width,
    screenHeight: screen.height,
    websiteId: host.websiteId,
    templateId: t.templateId,
    locale: host.locale,
    queryString: location.search.slice(1),
    referrer: document.referrer,
    localStorageWorks: localStorageWorks(),
  };
};
