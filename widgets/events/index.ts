import type { Host, Unmount } from '../../src/runtime/host';
import { isPastEvent } from '../../src/domain/dates/event-lists';
import { timeSince } from '../../src/domain/dates/timesince';

/**
 * An events island (`data-storefront="events"`; docs/markup-contract.md "Events"): the
 * server renders the past or upcoming list in the site's time zone with calendar
 * links; in the browser the list stays true as time passes (an upcoming event whose
 * end has passed leaves the list) and the relative times (`timesince`) are reworded
 * each minute with the same rule as the formatter.
 */
const MINUTE = 60_000;

export const mount = (root: HTMLElement, _host: Host): Unmount => {
  const upcoming = root.dataset.eventList !== 'past';
  const refresh = () => {
    const now = Date.now();
    root.querySelectorAll<HTMLElement>('.timesince[data-date]').forEach((t) => {
      const text = timeSince(Number(t.dataset.date || NaN), now);
      if (t.textContent !== text) t.textContent = text;
    });
    if (upcoming)
      root.querySelectorAll<HTMLElement>('[data-end-date]').forEach((item) => {
        if (isPastEvent({ endDate: Number(item.dataset.endDate) }, now)) item.hidden = true;
      });
  };
  refresh();
  const timer = setInterval(refresh, MINUTE);
  return () => clearInterval(timer);
};
