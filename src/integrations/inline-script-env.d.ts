// `import code from './x.ts?inline-script'`: x.ts compiled into one inline script at build time (./inline-script.ts).
declare module '*?inline-script' {
  const code: string;
  export default code;
}
