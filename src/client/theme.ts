import { createTheme, darken, DEFAULT_THEME, type CSSVariablesResolver } from '@mantine/core';

// WCAG AA (4.5:1) for every text, asserted by axe in the Playwright suite:
// - filled components use shade 7 (white on indigo 7 is 5:1; on Mantine's default shade 6, 4.3:1);
// - the text of light and subtle variants (badges, subtle buttons) is the colour's shade 9 darkened,
//   readable on its own tinted background (Mantine's default, shade 6, is 2.4:1 for green);
// - dimmed text is gray 7 (gray 6 is 3.3:1 on white);
// - a refused field's message is red 9 (Mantine's red 6 is 3.3:1 on white, its red 8 barely 4.5:1).
// Built per language: a dialog's and a toast's icon-only close button carry a name in the interface's language.
export const makeTheme = (closeLabel: string) =>
  createTheme({
    primaryColor: 'indigo',
    primaryShade: 7,
    defaultRadius: 'md',
    components: {
      // kiosks are touch screens: comfortable targets
      Button: { defaultProps: { size: 'sm' } },
      Modal: { defaultProps: { closeButtonProps: { 'aria-label': closeLabel } } }, // not Modal.extend(): that would pull Modal into every first load
      // a toast's close button too: axe finds a nameless button on any screen showing a toast
      Notification: { defaultProps: { closeButtonProps: { 'aria-label': closeLabel } } },
    },
  });

const palette = Object.keys(DEFAULT_THEME.colors).filter((c) => c !== 'dark');

export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    ...Object.fromEntries(
      palette.map((c) => [`--mantine-color-${c}-light-color`, darken(t.colors[c]![9], c === 'yellow' ? 0.3 : 0.2)]),
    ),
  },
  dark: {},
});
