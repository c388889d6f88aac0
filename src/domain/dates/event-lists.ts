/**
 * Past or upcoming events (docs/behaviour.md §3: showPastOrUpcomingEvents, value `past`). An
 * event is past once its end (its start when it has no end) is before now. Upcoming
 * events come soonest first, past events latest first; undated events are left out.
 */
export type EventListKind = 'past' | 'upcoming';

export interface EventTimes {
  /** Epoch ms. */
  readonly startDate?: number;
  readonly endDate?: number;
}

export const eventListKind = (showPastOrUpcomingEvents: unknown): EventListKind =>
  showPastOrUpcomingEvents === 'past' ? 'past' : 'upcoming';

/** The event's end (its start without an end), or undefined. */
export const eventEnd = (event: EventTimes): number | undefined => event.endDate ?? event.startDate;

export function isPastEvent(event: EventTimes, now: number): boolean {
  const end = eventEnd(event);
  return end !== undefined && end < now;
}

export function eventsToShow<T extends EventTimes>(events: readonly T[], kind: EventListKind, now: number): T[] {
  const start = (e: T): number => e.startDate ?? e.endDate ?? 0;
  return events
    .filter((e) => eventEnd(e) !== undefined && isPastEvent(e, now) === (kind === 'past'))
    .sort((a, b) => (kind === 'past' ? start(b) - start(a) : start(a) - start(b)));
}
