import { describe, expect, it } from 'vitest';
import { pruneUnusedCustomProperties } from '../../web/vite-plugins/unused-custom-properties.js';

describe('critical CSS without unread custom properties', () => {
  it('keeps the variables a declaration reads, directly or through another read variable, and drops the rest', () => {
    const css = ':root{--font:var(--stack);--stack:system-ui;--unused:var(--only-for-unused);--only-for-unused:1px;--brand:red}.a{color:var(--brand);font-family:var(--font)}';
    expect(pruneUnusedCustomProperties(css, '')).toBe(':root{--font:var(--stack);--stack:system-ui;--brand:red}.a{color:var(--brand);font-family:var(--font)}');
  });

  it('keeps a variable only the markup reads, in an inline style', () => {
    const css = ':root{--accent:blue;--other:green}';
    expect(pruneUnusedCustomProperties(css, '<p style="color: var( --accent)">x</p>')).toBe(':root{--accent:blue}');
  });

  it('drops the registration and fallback of an unread variable, and a variable set but never read', () => {
    const css = [
      '@layer properties{@supports (not (margin-trim:block)){*,:before,:after{--tw-shadow:0 0 #0000;--tw-blur:initial}}}',
      '.shadow{--tw-shadow:0 1px 2px red;--tw-font-weight:700;box-shadow:var(--tw-shadow)}',
      '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
      '@property --tw-blur{syntax:"*";inherits:false}',
    ].join('');
    expect(pruneUnusedCustomProperties(css, '')).toBe(
      [
        '@layer properties{@supports (not (margin-trim:block)){*,:before,:after{--tw-shadow:0 0 #0000}}}',
        '.shadow{--tw-shadow:0 1px 2px red;box-shadow:var(--tw-shadow)}',
        '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
      ].join(''),
    );
  });

  it('removes the rules and blocks it empties, and keeps layer statements and everything else as written', () => {
    const css = '@layer theme,base;@layer theme{:root{--gone:1}}@media (min-width:40rem){.b{--gone-too:2}}.c{margin:0 auto}';
    expect(pruneUnusedCustomProperties(css, '')).toBe('@layer theme,base;.c{margin:0 auto}');
  });
});
