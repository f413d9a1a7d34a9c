import { useMediaQuery, type Theme } from '@mui/material';

/** Width under 850 px (the theme's md breakpoint, see theme.ts). */
export const useIsMobile = () => useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));

/** The same question outside React (a module choosing which code to fetch): MUI's down('md') query. */
export const isMobileScreen = () => matchMedia('(max-width:849.95px)').matches;
