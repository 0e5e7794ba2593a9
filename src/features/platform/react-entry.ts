// React mounted outside an Astro island (the phone menu's drawer, the chat panel) loads through here.

/**
 * Imports a module that mounts React by hand. On the development server every component module is wrapped for React
 * Fast Refresh and throws unless Fast Refresh's preamble ran first; Astro runs it only on pages that render a React
 * island, and content pages render none. Vite's React plugin offers the preamble as a module for exactly this case;
 * builds compile the branch away.
 */
export async function importReactEntry<T>(load: () => Promise<T>): Promise<T> {
  if (import.meta.env.DEV) await import('@vitejs/plugin-react/preamble');
  return load();
}
