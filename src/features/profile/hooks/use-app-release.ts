import { useCallback, useEffect, useState } from 'react'
import { env } from '@/config/env'
import { errorText } from '@/lib/error-text'
import { getAppVersion, isNewer, type AppRelease } from '../api/app-version'

export type ReleaseState =
  | { status: 'loading' }
  | { status: 'current' }
  | { status: 'newer'; release: AppRelease }
  | { status: 'error'; message: string }

/** asks the server for the published release once the page opens; retry() asks again */
export function useAppRelease(): { state: ReleaseState; retry: () => void } {
  const [state, setState] = useState<ReleaseState>({ status: 'loading' })
  const load = useCallback(() => {
    setState({ status: 'loading' })
    getAppVersion().then(
      (release) => setState(isNewer(release, env.appVersion, env.appVersionCode) ? { status: 'newer', release } : { status: 'current' }),
      (err) => setState({ status: 'error', message: errorText(err, '检查更新失败') })
    )
  }, [])
  useEffect(load, [load])
  return { state, retry: load }
}
