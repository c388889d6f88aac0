export { count, longDay, money, utcTime } from './formats.js';
export { installOwner } from './install.js';
export { ownerLayout } from './layout.js';
export { OWNER_COOKIE, SIGN_IN_PATH, isOwner, requireOwnerApi, requireOwnerPage } from './middleware.js';
export { frOwner } from './strings.js';
