/** The general-purpose (core) formatters of the template language. */
import type { Formatter } from '../api';
import { apply } from './apply';
import { dataFormatters } from './data';
import { messageFormatters } from './message';
import { textFormatters } from './text';

export const coreFormatters: Record<string, Formatter> = {
  apply,
  ...textFormatters,
  ...dataFormatters,
  ...messageFormatters,
};
