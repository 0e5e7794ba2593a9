/**
 * A promise started in one build hook and awaited, so reported, in a later one: until then its rejection must not
 * count as unhandled (Node would end the build before the hook that reports it runs).
 */
export function later<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => undefined);
  return promise;
}
