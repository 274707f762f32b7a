/**
 * The MUI theme: Japanese locale, the brand primary #418BFB, and a Japanese system font stack
 * (no web fonts: the CSP allows only same-origin fonts and the OS fonts render Japanese well).
 *
 * Contrast (WCAG 2.1 AA): white on #418BFB is 3.3:1, below the 4.5:1 text needs. The brand blue is
 * therefore kept for large surfaces, icons, focus rings and indicators (≥ 3:1 suffices there),
 * while text in primary colour and the fill of contained buttons use `primary.dark` #1A5FCC
 * (5.9:1 with white, 5.5:1 on the page background).
 */
import { THEME_PRIMARY } from '@mirume/shared';
import { jaJP } from '@mui/material/locale';
import { createTheme } from '@mui/material/styles';
import type {} from '@mui/x-charts/themeAugmentation';
import { chartsJaJP } from '@/components/charts/ja-jp';
import { displayedRows, PAGINATION_LABELS } from '@/components/pagination-labels';

export const PRIMARY_DARK = '#1A5FCC';
const FOCUS_RING = `2px solid ${PRIMARY_DARK}`;

export const FONT_FAMILY = [
  '"Hiragino Sans"',
  '"Hiragino Kaku Gothic ProN"',
  '"BIZ UDPGothic"',
  '"Yu Gothic UI"',
  '"Yu Gothic"',
  'Meiryo',
  '"Noto Sans JP"',
  '"Noto Sans CJK JP"',
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'sans-serif',
].join(', ');

export const theme = createTheme(
  {
    palette: {
      primary: { main: THEME_PRIMARY, dark: PRIMARY_DARK, light: '#8DB9FD', contrastText: '#FFFFFF' },
      secondary: { main: '#4B5563', contrastText: '#FFFFFF' },
      // Darker than MUI's defaults so white text on filled alerts and chips passes 4.5:1.
      info: { main: '#0B6BCB', contrastText: '#FFFFFF' },
      warning: { main: '#B45309', contrastText: '#FFFFFF' },
      error: { main: '#C62828', contrastText: '#FFFFFF' },
      success: { main: '#2E7D32', contrastText: '#FFFFFF' },
      text: { primary: '#1F2937', secondary: '#4B5563' },
      background: { default: '#F5F7FA', paper: '#FFFFFF' },
      divider: '#E2E6EC',
    },
    shape: { borderRadius: 8 },
    typography: {
      fontFamily: FONT_FAMILY,
      h1: { fontSize: '1.5rem', fontWeight: 700, lineHeight: 1.4 },
      h2: { fontSize: '1.25rem', fontWeight: 700, lineHeight: 1.5 },
      h3: { fontSize: '1.125rem', fontWeight: 700, lineHeight: 1.5 },
      h4: { fontSize: '1rem', fontWeight: 700, lineHeight: 1.6 },
      body1: { lineHeight: 1.75 },
      body2: { lineHeight: 1.7 },
      button: { fontWeight: 700, textTransform: 'none', letterSpacing: '0.02em' },
    },
    components: {
      MuiCssBaseline: {
        styleOverrides: {
          body: { WebkitFontSmoothing: 'antialiased', overflowWrap: 'anywhere' },
          // Visible focus for plain elements; MUI controls get theirs through Mui-focusVisible.
          'a:focus-visible, [tabindex]:focus-visible': { outline: FOCUS_RING, outlineOffset: 2 },
        },
      },
      MuiButtonBase: {
        defaultProps: { disableRipple: false },
        styleOverrides: { root: { '&.Mui-focusVisible': { outline: FOCUS_RING, outlineOffset: 2 } } },
      },
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: {
          root: { borderRadius: 8 },
          containedPrimary: {
            backgroundColor: PRIMARY_DARK,
            '&:hover': { backgroundColor: '#154DA6' },
          },
          textPrimary: { color: PRIMARY_DARK },
          outlinedPrimary: { color: PRIMARY_DARK, borderColor: THEME_PRIMARY },
        },
      },
      MuiIconButton: {
        styleOverrides: { colorPrimary: { color: PRIMARY_DARK } },
      },
      MuiLink: {
        defaultProps: { color: PRIMARY_DARK, underline: 'hover' },
        styleOverrides: { root: { fontWeight: 500 } },
      },
      MuiMenuItem: {
        styleOverrides: { root: { '&.Mui-focusVisible': { outlineOffset: -2 } } },
      },
      MuiTab: {
        styleOverrides: {
          root: { fontWeight: 700, '&.Mui-selected': { color: PRIMARY_DARK } },
        },
      },
      MuiInputLabel: {
        styleOverrides: { root: { '&.Mui-focused': { color: PRIMARY_DARK } } },
      },
      MuiAppBar: { defaultProps: { elevation: 0 } },
      MuiPaper: { defaultProps: { elevation: 0 } },
      MuiCard: {
        defaultProps: { variant: 'outlined' },
      },
      MuiTooltip: {
        defaultProps: { arrow: true },
        styleOverrides: {
          tooltip: { fontSize: '0.8125rem', backgroundColor: '#1F2937' },
          arrow: { color: '#1F2937' },
        },
      },
      MuiTableCell: {
        styleOverrides: { head: { fontWeight: 700, color: '#374151', backgroundColor: '#F8FAFC' } },
      },
    },
  },
  jaJP,
  // MUI X Charts ships no Japanese locale: ours, through the theme like jaJP above.
  chartsJaJP,
  // After jaJP, whose 'ページあたりの行数:' would otherwise win: every table pager in the app
  // reads the same words as the people list (decision 0024's glossary).
  {
    components: {
      MuiTablePagination: {
        defaultProps: {
          labelRowsPerPage: PAGINATION_LABELS.labelRowsPerPage,
          labelDisplayedRows: displayedRows,
          getItemAriaLabel: PAGINATION_LABELS.getItemAriaLabel,
        },
      },
    },
  },
);
