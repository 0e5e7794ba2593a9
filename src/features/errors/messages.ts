/** docs/rules.md#error-page: the error page's message by status; anything but 404 is an internal error. */
export function errorMessage(status: number): string {
  return status === 404 ? 'Page Not Found' : 'Internal Server Error';
}

export function errorDescription(status: number): string {
  return status === 404
    ? 'The page you asked for is not here. It may have moved, or the address may be mistyped.'
    : 'Something went wrong on our side. Please try again in a moment.';
}

/** The status a page reports, defaulting to 500 (docs/rules.md#error-page). */
export function errorStatus(status: number | undefined): number {
  return status !== undefined && Number.isInteger(status) && status >= 400 && status <= 599 ? status : 500;
}
