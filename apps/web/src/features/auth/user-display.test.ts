import { describe, expect, it } from 'vitest';
import { avatarUrlFrom, displayNameFrom, getUserDisplay } from './user-display';

describe('displayNameFrom', () => {
  it('prefers full_name, then name', () => {
    expect(displayNameFrom({ full_name: 'Ada Lovelace', name: 'ada' }, 'ada@example.com')).toBe('Ada Lovelace');
    expect(displayNameFrom({ full_name: '  ', name: 'Ada' }, 'ada@example.com')).toBe('Ada');
  });

  it('falls back to the part of the email before the @', () => {
    expect(displayNameFrom({}, 'grace.hopper@example.com')).toBe('grace.hopper');
    expect(displayNameFrom(null, 'grace@example.com')).toBe('grace');
  });

  it("ends with 'User'", () => {
    expect(displayNameFrom(null, null)).toBe('User');
    expect(displayNameFrom({ name: '' }, '@example.com')).toBe('User');
  });
});

describe('avatarUrlFrom', () => {
  it('takes avatar_url, then picture, then image', () => {
    expect(avatarUrlFrom({ avatar_url: 'a.png', picture: 'p.png' })).toBe('a.png');
    expect(avatarUrlFrom({ picture: 'p.png', image: 'i.png' })).toBe('p.png');
    expect(avatarUrlFrom({ image: 'i.png' })).toBe('i.png');
    expect(avatarUrlFrom({})).toBeNull();
  });
});

describe('getUserDisplay', () => {
  const user = { id: 'u1', email: 'sam@example.com', name: 'Sam Account', image: 'account.png' };

  it('uses the profile before the account', () => {
    const profile = { id: 'u1', displayName: 'Sam Profile', avatarUrl: 'profile.png' };
    expect(getUserDisplay(user, profile)).toEqual({ displayName: 'Sam Profile', avatarUrl: 'profile.png', email: 'sam@example.com' });
  });

  it('uses the account when the profile has nothing', () => {
    expect(getUserDisplay(user, null)).toEqual({ displayName: 'Sam Account', avatarUrl: 'account.png', email: 'sam@example.com' });
    expect(getUserDisplay({ id: 'u2', email: 'kim@example.com' }, { id: 'u2' }).displayName).toBe('kim');
  });

  it("shows 'User' when signed out", () => {
    expect(getUserDisplay(null, null)).toEqual({ displayName: 'User', avatarUrl: null, email: null });
  });
});
