/**
 * The `react` import of the script-tag build for modules that call no hook (the
 * add-to-cart button, a class): preact's core only. Chosen per importing module by
 * scripts/hook-free-react.ts, so a chunk that renders no hook-calling component never
 * reaches preact/hooks (it patches preact when it loads, so esbuild keeps it wherever it
 * is reachable): a product page loads no hooks runtime at mount.
 */
export { Component, createElement, Fragment } from 'preact';
