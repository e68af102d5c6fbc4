// What the request thread and the delivery thread (webhook-delivery.thread.ts) say to each other.
export type DeliveryThreadData = {
  databaseUrl: string;
  timeoutMs: number;
  claimExpiresMs: number;
  /** The thread's nice value (0 = as the process, 19 = lowest). */
  nice: number;
};
export type ToDeliveryThread = { type: 'kick' } | { type: 'drain'; id: number } | { type: 'close' };
export type FromDeliveryThread =
  { type: 'ready' } | { type: 'drained'; id: number } | { type: 'closed' } | { type: 'error'; message: string };
