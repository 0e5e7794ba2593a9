/** Design tokens. Loaded from src/styles/global.css with `@config`. */
/** @type {import('tailwindcss').Config} */
export default {
  theme: {
    extend: {
      colors: {
        biwin: { DEFAULT: '#c41e2a', dark: '#1f1f24', soft: '#fdecee' },
        fenvi: { DEFAULT: '#0a5bd8', dark: '#0b1f3a', soft: '#e8f0fd' },
        ink: { DEFAULT: '#14161a', muted: '#4b5160' },
        surface: { DEFAULT: '#ffffff', alt: '#f4f5f8' },
      },
      // Layer levels (docs/rules.md#platform-constants): overlays and menus, then modals and tooltips.
      zIndex: { overlay: '1000', menu: '1000', modal: '1100', tooltip: '1100' },
      transitionDuration: { tooltip: '250ms', ripple: '401ms' },
      fontFamily: {
        sans: ['system-ui', '-apple-system', 'Segoe UI', 'Roboto', 'Helvetica Neue', 'Arial', 'sans-serif'],
      },
    },
  },
};
