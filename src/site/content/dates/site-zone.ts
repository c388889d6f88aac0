import type { FormatterContext, PredicateContext } from '../../engine/api';
import { isRecord } from '../../../domain/json';
import { pickTimeZone, siteTimeZone } from '../../../domain/dates/zoned';

/**
 * The site's zone: its website.timeZone as the platform reads it when the website has one
 * (not text or unknown: UTC), else the render's. The date formatters and a message's dates use it.
 */
export function zoneOf(ctx: FormatterContext | PredicateContext): string {
  const website = ctx.resolve('website');
  return isRecord(website) && Object.hasOwn(website, 'timeZone') ? siteTimeZone(website.timeZone) : pickTimeZone(ctx.timeZone);
}
