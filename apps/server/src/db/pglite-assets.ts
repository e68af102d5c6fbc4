// PGlite compiles its WebAssembly and reads its file-system bundle on every `new PGlite`; a process that
// opens many (the test suite opens one per test file, from the template dump) compiles them once here.
// Measured: an open from the template dump took ~1.6 s, with these given ~1.0 s.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export type PgliteAssets = { pgliteWasmModule: WebAssembly.Module; fsBundle: Blob };

let assets: Promise<PgliteAssets> | undefined;
// The server's TypeScript libraries declare WebAssembly's types but not its functions; Node has them.
const wasmApi = (globalThis as unknown as { WebAssembly: { compile(bytes: Uint8Array): Promise<WebAssembly.Module> } })
  .WebAssembly;

export function pgliteAssets(): Promise<PgliteAssets> {
  assets ??= (async () => {
    const dist = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    const [wasm, data] = await Promise.all([
      fs.promises.readFile(path.join(dist, 'pglite.wasm')),
      fs.promises.readFile(path.join(dist, 'pglite.data')),
    ]);
    return { pgliteWasmModule: await wasmApi.compile(wasm), fsBundle: new Blob([data]) };
  })();
  return assets;
}
