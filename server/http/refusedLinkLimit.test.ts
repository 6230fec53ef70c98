import { describe, expect, it } from 'vitest';
import { linkTokenFunctionOf } from './refusedLinkLimit';

describe('linkTokenFunctionOf', () => {
  const declared = new Set(['appointment_by_token', 'cancel_appointment_by_token', 'move_appointment_by_token']);

  it('names the declared functions by the matched route and decoded name, by POST or GET', () => {
    expect(linkTokenFunctionOf(declared, 'POST', '/rest/v1/rpc/:fn', { fn: 'appointment_by_token' })).toBe('appointment_by_token');
    expect(linkTokenFunctionOf(declared, 'GET', '/rest/v1/rpc/:fn', { fn: 'cancel_appointment_by_token' })).toBe('cancel_appointment_by_token');
    expect(linkTokenFunctionOf(declared, 'POST', '/rest/v1/rpc/:fn', { fn: 'move_appointment_by_token' })).toBe('move_appointment_by_token');
  });

  it('leaves every other request alone', () => {
    expect(linkTokenFunctionOf(declared, 'POST', '/rest/v1/rpc/:fn', { fn: 'available_slots' })).toBeUndefined();
    expect(linkTokenFunctionOf(declared, 'POST', '/rest/v1/rpc/:fn', { fn: 'move_my_appointment' })).toBeUndefined();
    expect(linkTokenFunctionOf(declared, 'POST', '/rest/v1/:resource', { resource: 'appointment_by_token' })).toBeUndefined();
    expect(linkTokenFunctionOf(declared, 'DELETE', '/rest/v1/rpc/:fn', { fn: 'appointment_by_token' })).toBeUndefined();
    expect(linkTokenFunctionOf(declared, 'POST', undefined, null)).toBeUndefined();
  });
});
