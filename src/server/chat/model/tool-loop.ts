// The model's tool loop: each turn streams; a turn that asks for tools gets their results and another turn, up to a
// bounded number of steps, and the final turn's text streams on to the shopper as it is written.
import type { Product } from '../../../domain/catalog/index.ts';
import { routes } from '../../../domain/site/index.ts';
import type { CallOptions, ChatModel, ChatTurn, ToolCall } from '../../openai.ts';
import { runTool, TOOL_SPECS } from './tools.ts';

/** Model turns per question: enough for search, a detail and a quote; a loop that wants more is cut off. */
export const MAX_TOOL_STEPS = 4;
/** Tool calls served per turn; a turn asking for more gets an error for the rest. */
const MAX_CALLS_PER_STEP = 5;
export const STEP_LIMIT_TEXT = `Sorry, I could not finish looking that up. Please ask a narrower question, or browse ${routes.all}.`;

export interface ToolLoopOptions extends CallOptions {
  maxSteps?: number;
  /** Called with each tool call and its result (for logs and tests). */
  onTool?: (call: ToolCall, result: string) => void;
}

export async function* runToolLoop(
  model: ChatModel,
  turns: readonly ChatTurn[],
  catalog: readonly Product[],
  options: ToolLoopOptions = {},
): AsyncGenerator<string> {
  const { maxSteps = MAX_TOOL_STEPS, onTool, ...call } = options;
  const history: ChatTurn[] = [...turns];
  for (let step = 0; step < maxSteps; step += 1) {
    const calls: ToolCall[] = [];
    let text = '';
    for await (const event of model.turn(history, TOOL_SPECS, call)) {
      if (event.type === 'text') {
        text += event.delta;
        yield event.delta;
      } else calls.push(...event.calls);
    }
    if (calls.length === 0) return;
    history.push({ role: 'assistant', content: text, toolCalls: calls });
    for (const [i, toolCall] of calls.entries()) {
      const result =
        i < MAX_CALLS_PER_STEP
          ? runTool(toolCall, catalog)
          : JSON.stringify({ error: `At most ${MAX_CALLS_PER_STEP} tool calls per turn` });
      onTool?.(toolCall, result);
      history.push({ role: 'tool', toolCallId: toolCall.id, content: result });
    }
  }
  yield STEP_LIMIT_TEXT;
}
