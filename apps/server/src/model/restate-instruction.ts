import { callStructured } from './call-model.ts';
import type { AiDeps } from './decide-values.ts';
import { classifyAiError } from './errors.ts';
import { getAiContext } from './providers.ts';
import { buildReadingPrompt, readingJsonSchema, readingSystemPrompt, readRestatement } from './reading-prompt.ts';

export type RestateInput = { model: string; column: string; instructions: string; samples: readonly string[] };
/**
 * restatement: the model's restatement ('' when it said the instructions cannot be restated), or null when
 * no answer came (offline, an error): a null is not stored, so a later request may ask again.
 */
export type RestateResult = { restatement: string | null; modelCalls: number };

/**
 * One model call, never retried (a reading is a help, not a requirement — without one the model
 * decides each value as before). Temperature 0: the same instructions should read the same way every time.
 * Usage, cost and the model budget are counted by callStructured like every other call.
 */
export async function restateInstruction(input: RestateInput, deps: AiDeps): Promise<RestateResult> {
  if (deps.config.AI_PROVIDER === 'offline') return { restatement: null, modelCalls: 0 };
  const ai = getAiContext(deps.config);
  try {
    const restatement = await callStructured(ai, {
      modelId: input.model,
      system: readingSystemPrompt,
      prompt: buildReadingPrompt(input),
      temperature: 0,
      schema: readingJsonSchema,
      read: readRestatement,
      items: 1,
      ...(deps.signal ? { signal: deps.signal } : {}),
    });
    return { restatement, modelCalls: 1 };
  } catch (err) {
    if (deps.signal?.aborted) throw deps.signal.reason ?? err;
    const failure = classifyAiError(err, ai.secrets);
    const message = failure.kind === 'permanent' ? failure.error.message : failure.message;
    deps.log?.warn({ column: input.column, error: message }, 'instruction reading failed; the model decides each value');
    return { restatement: null, modelCalls: 1 };
  }
}
