/**
 * Who is connected to /ws/message, by user id, and a way to push to them. API handlers publish
 * here (cart changed, order status, payment confirmed); the socket route subscribes.
 */
export interface SocketMessage {
  mutation?: string;
  action?: string;
  namespace?: string;
  [key: string]: unknown;
}

type Listener = (message: SocketMessage) => void;

export class Hub {
  private readonly listeners = new Map<string, Set<Listener>>();

  subscribe(channel: string, listener: Listener): () => void {
    const set = this.listeners.get(channel) ?? new Set();
    set.add(listener);
    this.listeners.set(channel, set);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(channel);
    };
  }

  publish(channel: string, message: SocketMessage): void {
    for (const listener of this.listeners.get(channel) ?? []) listener(message);
  }
}

export const userChannel = (userId: number) => `user:${userId}`;
