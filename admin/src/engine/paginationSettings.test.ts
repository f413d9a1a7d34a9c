import { describe, expect, it } from 'vitest';
import { savedPagination, withPagination } from './paginationSettings';

describe('remembered pagination', () => {
  it('keeps the other settings and screens, and comes back on page 1', () => {
    const start = JSON.stringify({ startPage: '/fleet/users', paginations: { sites: { page: 2, perPage: 50 } } });
    const next = withPagination(start, 'users', { page: 3, perPage: 15 });
    expect(JSON.parse(next)).toEqual({
      startPage: '/fleet/users',
      paginations: { sites: { page: 2, perPage: 50 }, users: { page: 3, perPage: 15 } },
    });
    expect(savedPagination(next, 'users')).toEqual({ page: 1, perPage: 15 });
    expect(savedPagination(next, 'companies')).toBeUndefined();
    expect(savedPagination('not json', 'users')).toBeUndefined();
  });
});
