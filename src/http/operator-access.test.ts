import type { Request } from 'express';
import { describe, expect, it } from 'vitest';
import type { AuthConfig } from '../config.js';
import { ForbiddenError } from '../shared/errors.js';
import { NOT_AN_OPERATOR, operatorCheck, operatorGate } from './operator-access.js';

const auth = (kind: AuthConfig['kind']): AuthConfig => ({ kind, domain: 'http://idp', issuer: 'http://idp/', audience: 'api', clientId: 'web', rolesClaim: 'https://tuckin.app/roles' });
const operators = { emails: ['ops@example.com'], role: 'operator' as const };
const request = (path: string, auth: Request['auth']) => ({ path, auth }) as Request;
const emailIs = (email: string | undefined) => async () => {
  if (!email) throw new ForbiddenError('no e-mail');
  return email;
};

describe('who is an operator', () => {
  it('with the embedded provider: the addresses OPERATOR_EMAILS lists, in any case', async () => {
    const listed = operatorCheck(auth('embedded'), operators, emailIs('Ops@Example.com'));
    const other = operatorCheck(auth('embedded'), operators, emailIs('owner@example.com'));
    const noEmail = operatorCheck(auth('embedded'), operators, emailIs(undefined));
    const nobody = operatorCheck(auth('embedded'), { ...operators, emails: [] }, emailIs('ops@example.com'));
    const req = request('/api/operator/session', { sub: 's', exp: 1 });
    expect([await listed(req), await other(req), await noEmail(req), await nobody(req)]).toEqual([true, false, false, false]);
  });

  it('with Auth0: the operator role in the roles claim, never the e-mail alone', async () => {
    const check = operatorCheck(auth('auth0'), operators, emailIs('ops@example.com'));
    const withRole = request('/api/operator/session', { sub: 's', exp: 1, roles: ['support', 'operator'] });
    const otherRoles = request('/api/operator/session', { sub: 's', exp: 1, roles: ['operators'] });
    const noClaim = request('/api/operator/session', { sub: 's', exp: 1, email: 'ops@example.com' });
    expect([await check(withRole), await check(otherRoles), await check(noClaim)]).toEqual([true, false, false]);
  });
});

describe('the operator gate', () => {
  const gate = operatorGate(async (req) => req.auth?.sub === 'operator');

  it('refuses an operator call to anyone else with 403, and lets the operator through', async () => {
    await expect(gate(request('/api/operator/restaurants', { sub: 'owner', exp: 1 }))).rejects.toMatchObject({ status: 403, message: NOT_AN_OPERATOR });
    await expect(gate(request('/api/operator/restaurants', { sub: 'operator', exp: 1 }))).resolves.toBeUndefined();
  });

  it('leaves every other call alone', async () => {
    await expect(gate(request('/api/my/restaurant', { sub: 'owner', exp: 1 }))).resolves.toBeUndefined();
    await expect(gate(request('/api/operatorish', { sub: 'owner', exp: 1 }))).resolves.toBeUndefined();
  });
});
