import type { WebSocket } from 'ws';
import type { EventBus, LiveEvent } from './bus';

/** The live sockets of this node, by member. */
export class LiveHub {
  private sockets = new Map<number, Set<WebSocket>>();

  /** `onSent`: each event written to a socket (the live events metric). */
  constructor(
    bus: EventBus,
    private readonly onSent: (event: LiveEvent) => void = () => {},
  ) {
    bus.onEvent((to, event) => {
      for (const userId of to) this.send(userId, event);
    });
  }

  add(userId: number, socket: WebSocket): void {
    let set = this.sockets.get(userId);
    if (!set) {
      set = new Set();
      this.sockets.set(userId, set);
    }
    set.add(socket);
    socket.on('close', () => {
      set!.delete(socket);
      if (set!.size === 0) this.sockets.delete(userId);
    });
  }

  isOnline(userId: number): boolean {
    return (this.sockets.get(userId)?.size ?? 0) > 0;
  }

  get connections(): number {
    let n = 0;
    for (const set of this.sockets.values()) n += set.size;
    return n;
  }

  private send(userId: number, event: LiveEvent): void {
    const set = this.sockets.get(userId);
    if (!set) return;
    const data = JSON.stringify(event);
    for (const socket of set) {
      if (socket.readyState !== socket.OPEN) continue;
      socket.send(data);
      this.onSent(event);
    }
  }

  closeAll(): void {
    for (const set of this.sockets.values())
      for (const socket of set) socket.close(1012, 'server restarting: reconnect');
    this.sockets.clear();
  }
}
