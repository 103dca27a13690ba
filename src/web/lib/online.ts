import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

const subscribe = (listener: () => void) => onlineManager.subscribe(listener);
const isOnline = () => onlineManager.isOnline();

/**
 * Whether the device has a network, as the query cache follows it (the browser's online and
 * offline events; app/query-client.ts starts it from navigator.onLine): the screens say "no
 * signal" from the same knowledge that holds their reads back.
 */
export const useOnline = (): boolean => useSyncExternalStore(subscribe, isOnline);
