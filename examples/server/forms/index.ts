export { loadFormDefinitions, type FormDefinitions } from './definitions.js';
export { formApiRoutes as formRoutes } from './routes.js';
export { FORM_PAGES, formPageRoutes } from './pages.js';
export { formOwnerRoutes } from './owner-page.js';
export { uploadRoutes } from './uploads.js';
