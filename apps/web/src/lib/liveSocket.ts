import { getLive } from '@amora/shared/endpoints';
import type { LiveEvent, LiveSignal } from '@amora/shared/live';
import { pathOf } from '../api/endpoint';

/** Events the server pushes over the live socket, and what a page tells it (declared in packages/shared). */
export type { LiveEvent, LiveSignal };

export interface LiveConnection {
  /** True while the socket is open: polling can slow down. */
  readonly open: boolean;
  close(): void;
}

const MAX_DELAY_MS = 30_000;
/** The close code a stopping server sends its live sockets (apps/server/src/realtime/routes.ts). */
const SERVICE_RESTART = 1012;

/**
 * Opens the live socket and keeps it open: on a drop it reconnects with exponential backoff
 * (1 s → 30 s) and calls `onReconnect` so the page catches up on what it missed over HTTP.
 */
export function connectLive(
  onEvent: (event: LiveEvent) => void,
  onReconnect: () => void,
  url = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${pathOf(getLive)}`,
): LiveConnection {
  let socket: WebSocket | null = null;
  let closed = false;
  let delay = 1_000;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let everOpened = false;

  const open = () => {
    if (closed || typeof WebSocket === 'undefined') return;
    const current = new WebSocket(url);
    socket = current;
    socket.onopen = () => {
      delay = 1_000;
      openSocket = current;
      setLiveOpen(true);
      if (everOpened) onReconnect();
      everOpened = true;
    };
    socket.onmessage = (message) => {
      try {
        onEvent(JSON.parse(String(message.data)) as LiveEvent);
      } catch {
        // An unknown event is ignored.
      }
    };
    socket.onclose = (event) => {
      socket = null;
      if (openSocket === current) openSocket = null;
      setLiveOpen(false);
      if (closed) return;
      if (event.code === SERVICE_RESTART) {
        // The node is shutting down (decision 035): another one answers at once, so come back
        // soon, spread over a second so that a node's members do not all arrive together.
        timer = setTimeout(open, 250 + Math.random() * 1_000);
        return;
      }
      timer = setTimeout(open, delay);
      delay = Math.min(delay * 2, MAX_DELAY_MS);
    };
  };
  open();
  return {
    get open() {
      return socket?.readyState === WebSocket.OPEN;
    },
    close() {
      closed = true;
      setLiveOpen(false);
      clearTimeout(timer);
      socket?.close();
    },
  };
}

let openSocket: WebSocket | null = null;
/** Sends on the open live socket; false when there is none (a signal is best effort). */
export function sendLive(signal: LiveSignal): boolean {
  if (openSocket?.readyState !== WebSocket.OPEN) return false;
  openSocket.send(JSON.stringify(signal));
  return true;
}

let liveOpen = false;
/** Whether a live socket is open on this page; pollers slow down while it is. */
export const isLiveOpen = () => liveOpen;
export function setLiveOpen(open: boolean): void {
  liveOpen = open;
}
