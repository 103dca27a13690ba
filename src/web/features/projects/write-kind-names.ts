/**
 * The name of a project change kept offline (declared in offline-writes.ts), for the project's
 * page to find its conflicts by: offline-writes.ts is loaded with the outbox, not in a screen.
 */
export const PROJECT_UPDATE_KIND = 'project.update';
