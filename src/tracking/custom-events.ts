import { publish } from './track';

/**
 * Theme developers' own events (the `track` command, docs/api.md), run in the runtime
 * chunk: apart from the seam (track.ts), which the widgets and the tracking chunk share.
 */

/** docs/behaviour.md §7 names, and theme developers' own: lower-case words joined by dashes. */
export const EVENT_NAME = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

/** An event name the tracking module sends: kebab-case, at most 64 characters. */
export const isEventName = (event: unknown): event is string => typeof event === 'string' && event.length <= 64 && EVENT_NAME.test(event);

/** A theme developer's event; false when the name is not kebab-case. */
export const trackCustom = (event: string, payload: Record<string, unknown>): boolean => {
  if (!isEventName(event)) return false;
  publish({ event, payload, at: Date.now(), custom: true });
  return true;
};
