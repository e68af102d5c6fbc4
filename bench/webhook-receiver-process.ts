// The webhook bench's receiver (bench/webhooks.bench.ts) as a process of its own at the lowest CPU
// priority: it stands for the partner's ERP, which runs on another machine; on our one 2-core machine it
// then takes idle CPU only, rather than a third of the cores from placement. Answers 200 on /a /b /c and
// keeps the first arrival per path and order id (ms on the wall clock shared with the bench process).
import http from 'node:http';
import os from 'node:os';

const PORT = Number(process.argv[2]);
try {
  os.setPriority(19);
} catch {
  // Not permitted: the receiver runs at normal priority and the bench says so.
}
const arrivals = new Map<string, number>();
let received = 0;
const server = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    const at = performance.timeOrigin + performance.now();
    received++;
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { data: { orderId?: number } };
    const key = `${req.url} ${body.data.orderId}`;
    if (!arrivals.has(key)) arrivals.set(key, at);
    res.writeHead(200).end();
  });
});
server.listen(PORT, '127.0.0.1', () => process.send!({ type: 'listening', nice: os.getPriority() }));
process.on('message', (m: { type: 'snapshot' | 'clear' | 'close' }) => {
  if (m.type === 'snapshot') process.send!({ type: 'snapshot', received, arrivals: [...arrivals] });
  else if (m.type === 'clear') arrivals.clear();
  else {
    server.closeAllConnections();
    server.close(() => process.exit(0));
  }
});
