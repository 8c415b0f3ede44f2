// GET /api/app/Version: the mobile release the server publishes (系统配置), which 关于我们 compares with this build.
import { http } from '@/lib/request'

export interface AppRelease {
  sysVersion: string
  versionCode: number
  updateContent?: string
  downloadUrl?: string
}

export async function getAppVersion(): Promise<AppRelease> {
  // the page shows the failure next to the version (see use-app-release)
  const res = await http.get<Partial<AppRelease>>('/api/app/Version', undefined, { silent: true, loading: false })
  const data = res.data ?? {}
  return {
    sysVersion: typeof data.sysVersion === 'string' ? data.sysVersion : '',
    versionCode: Number(data.versionCode) || 0,
    updateContent: typeof data.updateContent === 'string' ? data.updateContent : '',
    downloadUrl: typeof data.downloadUrl === 'string' ? data.downloadUrl : ''
  }
}

/** the server's release is newer than this build: by version code when it gives one, else by the dotted version */
export function isNewer(release: AppRelease, buildVersion: string, buildCode: number): boolean {
  if (release.versionCode > 0) return release.versionCode > buildCode
  const a = release.sysVersion.split('.').map(Number)
  const b = buildVersion.split('.').map(Number)
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const x = a[i] || 0
    const y = b[i] || 0
    if (x !== y) return x > y
  }
  return false
}
