import { describe, expect, it } from 'vitest';
import { UserType } from '../../../schemas/enums';
import type { User } from '../api/types';
import type { StoredSession } from '../account/session';
import { decideAccess, safeReturnPath } from './guard';
import { appRoutes } from './routes';

const route = (path: string) => appRoutes.find((r) => r.path === path)!;
const session = (patch: Partial<StoredSession> = {}): StoredSession => ({
  userId: 7,
  userType: UserType.Driver,
  accessToken: 'token',
  isRedirectToPasswordReset: false,
  ...patch,
});
const driver = { id: 7, type: UserType.Driver } as User;

describe('decideAccess', () => {
  it('when the route is public or a refresh route, then no session is needed', () => {
    expect(decideAccess(route('/user/login'), session({ userId: null }), null, '/')).toEqual({ kind: 'allow' });
    expect(decideAccess(route('/driver/refresh'), session({ userId: null }), null, '/')).toEqual({ kind: 'allow' });
  });

  it('when no user id is stored, then the session ends', () => {
    expect(decideAccess(route('/driver/home'), session({ userId: null }), null, '/driver/home')).toEqual({ kind: 'endSession' });
  });

  it('when the reset flag is set, then every guarded route goes to the password reset', () => {
    const flagged = session({ isRedirectToPasswordReset: true });
    expect(decideAccess(route('/driver/home'), flagged, driver, '/driver/home')).toEqual({ kind: 'redirect', to: '/user/pwdreset' });
    expect(decideAccess(route('/user/pwdreset'), flagged, null, '/user/pwdreset')).toEqual({ kind: 'allow' });
  });

  it('when the user is not loaded or differs, then the refresh route of the stored type returns here', () => {
    const expected = { kind: 'redirect', to: '/driver/refresh?toRoute=%2Fdriver%2Fhome%3Fx%3D1' };
    expect(decideAccess(route('/driver/home'), session(), null, '/driver/home?x=1')).toEqual(expected);
    expect(decideAccess(route('/driver/home'), session(), { ...driver, id: 8 }, '/driver/home?x=1')).toEqual(expected);
  });

  it('when the type may not open the route, then unauthorized; else allowed', () => {
    expect(decideAccess(route('/site/home'), session(), driver, '/site/home')).toEqual({ kind: 'redirect', to: '/unauthorized' });
    expect(decideAccess(route('/driver/home'), session(), driver, '/driver/home')).toEqual({ kind: 'allow' });
  });
});

describe('safeReturnPath', () => {
  it('follows only paths of this app', () => {
    expect(safeReturnPath('/fleet/home')).toBe('/fleet/home');
    expect(safeReturnPath('//evil.test')).toBeNull();
    expect(safeReturnPath('https://evil.test')).toBeNull();
    expect(safeReturnPath(null)).toBeNull();
  });
});
