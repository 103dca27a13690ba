import { waitingToSync } from './outbox-state';

/** A save's message, saying so when the save is kept on this device until there is a network. */
export function savedNotice(message: string, projectId: string): string {
  return waitingToSync(projectId)
    ? `${message} No connection: saved on this device, and sent when you are back online.`
    : message;
}
