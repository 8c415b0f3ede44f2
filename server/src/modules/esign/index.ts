// The e-signature module's public surface: its routes and what app.ts wires at start (the passed-task listener).
import type { AppContext } from '../../context'
import { onTaskPassed } from '../workflow/task'
import { onPassed } from './notify'

export { esignRoutes } from './routes'
export { setESignFetch } from './providers/provider'

/** signs or asks to sign once a flow passes; answers the function that stops it (an app instance's close) */
export function startESign(ctx: AppContext): () => void {
  return onTaskPassed(async (c, task) => {
    // the listener is shared by every app instance of a process (tests build several): only this one's tasks
    if (c === ctx) await onPassed(c, task)
  })
}
