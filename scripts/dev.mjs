// `npm run dev`: the API with tsx watch on :3001 and Vite (hot reload) on :3000, which proxies the API,
// so the browser sees one origin as in production.
import { spawn } from 'node:child_process';

const port = process.env.PORT ?? '3000';
const apiPort = process.env.API_PORT ?? '3001';
const env = {
  ...process.env,
  APP_URL: process.env.APP_URL ?? `http://localhost:${port}`,
  API_ORIGIN: `http://localhost:${apiPort}`,
};

const children = [
  spawn('npm', ['run', 'dev', '-w', '@talent/server'], {
    stdio: 'inherit',
    env: { ...env, PORT: apiPort, DATA_DIR: process.env.DATA_DIR ?? `${process.cwd()}/data` },
  }),
  spawn('npm', ['run', 'dev', '-w', '@talent/web', '--', '--port', port, '--strictPort'], {
    stdio: 'inherit',
    env,
  }),
];

function stop() {
  for (const child of children) child.kill('SIGTERM');
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) {
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
}
