// What every feature builds on: the API client and its error, problem details, routes, dates, same-origin paths,
// schema error messages and the small browser helpers (session storage, first intent). FormField.tsx is a component
// and client.ts a page script; both are imported by file (docs/architecture.md#features-srcfeatures).
export { DEFAULT_MESSAGES, createApiClient, readAnswer, type ApiMessages } from './api-client.ts';
export { ApiError, type ApiErrorKind } from './api-error.ts';
export { formatCalendarDate, formatLocalDate, formatLocalDateTime } from './dates.ts';
export { INTENT_EVENTS, onFirstIntent } from './intent.ts';
export { loadFailure, type LoadFailure } from './load-failure.ts';
export { sameOriginPath } from './same-origin.ts';
export { sessionStore } from './storage.ts';
export { useHydrated } from './use-hydrated.ts';
