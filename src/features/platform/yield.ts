// Ends the current task and resumes in a new one, so that work a page does on load (evaluating a large module, then
// starting what it holds) runs as two short tasks instead of one long one: a press that arrives between them is
// answered between them, and neither counts as blocking time. `scheduler.yield` resumes ahead of other queued tasks
// where the browser has it; elsewhere a zero timeout does the same job.
interface YieldingScheduler {
  yield(): Promise<void>;
}

export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
