import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';

// Operations §9: the left drawer is 240 wide and collapses below 720; mobile means under 850.
// react-admin's sidebar turns into a temporary drawer below `sm`, so sm is 720 and md (mobile) 850.
const shell: RaThemeOptions = {
  sidebar: { width: 240, closedWidth: 55 },
  breakpoints: { values: { xs: 0, sm: 720, md: 850, lg: 1200, xl: 1536 } },
};

export const lightTheme: RaThemeOptions = { ...defaultLightTheme, ...shell };
export const darkTheme: RaThemeOptions = { ...defaultDarkTheme, ...shell };
