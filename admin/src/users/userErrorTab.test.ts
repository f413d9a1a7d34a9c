import { describe, expect, it } from 'vitest';
import { userErrorTab } from './userErrorTab';

describe('userErrorTab', () => {
  it('sends name and e-mail errors to Personal, site errors to Access and the rest to Account', () => {
    expect(userErrorTab('First Name is required')).toBe('personal');
    expect(userErrorTab('Last Name is required')).toBe('personal');
    expect(userErrorTab('Invalid Email Address; Username is required')).toBe('personal');
    expect(userErrorTab('Work Site not found')).toBe('access');
    expect(userErrorTab('Site Access not found')).toBe('access');
    expect(userErrorTab('Username already exists')).toBe('account');
    expect(userErrorTab('New Password does not meet requirements')).toBe('account');
  });
});
