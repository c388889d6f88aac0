/** The engine bound to the default plugins (core + commerce + content). */
import { createEngine } from './engine/engine';
import { plugins } from './plugins';

export const siteEngine = createEngine(plugins);
export const compile = siteEngine.compile;
export const render = siteEngine.render;
