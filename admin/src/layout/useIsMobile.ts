import { useMediaQuery, type Theme } from '@mui/material';

/** Width under 850 px (the theme's md breakpoint, see theme.ts). */
export const useIsMobile = () => useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
