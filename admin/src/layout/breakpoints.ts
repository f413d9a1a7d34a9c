// Operations §9: the left drawer is 240 wide and collapses below 720; mobile means under 850.
// react-admin's sidebar turns into a temporary drawer below `sm`, so sm is 720 and md (mobile) 850.
// A module of its own, so that code choosing what to fetch asks the same question as the theme
// without loading react-admin's themes.
export const BREAKPOINTS = { xs: 0, sm: 720, md: 850, lg: 1200, xl: 1536 };
