import { expect, it } from 'vitest';
import { RESTAURANT_LIMITS as SERVER } from '../../src/modules/catalogue/domain/restaurant-form.js';
import { RESTAURANT_LIMITS as WEB } from '../../web/src/admin/restaurant/limits.js';

it('keeps the owner form and the server on the same bounds', () => {
  expect(WEB).toEqual(SERVER);
});
