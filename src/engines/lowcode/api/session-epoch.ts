// An answer that arrives after the session ended (logout, kick-out, another user signing in) belongs to the previous
// user: it must not land in the shared store the next session reads, which the session end has just emptied.
import { onSessionCleared } from '@/lib/storage'

let epoch = 0
onSessionCleared(() => {
  epoch += 1
})

/** taken when a request starts; true while the session it started in is still the current one */
export function sessionCheck(): () => boolean {
  const started = epoch
  return () => started === epoch
}
