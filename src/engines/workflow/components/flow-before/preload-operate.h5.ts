// H5 loads each page's code when it is first opened. The approve dialog (/pages/workFlow/operate) of an open to-do
// is fetched while the detail still has signal, so that 通过 or 退回 made after the signal went can still open it
// and wait in the outbox (hooks/todo-action.ts).
import { pagePath, routes } from '@/config/routes'
import { preloadPage } from '@/components/page-loading/track-page-loading'

export function preloadOperatePage(): void {
  preloadPage(pagePath(routes.flowOperate('')))
}
