import path from 'node:path';
import type { DriverInput, DriverResult } from './checkout-driver.js';
import { runNode } from './load.js';

const DRIVER = path.join(import.meta.dirname, 'checkout-driver.ts');

/** Runs the checkout driver in a child process, as load.ts runs autocannon. */
export async function checkoutLoad(input: DriverInput): Promise<DriverResult> {
  const stdout = await runNode(['--import', 'tsx', DRIVER, JSON.stringify(input)], 'checkout driver');
  return JSON.parse(stdout.trim().split('\n').at(-1)!) as DriverResult;
}
