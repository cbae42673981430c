import { expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../../src/http/app.js';
import { RESTAURANT_LIMITS as SERVER } from '../../src/modules/catalogue/domain/restaurant-form.js';
import { NOT_AN_IMAGE } from '../../src/modules/catalogue/images/uploaded-image.js';
import { IMAGE_LIMITS, RESTAURANT_LIMITS as WEB } from '../../web/src/admin/restaurant/limits.js';

it('keeps the owner form and the server on the same bounds', () => {
  expect(WEB).toEqual(SERVER);
});

it('checks an image in the browser as the server does, in the same words', () => {
  expect(IMAGE_LIMITS.maxBytes).toBe(MAX_UPLOAD_BYTES);
  expect(IMAGE_LIMITS.sizeMessage).toBe(`must be at most ${MAX_UPLOAD_BYTES / (1024 * 1024)} MB`);
  expect(IMAGE_LIMITS.typeMessage).toBe(NOT_AN_IMAGE);
});
