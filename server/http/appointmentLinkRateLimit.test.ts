import { describe, expect, it } from 'vitest';
import { tokenFunctionOf } from './appointmentLinkRateLimit';

describe('tokenFunctionOf', () => {
  it('names the token functions by the matched route and decoded name, by POST or GET', () => {
    expect(tokenFunctionOf('POST', '/rest/v1/rpc/:fn', { fn: 'appointment_by_token' })).toBe('appointment_by_token');
    expect(tokenFunctionOf('GET', '/rest/v1/rpc/:fn', { fn: 'cancel_appointment_by_token' })).toBe('cancel_appointment_by_token');
    expect(tokenFunctionOf('POST', '/rest/v1/rpc/:fn', { fn: 'move_appointment_by_token' })).toBe('move_appointment_by_token');
  });

  it('leaves every other request alone', () => {
    expect(tokenFunctionOf('POST', '/rest/v1/rpc/:fn', { fn: 'available_slots' })).toBeUndefined();
    expect(tokenFunctionOf('POST', '/rest/v1/rpc/:fn', { fn: 'move_my_appointment' })).toBeUndefined();
    expect(tokenFunctionOf('POST', '/rest/v1/:resource', { resource: 'appointment_by_token' })).toBeUndefined();
    expect(tokenFunctionOf('DELETE', '/rest/v1/rpc/:fn', { fn: 'appointment_by_token' })).toBeUndefined();
    expect(tokenFunctionOf('POST', undefined, null)).toBeUndefined();
  });
});
