export { migrateRestock } from './schema.js';
export { restockSignupRoutes } from './signup-route.js';
export { restockOwnerRoutes } from './owner-api.js';
export { restockOwnerPage, OWNER_RESTOCK_PATH } from './owner-page.js';
