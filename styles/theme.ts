/** Layout constants of spec §9 and §2.4, used by every styled component. */
export const theme = {
  breakpoints: { sm: 576, md: 750, lg: 1050, xl: 1440 },
  navbarBreakpoints: [750, 900, 1150, 1250] as const,
  mobile: 750,
  largeScreen: 2048,
  navbarHeight: 70,
  headerHide: { snapScroll: 700, mobileScroll: 50 },
  zIndex: {
    topBanner: 42,
    homepageBanner: 40,
    player: 40,
    playerIcons: 41,
    fab: 50,
    navbarUserDropdown: 65,
    navbar: 75,
    tooltipText: 80,
    modal: 90,
    mobileExpandedNavbar: 95,
    cookieBanner: 100,
  },
  radius: { xs: 2, sm: 5, md: 8, lg: 10, xl: 15, xxl: 20, webAppCard: 24, pill: 30, xxxl: 32, webAppButton: 44 },
  widths: { countrySwitcher: 400, cookieBanner: 400, downloadDropdown: 475, qrDownload: 98, qrDefault: 175, content: 1200 },
  timing: { menuCloseDelay: 250, loaderDelay: 200 },
  colors: {
    // Blues and pinks (brand palette); text colours chosen for WCAG AA contrast.
    blue900: '#0b1b4d',
    blue700: '#1f3fbf',
    blue500: '#3a63f0',
    blue100: '#e6ecff',
    pink600: '#c2185b',
    pink500: '#e94c89',
    pink100: '#fde7f0',
    ink: '#14161f',
    inkMuted: '#4a4f63',
    line: '#d9dce6',
    surface: '#ffffff',
    surfaceAlt: '#f5f6fa',
    dark: '#0a0f24',
    focus: '#1f3fbf',
    danger: '#b3261e',
    subject: { violet: '#6d4ee8', pink: '#e94c89', yellow: '#f2b705', green: '#1f9d55', blue: '#3a63f0' },
  },
  font: {
    family: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', Ubuntu, sans-serif",
  },
} as const;

/**
 * Media queries of the breakpoints above, written out: build-time styles (decision 0088) read
 * constants, not expressions. tests/unit/theme-media.test.ts holds them to the breakpoints.
 */
export const media = {
  sm: '@media (min-width: 576px)',
  md: '@media (min-width: 750px)',
  lg: '@media (min-width: 1050px)',
  xl: '@media (min-width: 1440px)',
  mobile: '@media (max-width: 749px)',
} as const;
