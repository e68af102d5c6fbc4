/** A short example of pushing own prices (price type API) with an API token: POST /api/price-feed/ticks. */
export function curlExample(origin: string): string {
  const body = JSON.stringify({
    ticks: [
      { symbol: 'ICE/GAS', price: 712.25 },
      { symbol: 'FX/EURUSD', price: 1.0835 },
    ],
  });
  return [
    `curl -X POST ${origin}/api/price-feed/ticks \\`,
    `  -H "Authorization: Bearer <API-SCHLÜSSEL>" \\`,
    `  -H "Content-Type: application/json" \\`,
    `  -d '${body}'`,
  ].join('\n');
}
