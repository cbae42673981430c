// The embedded mail catcher is started by the API process's hooks (src/process-hooks.ts), like the sign-in provider.
export { startMailCatcher, type RunningMailCatcher } from './adapters/mail-catcher.js';
