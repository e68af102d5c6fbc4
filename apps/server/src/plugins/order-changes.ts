import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export type OrderChangeListener = (accountIds: readonly number[]) => void;

/** The one place that hears "orders of these accounts changed" (placed, confirmed, declined). */
export type OrderChanges = {
  /**
   * Called by trading after the commit with the buyer and seller accounts of the changed orders.
   * In-process only: other server processes bound their derived state by a short lifetime instead
   * (decision 036), so a placement costs no extra NOTIFY.
   */
  announce(accountIds: readonly number[]): void;
  subscribe(listener: OrderChangeListener): () => void;
};

declare module 'fastify' {
  interface FastifyInstance {
    orderChanges: OrderChanges;
  }
}

export default fp(
  async function orderChangesPlugin(app: FastifyInstance) {
    const listeners = new Set<OrderChangeListener>();
    app.decorate('orderChanges', {
      announce(accountIds) {
        for (const listener of listeners) {
          try {
            listener(accountIds);
          } catch (err) {
            app.log.error({ err }, 'order change listener failed');
          }
        }
      },
      subscribe(listener) {
        listeners.add(listener);
        return () => void listeners.delete(listener);
      },
    } satisfies OrderChanges);
  },
  { name: 'order-changes' },
);
