import { useMediaQuery, type Theme } from '@mui/material';
import { BREAKPOINTS } from './breakpoints';

/** Width under 850 px (the theme's md breakpoint, see theme.ts). */
export const useIsMobile = () => useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));

/** The same question outside React (a module choosing which code to fetch): the query MUI's down('md') writes. */
export const isMobileScreen = () => matchMedia(`(max-width:${BREAKPOINTS.md - 0.05}px)`).matches;
