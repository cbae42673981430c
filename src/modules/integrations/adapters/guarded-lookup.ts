import dns, { type LookupAddress } from 'node:dns';
import type { LookupFunction } from 'node:net';
import { refusedAddress } from '../domain/address-rules.js';

/** The standard resolver's shape with `all`: every address of a host name. */
export type ResolveAll = (hostname: string, callback: (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void) => void;

const systemResolve: ResolveAll = (hostname, callback) => dns.lookup(hostname, { all: true, verbatim: true }, callback);

/** A webhook host resolved to an address it may not reach (docs/architecture/webhooks.md "Addresses"). */
export class RefusedAddressError extends Error {
  override name = 'RefusedAddressError';
  constructor(
    readonly address: string,
    readonly reason: string,
  ) {
    super(`refused ${reason} address ${address}`);
  }
}

/** The first refused address among a host's addresses: one is enough to refuse the host. */
export function firstRefused(addresses: readonly LookupAddress[]): RefusedAddressError | undefined {
  for (const { address } of addresses) {
    const reason = refusedAddress(address);
    if (reason) return new RefusedAddressError(address, reason);
  }
  return undefined;
}

/**
 * A `lookup` for the socket of one webhook attempt: resolves the host, refuses it when any of its
 * addresses is refused, and hands the socket only the addresses it checked, so a DNS answer that
 * changes between the check and the connect (rebinding) cannot send it elsewhere.
 */
export function guardedLookup(allowLocal: boolean, resolve: ResolveAll = systemResolve): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, (error, found) => {
      const wanted = options.family === 4 || options.family === 6 ? found.filter((a) => a.family === options.family) : found;
      const failure = error ?? (wanted.length ? (allowLocal ? undefined : firstRefused(wanted)) : Object.assign(new Error(`no address for ${hostname}`), { code: 'ENOTFOUND' }));
      if (failure) return callback(failure, '', 0);
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, wanted);
      callback(null, wanted[0]!.address, wanted[0]!.family);
    });
  };
}

/** Every address of a host, for the check at registration; throws when it does not resolve within `timeoutMs`. */
export function resolveAll(hostname: string, timeoutMs: number, resolve: ResolveAll = systemResolve): Promise<LookupAddress[]> {
  return new Promise((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`no answer for ${hostname} in ${timeoutMs} ms`)), timeoutMs);
    resolve(hostname, (error, addresses) => {
      clearTimeout(timer);
      if (error) fail(error);
      else done(addresses);
    });
  });
}
