import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';
import { brandColors } from '../../shared/config/brandColors';

/** Shared by both modes: status chips as pills of one height, whatever sits beside them. */
const components = {
  MuiChip: {
    styleOverrides: {
      root: { borderRadius: 999, height: 24 },
      label: { paddingInline: 10 },
    },
  },
};

/** The back-office in the company's navy (the site's header and buttons) with its amber for « waiting » states. */
export const lightTheme: RaThemeOptions = {
  ...defaultLightTheme,
  palette: {
    ...defaultLightTheme.palette,
    primary: { main: brandColors.navy, dark: brandColors.navyDark, contrastText: '#ffffff' },
    // react-admin's app bar takes the secondary colour.
    secondary: { main: brandColors.navy, dark: brandColors.navyDark, light: brandColors.navyLight, contrastText: '#ffffff' },
    // Amber pills with dark text; text in « warning » colour takes the dark shade, which reads on white.
    warning: { main: brandColors.accent, dark: '#8a5300', contrastText: brandColors.text },
    error: { main: brandColors.danger },
    success: { main: brandColors.success },
    text: { primary: brandColors.text },
    background: { default: brandColors.backgroundSoft, paper: '#ffffff' },
  },
  components: { ...defaultLightTheme.components, ...components },
};

/** Dark mode keeps the navy bar; links and buttons turn a light blue that reads on a dark page. */
export const darkTheme: RaThemeOptions = {
  ...defaultDarkTheme,
  palette: {
    ...defaultDarkTheme.palette,
    primary: { main: '#9cc3ec' },
    secondary: { main: brandColors.navy, contrastText: '#ffffff' },
    warning: { main: brandColors.accent, contrastText: brandColors.text },
    background: { default: '#0f1a26', paper: '#16222f' },
  },
  components: { ...defaultDarkTheme.components, ...components },
};
