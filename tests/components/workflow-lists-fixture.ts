// Items in the shapes of types/api/workflow/ for the workflow list tests, and a reader of the flowBefore config.
import Taro from '@tarojs/taro'
import type { FlowBeforeListVO, FlowLaunchListVO } from '@shared/api/workflow'

const MINUTE = 60 * 1000

export function beforeItem(id: string, over: Partial<FlowBeforeListVO> = {}): FlowBeforeListVO {
  return {
    id, processId: `task-${id}`, enCode: 'leaveApply', fullName: `请假申请-${id}`, flowName: '请假申请', flowCode: 'leaveApply',
    flowId: 'flow-v1', flowCategory: 'hr', formType: 1, thisStep: '项目经理审批', thisStepId: 'node-pm', nodeName: '项目经理审批',
    status: 1, creatorUserId: 'u-zhanghua', userName: '张华/zhanghua', creatorTime: Date.now() - 5 * MINUTE, startTime: Date.now() - 10 * MINUTE,
    flowUrgent: 1, description: '', flowVersion: '1', delegateUser: '', ...over
  }
}

export function launchItem(id: string, over: Partial<FlowLaunchListVO> = {}): FlowLaunchListVO {
  return {
    id, enCode: 'leaveApply', fullName: `请假申请-${id}`, flowName: '请假申请', flowCode: 'leaveApply', flowId: 'flow-v1', flowCategory: 'hr',
    formType: 1, formData: '{}', status: 1, completion: 20, thisStep: '项目经理审批', startTime: Date.now() - 2 * 60 * MINUTE, endTime: null,
    creatorTime: Date.now() - 2 * 60 * MINUTE, creatorUserId: 'u-zhang', flowUrgent: 1, parentId: '0', description: '', delegateUser: '', ...over
  }
}

export const paged = (list: unknown[], total = list.length, currentPage = 1, pageSize = 20) => ({ list, pagination: { currentPage, pageSize, total } })
export const query = (q: string) => Object.fromEntries(new URLSearchParams(q))

/** the decoded config of the last flowBefore page opened with navigateTo (or redirectTo) */
export function openedConfig(method: 'navigateTo' | 'redirectTo' = 'navigateTo'): Record<string, unknown> {
  const calls = (Taro[method] as jest.Mock).mock.calls
  const url: string = calls[calls.length - 1][0].url
  expect(url.startsWith('/pages/workFlow/flowBefore/index?config=')).toBe(true)
  const raw = new URLSearchParams(url.split('?')[1]).get('config')!
  return JSON.parse(Buffer.from(raw, 'base64').toString('utf8'))
}
