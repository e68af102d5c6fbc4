import net from 'node:net';
import type { FastifyRequest } from 'fastify';

/** 127.0.0.0/8, ::1 and IPv4-mapped 127.x addresses: a client on this machine. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.toLowerCase().startsWith('::ffff:') ? address.slice(7) : address;
  if (net.isIPv4(v4)) return v4.startsWith('127.');
  // The URL parser writes an IPv6 address in its shortest form (0:0:0:0:0:0:0:1 -> ::1).
  return net.isIPv6(address) && new URL(`http://[${address}]`).hostname === '[::1]';
}

/** Headers a proxy adds; their presence means the socket's peer is not the real client. */
const PROXY_HEADERS = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-real-ip', 'via'] as const;

/**
 * True only for a client on this machine talking to us directly: judged by the socket's peer address,
 * never by request.ip (which TRUST_PROXY derives from headers), and never when a proxy is in between
 * (a local reverse proxy would otherwise make every remote caller look local).
 */
export function isDirectLoopbackRequest(request: FastifyRequest): boolean {
  if (PROXY_HEADERS.some((h) => request.headers[h] !== undefined)) return false;
  return isLoopbackAddress(request.raw.socket.remoteAddress);
}

/**
 * True when the Host header names this machine: localhost, 127.0.0.1 or [::1], any port. A page on
 * another site can point its own name at 127.0.0.1 (DNS rebinding) and then talk to a local server
 * as a same-origin client; its requests still carry that foreign name in Host, so they are refused.
 */
export function isLoopbackHost(host: string | undefined): boolean {
  // Exact names only: no URL parsing, which would also turn "0x7f.1" or "user@host" into a loopback name.
  return host !== undefined && /^(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/i.test(host);
}
