// The reference of the event-stream bench (issue 15 part 6): a bare Node SSE server, plain node:http and
// nothing else. GET /events opens a stream (the same headers, retry line and first frame as
// GET /api/events); POST /tick takes a JSON body {ticks: [...]} and writes it to every open stream as the
// frame the real server writes (`event: ticks`, the event's JSON), encoded once into one buffer.
// Started by sse-fanout.bench.ts as its own process: `node --import tsx bench/bare-sse-server.ts <port>`.
import http from 'node:http';

const port = Number(process.argv[2] ?? 3335);
const streams = new Set<http.ServerResponse>();

const server = http.createServer((req, res) => {
  if (req.method === 'GET' && req.url === '/events') {
    res.socket?.setTimeout(0);
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    res.write('retry: 3000\n\n');
    res.write('event: feedStatus\ndata: {"type":"feedStatus","running":false,"liveGasPricesAvailable":false}\n\n');
    streams.add(res);
    res.once('close', () => streams.delete(res));
    return;
  }
  if (req.method === 'POST' && req.url === '/tick') {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      const { ticks } = JSON.parse(body) as { ticks: unknown[] };
      const frame = Buffer.from(`event: ticks\ndata: ${JSON.stringify({ type: 'ticks', ticks })}\n\n`);
      for (const stream of streams) stream.write(frame);
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"accepted":true}');
    });
    return;
  }
  if (req.url === '/health') return void res.writeHead(200).end('ok');
  res.writeHead(404).end();
});
server.keepAliveTimeout = 72_000;
server.listen(port, '127.0.0.1');
process.on('SIGTERM', () => {
  for (const stream of streams) stream.end();
  server.close(() => process.exit(0));
});
