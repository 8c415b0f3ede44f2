// The exam's answer saves go out one at a time: never two in flight, the latest answer of a question wins over one
// still waiting, none is dropped, a failed one is reported (it goes with the submission), and flush() waits for all.
import type { OptionKey } from '@shared/api/training'
import { createAnswerQueue } from '@/features/training/lib/answer-queue'

function harness(fail: (qid: string, answer: OptionKey[]) => boolean = () => false) {
  const sent: [string, OptionKey[]][] = []
  const calls: { resolve(): void; reject(e: unknown): void }[] = []
  let flying = 0
  let most = 0
  const saved: string[] = []
  const failed: string[] = []
  const queue = createAnswerQueue((qid, answer) => {
    sent.push([qid, answer])
    flying++
    most = Math.max(most, flying)
    return new Promise<number>((resolve, reject) => {
      calls.push({
        resolve: () => {
          flying--
          if (fail(qid, answer)) reject(new Error('网络异常'))
          else resolve(sent.length)
        },
        reject: (e) => { flying--; reject(e) }
      })
    })
  }, { saved: (qid) => saved.push(qid), failed: (qid) => failed.push(qid) })
  /** answers the oldest call still open and lets the queue move on */
  const answer = async () => {
    calls.shift()!.resolve()
    await new Promise((r) => setTimeout(r, 0))
  }
  return { queue, sent, saved, failed, answer, most: () => most, open: () => calls.length }
}

test('one save in flight at a time; the waiting answers go in the order first given, the latest of a question winning', async () => {
  const h = harness()
  h.queue.put('q1', ['A'])
  h.queue.put('q2', ['B'])
  h.queue.put('q3', ['C'])
  h.queue.put('q2', ['D'])
  h.queue.put('q1', ['B'])
  expect(h.sent).toEqual([['q1', ['A']]])
  expect(h.queue.pending()).toEqual(['q1', 'q2', 'q3'])
  while (h.open() > 0) await h.answer()
  expect(h.sent).toEqual([['q1', ['A']], ['q2', ['D']], ['q3', ['C']], ['q1', ['B']]])
  expect(h.most()).toBe(1)
  // q1's first answer was overtaken before it came back: saved only once its latest is
  expect(h.saved).toEqual(['q2', 'q3', 'q1'])
  expect(h.queue.pending()).toEqual([])
})

test('flush waits for the saves waiting and in flight; a failed save is reported, not retried, and does not block the rest', async () => {
  const h = harness((qid) => qid === 'q2')
  h.queue.put('q1', ['A'])
  h.queue.put('q2', ['A', 'C'])
  h.queue.put('q3', [])
  let flushed = false
  const done = h.queue.flush().then(() => { flushed = true })
  await h.answer()
  expect(flushed).toBe(false)
  await h.answer()
  expect(h.failed).toEqual(['q2'])
  expect(flushed).toBe(false)
  await h.answer()
  await done
  expect(flushed).toBe(true)
  expect(h.saved).toEqual(['q1', 'q3'])
  expect(h.sent.map(([q]) => q)).toEqual(['q1', 'q2', 'q3'])
  // idle: flush resolves at once, and a later answer starts a new round
  await h.queue.flush()
  h.queue.put('q2', ['A'])
  expect(h.sent).toHaveLength(4)
  const again = h.queue.flush()
  await h.answer()
  await again
  expect(h.failed).toEqual(['q2', 'q2'])
})
