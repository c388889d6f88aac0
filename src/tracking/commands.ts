import { $trackingConsent } from './consent';
import { trackCustom } from './custom-events';

/**
 * The `consent` and `track` commands of window.Storefront (docs/api.md), run in the
 * runtime chunk. Inputs from theme code are checked here; bad ones reject with a
 * TypeError naming the command.
 */
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export const trackingCommand = (name: 'consent' | 'track', input: unknown): void => {
  if (name === 'consent') {
    if (!isObject(input) || typeof input.performance !== 'boolean') throw new TypeError('consent: expected { performance: boolean }');
    $trackingConsent.set(input.performance);
    return;
  }
  if (!isObject(input) || typeof input.event !== 'string') throw new TypeError('track: expected { event: string, payload?: object }');
  const payload = input.payload ?? {};
  if (!isObject(payload)) throw new TypeError('track: payload must be an object');
  if (!trackCustom(input.event, payload)) throw new TypeError(`track: "${input.event}" is not a lower-case kebab-case event name`);
};
