// The delivery worker in a thread of its own (decision 071): on PostgreSQL the attempts, their signing
// and their outcome writes run here, with their own connections and a lower CPU priority, so that under
// load they take their share from idle time and not from order placement on the request thread.
import os from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { openDatabase } from '../../db/client';
import { deliveryPump } from './webhook-delivery-pump';
import type { DeliveryThreadData, ToDeliveryThread } from './webhook-delivery-thread-messages';

const data = workerData as DeliveryThreadData;
const port = parentPort!;
// On Linux a thread has its own nice value: this lowers the delivery thread only, not the request thread.
try {
  os.setPriority(0, data.nice);
} catch {
  // Not permitted or not supported: delivery still works, at the same priority.
}

const database = await openDatabase({ databaseUrl: data.databaseUrl, poolSize: 2 });
const pump = deliveryPump(
  { db: database.db, now: () => new Date(), timeoutMs: data.timeoutMs, claimExpiresMs: data.claimExpiresMs },
  (err) =>
    port.postMessage({ type: 'error', message: err instanceof Error ? (err.stack ?? err.message) : String(err) }),
);

port.on('message', (m: ToDeliveryThread) => {
  if (m.type === 'kick') pump.kick();
  else if (m.type === 'drain') void pump.drain().then(() => port.postMessage({ type: 'drained', id: m.id }));
  else if (m.type === 'close')
    void pump
      .close()
      .then(() => database.close())
      .then(() => port.postMessage({ type: 'closed' }));
});
port.postMessage({ type: 'ready' });
