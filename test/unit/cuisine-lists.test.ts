import { expect, it } from 'vitest';
import { CUISINES as SERVER } from '../../src/modules/catalogue/index.js';
import { CUISINES as WEB } from '../../web/src/shared/catalogue/cuisines.js';

it('keeps the web app and the server on the same 26 cuisines, in the same order', () => {
  expect(WEB).toEqual(SERVER);
  expect(WEB).toHaveLength(26);
});
