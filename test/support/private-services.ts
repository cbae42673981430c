import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './ports.js';

const run = promisify(execFile);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A Redis or PostgreSQL of a test's own, which the test may stop and start again on the same port. */
export interface PrivateService {
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops it and removes its files. */
  destroy(): Promise<void>;
}

async function until(ready: () => Promise<boolean>, what: string): Promise<void> {
  for (let i = 0; i < 150; i += 1) {
    if (await ready()) return;
    await sleep(200);
  }
  throw new Error(`${what} did not come up within 30 s`);
}

/** True when something answers `ping` on the port with `expected`. */
function answers(port: number, ping: string, expected: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.setTimeout(1_000);
    socket.once('connect', () => socket.write(ping));
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith(expected));
    });
    for (const event of ['error', 'timeout']) socket.once(event, () => (socket.destroy(), resolve(false)));
  });
}

/** /usr/bin/redis-server on a free port, keeping nothing on disk: a restart comes back empty. */
export async function startPrivateRedis(): Promise<PrivateService> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const start = async () => {
    child = spawn('/usr/bin/redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    await until(() => answers(port, 'PING\r\n', '+PONG'), `redis-server on ${port}`);
  };
  const stop = async () => {
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child!.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  await start();
  return { url: `redis://127.0.0.1:${port}`, start, stop, destroy: stop };
}

const PG_BIN = '/usr/lib/postgresql/15/bin';

/** Runs a PostgreSQL tool as the postgres user when we are root (it refuses to run as root). */
function asPostgres(tool: string, args: string[]) {
  const command = path.join(PG_BIN, tool);
  return process.getuid?.() === 0 ? run('runuser', ['-u', 'postgres', '--', command, ...args]) : run(command, args);
}

/** A PostgreSQL 15 cluster of its own under /tmp (trust on loopback), on a free port. */
export async function startPrivatePostgres(): Promise<PrivateService> {
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fm-pg-'));
  if (process.getuid?.() === 0) await run('chown', ['postgres:postgres', dir]);
  const data = path.join(dir, 'data');
  await asPostgres('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8']);
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c fsync=off`;
  const start = async () => {
    await asPostgres('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'log'), '-w', 'start']);
  };
  // Fast mode: sessions are cut off, as when the database server restarts under load.
  const stop = async () => {
    await asPostgres('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']).catch(() => undefined);
  };
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    destroy: async () => {
      await stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
