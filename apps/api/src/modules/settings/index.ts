/** What other modules may do with a user's settings; the settings pages are settings.service.ts. */
export { deleteUserSettings } from './settings.repository.js';
