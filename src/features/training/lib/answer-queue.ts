// The exam's answer saves, one at a time. Two quick taps sent at once could arrive in either order (the server
// then kept the older answer of a question), so saves go out one after the other: while one is in flight the next
// answers wait, the latest answer of a question replacing its earlier one still waiting (the user changed his mind),
// none dropped. Before submitting, flush() waits for the queue to drain so no save lands after the submission.
import type { OptionKey } from '@shared/api/training'

export interface AnswerQueueEvents<R> {
  /** the server has this answer (the latest given for the question, unless another is already waiting) */
  saved(questionId: string, result: R): void
  /** this answer did not reach the server: it goes with the submission */
  failed(questionId: string, error: unknown): void
}

export interface AnswerQueue {
  /** queues the answer of a question; replaces one of the same question still waiting */
  put(questionId: string, answer: OptionKey[]): void
  /** resolves once nothing is waiting or in flight (saves failing do not reject it) */
  flush(): Promise<void>
  /** questions waiting or in flight */
  pending(): string[]
}

export function createAnswerQueue<R>(send: (questionId: string, answer: OptionKey[]) => Promise<R>, on: AnswerQueueEvents<R>): AnswerQueue {
  // Map keeps insertion order: questions go out in the order they were first answered
  const waiting = new Map<string, OptionKey[]>()
  let inFlight: string | null = null
  let idle: Promise<void> = Promise.resolve()
  let settle: (() => void) | null = null

  const next = async (): Promise<void> => {
    while (waiting.size > 0) {
      const [questionId, answer] = waiting.entries().next().value as [string, OptionKey[]]
      waiting.delete(questionId)
      inFlight = questionId
      try {
        const result = await send(questionId, answer)
        // a newer answer of this question waiting: it is not saved yet
        if (!waiting.has(questionId)) on.saved(questionId, result)
      } catch (err) {
        if (!waiting.has(questionId)) on.failed(questionId, err)
      }
      inFlight = null
    }
    settle?.()
    settle = null
  }

  return {
    put(questionId, answer) {
      // set keeps the place of a question already waiting
      waiting.set(questionId, answer)
      if (inFlight === null && settle === null) {
        idle = new Promise<void>((resolve) => { settle = resolve })
        void next()
      }
    },
    flush: () => idle,
    pending: () => [...(inFlight ? [inFlight] : []), ...[...waiting.keys()].filter((id) => id !== inFlight)]
  }
}
