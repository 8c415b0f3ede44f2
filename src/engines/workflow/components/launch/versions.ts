// The versions of a flow template the user may launch, with the reason told when there are none, and how a version
// reads in a picker. The launch list (start-flow.ts) and a flow-bound model's list (../form-flow) both start here.
import Taro from '@tarojs/taro'
import { errorText } from '@/lib/error-text'
import { getFlowVersions, type FlowVersion } from '../../api/templates'

/** what the server answers when no version is open to the user; also said when a server answers an empty list */
export const NO_LAUNCH_RIGHT = '您没有发起该流程的权限'

const toast = (title: string) => void Taro.showToast({ title, icon: 'none', duration: 2000 })

/**
 * The launchable versions, or null after telling the user why there are none (the server's refusal, an empty
 * answer, a network failure). `quiet` skips the message, for callers with a fallback.
 */
export async function launchableVersions(templateId: string, quiet = false): Promise<FlowVersion[] | null> {
  const say = (text: string) => (quiet ? undefined : toast(text))
  try {
    const versions = await getFlowVersions(templateId)
    if (versions.length) return versions
    say(NO_LAUNCH_RIGHT)
  } catch (err) {
    say(errorText(err, '流程加载失败'))
  }
  return null
}

/** how a version reads in the picker: its name and number */
export function versionLabel(version: FlowVersion, index: number): string {
  const name = version.fullName || version.flowName || `版本${index + 1}`
  return version.version ? `${name}（v${version.version}）` : name
}
