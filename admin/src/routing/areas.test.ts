import { describe, expect, it } from 'vitest';
import { UserType } from '../../../schemas/enums';
import { homeRouteFor, refreshRouteFor } from './areas';
import { startRouteFor } from './routes';

describe('start and refresh routes', () => {
  it('sends each type to its own home when no start page is saved', () => {
    expect(homeRouteFor(UserType.Driver)).toBe('/driver/home');
    expect(homeRouteFor(UserType.DispatchManager)).toBe('/dispatch/mission');
    expect(homeRouteFor(UserType.SiteAdmin)).toBe('/site/home');
    expect(homeRouteFor(UserType.SysAdmin)).toBe('/fleet/home');
    expect(homeRouteFor(UserType.AssetManager)).toBe('/fleet/home');
    expect(refreshRouteFor(UserType.DispatchManager)).toBe('/dispatch/refresh');
  });

  it('uses the saved start page only when it is a page of the user type', () => {
    const site = (startPage: string) => ({ type: UserType.SiteAdmin, settings: JSON.stringify({ startPage }) });
    expect(startRouteFor(site('/site/users'))).toBe('/site/users');
    expect(startRouteFor(site('/fleet/users'))).toBe('/site/home');
    expect(startRouteFor(site('/site/assets'))).toBe('/site/assets');
    expect(startRouteFor(site('/dispatch/assets'))).toBe('/site/home');
    expect(startRouteFor(site('/site/payloads'))).toBe('/site/home');
    expect(startRouteFor({ type: UserType.SiteAdmin, settings: 'not json' })).toBe('/site/home');
  });
});
