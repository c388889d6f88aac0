
/**
 * The `react` import of the script-tag build (tsup.config.ts, vitest.config.ts): the
 * few React APIs our widgets use, straight from preact and preact/hooks. It replaces
 * preact/compat (about 4 kB gzip) on the product page; widgets stay written against
 * the React API, and the React entry uses the app's own React.
 */
export { Component, createElement, Fragment } from 'preact';
export * from './hooks';
