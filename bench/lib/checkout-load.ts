import { spawn } from 'node:child_process';
import path from 'node:path';
import type { DriverInput, DriverResult } from './checkout-driver.js';

const DRIVER = path.join(import.meta.dirname, 'checkout-driver.ts');

/** Runs the checkout driver in a child process, as load.ts runs autocannon. */
export function checkoutLoad(input: DriverInput): Promise<DriverResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', DRIVER, JSON.stringify(input)], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve(JSON.parse(stdout.trim().split('\n').at(-1)!) as DriverResult);
      else reject(new Error(`checkout driver exited with ${code}: ${stderr.slice(-500)}`));
    });
  });
}
