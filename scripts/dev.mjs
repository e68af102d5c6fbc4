// npm run dev: API with reload (tsx watch) on API_PORT (3001) and Vite with hot reload on PORT (3000),
// Vite proxying /api to the API.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const apiPort = process.env.API_PORT ?? '3001';
const webPort = process.env.PORT ?? '3000';
// Links in mails point at the Vite port, where a person opens the app.
const env = {
  ...process.env,
  API_PORT: apiPort,
  PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${webPort}`,
  DATA_DIR: process.env.DATA_DIR ?? path.join(root, 'data'),
};

const children = [
  spawn('npx', ['tsx', 'watch', 'apps/server/src/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...env, PORT: apiPort },
  }),
  spawn('npx', ['vite', '--port', webPort], { cwd: path.join(root, 'apps/web'), stdio: 'inherit', env }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children)
  c.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
