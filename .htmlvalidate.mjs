// HTML validation of the built pages (npm test runs `html-validate "dist/**/*.html"`).
export default {
  extends: ['html-validate:recommended'],
  rules: {
    // Astro injects `<style>astro-island{display:contents}</style>` beside the first island, inside <body>;
    // browsers accept it and we cannot move it.
    'element-permitted-content': 'off',
    // React's useId() makes ids like "_r1_" and renders boolean attributes as hidden=""; both are valid HTML5.
    'valid-id': ['error', { relaxed: true }],
    'attribute-empty-style': 'off',
    'attribute-boolean-style': 'off',
    // React 19 server-renders some attribute names as written in JSX (noValidate, autoComplete, inputMode); HTML
    // attribute names are case-insensitive, so browsers read them the same.
    'attr-case': 'off',
    // Style preferences that Astro's and Tailwind's output does not follow; not errors in HTML.
    'no-inline-style': 'off',
    'void-style': 'off',
    'no-trailing-whitespace': 'off',
    'long-title': 'off',
    // The header search is an ARIA combobox whose popup is a listbox of rich options (picture, price, stock), which a
    // native <select> cannot show; every other role keeps the rule.
    'prefer-native-element': ['error', { exclude: ['listbox'] }],
  },
};
