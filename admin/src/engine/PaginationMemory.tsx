import { useEffect, useRef } from 'react';
import { useListContext } from 'react-admin';
import { fleet } from '../api/fleet';
import { currentUser, updateCurrentUser, useCurrentUser } from '../account/currentUser';
import { useMediaQuery, type Theme } from '@mui/material';
import { savedPagination, withPagination } from './paginationSettings';

/** 15 rows on screens under 850 px, else 25 (operations §9), unless the user chose otherwise. */
export function useInitialPerPage(screen: string): number {
  // read at once (noSsr): the list takes its page size from the first render
  const isMobile = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'), { noSsr: true });
  const user = useCurrentUser();
  return savedPagination(user?.settings, screen)?.perPage ?? (isMobile ? 15 : 25);
}

/** Inside a list: saves page and page size with POST /User/Settings when the user changes them. */
export const PaginationMemory = ({ screen, initialPerPage }: { screen: string; initialPerPage: number }) => {
  const { page, perPage } = useListContext();
  const saved = useRef(`1:${initialPerPage}`);
  useEffect(() => {
    if (saved.current === `${page}:${perPage}`) return;
    saved.current = `${page}:${perPage}`;
    const timer = setTimeout(() => {
      const user = currentUser.get();
      if (!user) return;
      const settings = withPagination(user.settings, screen, { page, perPage });
      updateCurrentUser({ settings });
      fleet.post('/User/Settings', { userId: user.id, settings }, { quiet: true }).catch((error) => console.error(error));
    }, 500);
    return () => clearTimeout(timer);
  }, [screen, page, perPage]);
  return null;
};
