import type { Bind, Container } from 'inversify';

declare const carries: unique symbol;

/**
 * A container key that carries the type bound to it. The brand is invariant, so a
 * `Token<Clock>` never stands where a `Token<Database>` is expected.
 */
export type Token<T> = symbol & { readonly [carries]: (value: T) => T };

/** `Symbol.for(description)`, typed: the same description is the same key everywhere. */
export function token<T>(description: string): Token<T> {
  return Symbol.for(description) as Token<T>;
}

type TokensOf<A extends readonly unknown[]> = { readonly [K in keyof A]: Token<A[K]> };

/**
 * Binds `target` to what `factory` builds from `deps`, as a singleton. The dependency
 * list is checked against the factory's parameters at compile time: a swapped, missing
 * or mistyped token does not compile. Binding a multi-token twice adds a second value.
 */
export function provide<T, A extends unknown[]>(
  bind: Bind,
  target: Token<T>,
  deps: readonly [...TokensOf<A>],
  factory: (...args: NoInfer<A>) => T,
): void {
  bind<T>(target)
    .toResolvedValue(factory as (...args: unknown[]) => T, deps as unknown as symbol[])
    .inSingletonScope();
}

/**
 * A dependency on every value bound to a multi-token, in binding order. Inversify answers
 * an optional multi-injection with nothing bound as undefined, hence `?? []` at use.
 */
export function all<T>(target: Token<T>): Token<readonly T[] | undefined> {
  return { serviceIdentifier: target, isMultiple: true, optional: true } as unknown as Token<readonly T[] | undefined>;
}

export function provideValue<T>(bind: Bind, target: Token<T>, value: T): void {
  bind<T>(target).toConstantValue(value);
}

export function resolve<T>(container: Container, target: Token<T>): T {
  return container.get<T>(target);
}

/** Every value bound to a multi-token; none is an empty list. */
export function resolveAll<T>(container: Container, target: Token<T>): T[] {
  return container.getAll<T>(target, { optional: true }) ?? [];
}
