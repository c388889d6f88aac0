/** The general-purpose (core) formatters of the template language. */
import type { Formatter } from '../api.js';

export const coreFormatters: Record<string, Formatter> = {};
