import { describe, expect, it } from 'vitest';
import { parseAppConfig } from './app-config';

const valid = {
  auth: { domain: 'http://localhost:3001', clientId: 'food-marketplace-web', audience: 'https://food-marketplace.local/api' },
};

describe('parseAppConfig', () => {
  it('accepts the served shape', () => {
    expect(parseAppConfig(valid)).toEqual(valid);
  });

  it.each([null, {}, { auth: { ...valid.auth, clientId: '' } }, { auth: { domain: 'x', clientId: 'y' } }])(
    'refuses %j with a readable message',
    (body) => {
      expect(() => parseAppConfig(body)).toThrow('The app configuration is incomplete');
    },
  );
});
