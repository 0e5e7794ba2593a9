// The Auth Emulator's fixed address and project, shared by the browser's setup and the Functions.
export * from './emulator.ts';
