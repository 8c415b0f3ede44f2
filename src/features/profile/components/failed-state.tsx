import { goBack, PageState } from '@/components'

/** why a page could not load, and whether trying again can help */
export interface LoadFailure {
  text: string
  retryable: boolean
}

/**
 * A page that failed to load: 重试 when `onRetry` is given (the network failed), otherwise 返回, because a call
 * the server refused (bad ticket, unknown user) would only fail the same way again.
 */
export function FailedState({ text, onRetry }: { text: string; onRetry?: () => void }) {
  return onRetry ? (
    <PageState status='error' text={text} onRetry={onRetry} />
  ) : (
    <PageState status='error' text={text} onRetry={() => goBack()} retryText='返回' />
  )
}
