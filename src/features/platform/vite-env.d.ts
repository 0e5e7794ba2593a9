// A virtual module of @vitejs/plugin-react (through @astrojs/react): React Fast Refresh's preamble, empty in builds.
declare module '@vitejs/plugin-react/preamble' {}
