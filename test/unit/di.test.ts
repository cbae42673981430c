// The compile-time half of this test is the `@ts-expect-error` lines: `npm run typecheck`
// covers test/, so if a mis-wired binding ever compiles, the unused directive fails it.
import { Container, type Bind } from 'inversify';
import { describe, expect, it } from 'vitest';
import { provide, provideValue, resolve, resolveAll, token } from '../../src/shared/di.js';

const NAME = token<string>('di-test.Name');
const COUNT = token<number>('di-test.Count');
const GREETING = token<string>('di-test.Greeting');
const TAGS = token<string>('di-test.Tags');

const greet = (name: string, count: number) => `${name} x${count}`;

function containerWith(bindings: (bind: Bind) => void): Container {
  const container = new Container();
  bindings((id) => container.bind(id));
  return container;
}

describe('typed DI wiring', () => {
  it('rejects swapped, missing and mistyped dependencies at compile time', () => {
    // Bound but never resolved: only the compiler's verdict matters here.
    containerWith((bind) => {
      // @ts-expect-error the dependencies are swapped
      provide(bind, GREETING, [COUNT, NAME], (name: string, count: number) => greet(name, count));
      // @ts-expect-error a dependency is missing
      provide(bind, GREETING, [NAME], (name: string, count: number) => greet(name, count));
      // @ts-expect-error unannotated parameters take the tokens' types, so misuse fails too
      provide(bind, GREETING, [COUNT, NAME], (name, count) => greet(name, count));
      // @ts-expect-error the factory builds a string for a number token
      provide(bind, COUNT, [NAME], (name: string) => name);
      // @ts-expect-error a constant of the wrong type
      provideValue(bind, COUNT, 'three');
    });
    const container = containerWith((bind) => provideValue(bind, COUNT, 3));
    // @ts-expect-error a token's type travels to what it resolves to
    const count: string = resolve(container, COUNT);
    expect(count).toBe(3);
  });

  it('builds a binding from its dependencies in order, once', () => {
    let built = 0;
    const container = containerWith((bind) => {
      provideValue(bind, NAME, 'Ada');
      provideValue(bind, COUNT, 3);
      provide(bind, GREETING, [NAME, COUNT], (name, count) => {
        built += 1;
        return greet(name, count);
      });
    });
    expect(resolve(container, GREETING)).toBe('Ada x3');
    expect(resolve(container, GREETING)).toBe('Ada x3');
    expect(built).toBe(1);
  });

  it('collects every value bound to a multi-token, and none is an empty list', () => {
    const container = containerWith((bind) => {
      provideValue(bind, NAME, 'Ada');
      provideValue(bind, TAGS, 'first');
      provide(bind, TAGS, [NAME], (name) => `by ${name}`);
      provideValue(bind, TAGS, 'last');
    });
    expect(resolveAll(container, TAGS)).toEqual(['first', 'by Ada', 'last']);
    expect(resolveAll(container, COUNT)).toEqual([]);
  });

  it('gives one key per description, so modules share tokens without importing each other', () => {
    expect(token<string>('di-test.Name')).toBe(NAME);
  });
});
