// Starting a flow from the launch list (jnpf-forms-and-flows §3.7 "Add"): the launchable versions of the template,
// one picked when there are several, then the detail page as a new task (opType -1, id '').
import Taro from '@tarojs/taro'
import { routes } from '@/config/routes'
import type { FlowTemplateItem, FlowVersion } from '../../api/templates'
import { encodeFlowConfig, newLaunchConfig } from '@/engines/workflow/lib/flow-config'
import { launchableVersions } from './versions'

/** opens the new-task page of `version` of `flow` */
export function openNewTask(flow: FlowTemplateItem, version: FlowVersion): void {
  const config = newLaunchConfig({
    flowId: version.id,
    enCode: flow.enCode,
    fullName: flow.fullName,
    formType: flow.formType,
    type: flow.type === undefined || flow.type === null ? undefined : Number(flow.type)
  })
  void Taro.navigateTo({ url: routes.flowBefore(encodeFlowConfig(config)) })
}

/**
 * The versions of `flow`: with one it opens straight away and resolves []; with several it resolves them for the
 * caller to offer; with none it has said why (您没有发起该流程的权限, a network failure) and resolves [].
 */
export async function startFlow(flow: FlowTemplateItem): Promise<FlowVersion[]> {
  const versions = await launchableVersions(flow.id)
  if (!versions) return []
  if (versions.length === 1) {
    openNewTask(flow, versions[0])
    return []
  }
  return versions
}
