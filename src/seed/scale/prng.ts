/** A small seeded PRNG (mulberry32): the same seed gives the same data set on every machine. */
export class Prng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** Uniform in [0, 1). */
  next(): number {
    let t = (this.state = (this.state + 0x6d2b79f5) >>> 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }

  /** Index in [0, n) skewed towards 0: the larger `power` (> 1), the steeper. */
  skewed(n: number, power: number): number {
    return Math.min(n - 1, Math.floor(n * Math.pow(this.next(), power)));
  }

  /** `count` distinct items, in list order. */
  sample<T>(items: readonly T[], count: number): T[] {
    const chosen = new Set<number>();
    while (chosen.size < Math.min(count, items.length)) chosen.add(Math.floor(this.next() * items.length));
    return [...chosen].sort((a, b) => a - b).map((i) => items[i]!);
  }

  /** 16 hex characters, for the random half of an id. */
  hex16(): string {
    const a = Math.floor(this.next() * 0x100000000).toString(16).padStart(8, '0');
    const b = Math.floor(this.next() * 0x100000000).toString(16).padStart(8, '0');
    return a + b;
  }
}

/** A 24-hex id shaped like src/shared/ids.ts (time-ordered), drawn from the PRNG. */
export function scaleId(prng: Prng, at: Date): string {
  return Math.floor(at.getTime() / 1000).toString(16).padStart(8, '0') + prng.hex16();
}
