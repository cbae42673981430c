import { describe, expect, it } from 'vitest';
import { standingNotice } from './standing-notice';

const mark = (reason: string) => ({ reason, at: '2025-01-06T12:30:00.000Z' });

describe('the owner’s notice of the restaurant’s standing', () => {
  it('says nothing in good standing', () => {
    expect(standingNotice({ suspended: null, unlisted: null })).toBeUndefined();
  });

  it('names a suspension and its reason first, then an unlisting', () => {
    expect(standingNotice({ suspended: mark('Hygiene inspection failed'), unlisted: mark('Moving') })).toEqual({
      severity: 'error',
      title: 'Suspended by TuckIn.',
      text: 'Reason: Hygiene inspection failed. Customers cannot find your restaurant or order from it until it is reinstated.',
    });
    expect(standingNotice({ suspended: null, unlisted: mark('Moving premises') })).toMatchObject({ severity: 'warning', text: expect.stringContaining('Reason: Moving premises.') });
  });
});
