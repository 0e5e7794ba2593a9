/** Runs `task` over `items`, `size` at a time: thousands of file operations at once would exhaust file handles. */
export async function inBatches<T>(
  items: readonly T[],
  size: number,
  task: (item: T) => Promise<unknown>,
): Promise<void> {
  for (let start = 0; start < items.length; start += size)
    await Promise.all(items.slice(start, start + size).map(task));
}
