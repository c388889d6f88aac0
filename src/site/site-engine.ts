/** The engine bound to the default plugins (core + commerce + content). */
import { createEngine } from './engine/engine.js';
import { plugins } from './plugins.js';

export const siteEngine = createEngine(plugins);
export const compile = siteEngine.compile;
export const render = siteEngine.render;
