/** The general-purpose (core) formatters of the template language. */
import type { Formatter } from '../api.js';
import { apply } from './apply.js';
import { dataFormatters } from './data.js';
import { messageFormatters } from './message.js';
import { textFormatters } from './text.js';

export const coreFormatters: Record<string, Formatter> = {
  apply,
  ...textFormatters,
  ...dataFormatters,
  ...messageFormatters,
};
