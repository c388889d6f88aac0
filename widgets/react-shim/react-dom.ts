/**
 * `react-dom` of the script-tag build. Widgets need no portal: dialogs and popovers
 * use the browser's top layer (showModal, the Popover API) wherever they sit.
 */
export { createRoot } from './react-dom-client';
