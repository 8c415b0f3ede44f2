// GET /api/file/AppStartInfo/{appName}: what the launch screen shows (the administrator's picture and words, the
// published release). Public: it is asked before anyone has signed in.
import { http } from '@/lib/request'

/** the name this app asks for its launch screen under */
export const START_APP_NAME = 'app'

export interface StartInfo {
  sysName: string
  sysVersion: string
  copyright: string
  startImg: string
  startText: string
}

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '')

export async function getStartInfo(): Promise<StartInfo> {
  // the launch never waits on an error message: a failure keeps the built-in splash (see LaunchSplash)
  const res = await http.get<Record<string, unknown>>(`/api/file/AppStartInfo/${START_APP_NAME}`, undefined, { silent: true, loading: false })
  const d = res.data ?? {}
  return { sysName: text(d.sysName), sysVersion: text(d.sysVersion), copyright: text(d.copyright), startImg: text(d.startImg), startText: text(d.startText) }
}
