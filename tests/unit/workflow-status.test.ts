import { delegateStatusTag, RECORD_STATUS, recordStatusTag, TASK_STATUS, taskStatusTag, urgencyTag } from '@/engines/workflow/lib/status'
import { emptyDraft, toDelegateForm, validateDraft, type DelegateDraft } from '@/engines/workflow/components/entrust/entrust-draft'

describe('status labels', () => {
  test('task status 0-7 as the reference numbers them', () => {
    expect(Object.entries(TASK_STATUS).map(([k, v]) => `${k}${v.label}`)).toEqual([
      '0待提交', '1审批中', '2已通过', '3已退回', '4已撤回', '5已终止', '6挂起', '7撤回提交'
    ])
    expect(taskStatusTag('2')).toEqual({ label: '已通过', tone: 'success' })
    expect(taskStatusTag(undefined)).toBeUndefined()
    expect(taskStatusTag(42)).toEqual({ label: '状态42', tone: 'info' })
  })

  test('record handleStatus, recall -1 and end 100 included', () => {
    expect(recordStatusTag(0)?.label).toBe('退回')
    expect(recordStatusTag(1)?.label).toBe('同意')
    expect(recordStatusTag(7)?.label).toBe('转办')
    expect(recordStatusTag(-1)?.label).toBe('节点撤回')
    expect(recordStatusTag(100)?.label).toBe('结束')
    expect(Object.keys(RECORD_STATUS)).toHaveLength(16)
    expect(recordStatusTag('')).toBeUndefined()
  })

  test('urgency 1 普通 / 2 重要 / 3 紧急, anything else 普通', () => {
    expect([1, 2, 3, '3', null, 9].map((u) => urgencyTag(u).label)).toEqual(['普通', '重要', '紧急', '紧急', '普通', '普通'])
    expect(urgencyTag(3).tone).toBe('error')
  })

  test('delegation state from the server, or worked out from the period', () => {
    const now = 1_000_000
    expect(delegateStatusTag({ status: 1, endTime: now + 1 }, now).label).toBe('生效中')
    expect(delegateStatusTag({ status: 2, enabledMark: 0, endTime: now + 10 }, now).label).toBe('已终止')
    expect(delegateStatusTag({ status: 2, enabledMark: 0, endTime: now - 10 }, now).label).toBe('已结束')
    expect(delegateStatusTag({ enabledMark: 1, startTime: now + 5, endTime: now + 10 }, now).label).toBe('未开始')
    expect(delegateStatusTag({ enabledMark: 1, startTime: now - 5, endTime: now + 10 }, now).label).toBe('生效中')
    expect(delegateStatusTag({ enabledMark: 1, startTime: now - 50, endTime: now - 10 }, now).label).toBe('已结束')
  })
})

describe('delegation draft', () => {
  const now = new Date(2030, 0, 1, 9, 0).getTime()
  const valid = (over: Partial<DelegateDraft> = {}): DelegateDraft => ({
    ...emptyDraft(now), toUserId: 'u-huang', toUserName: '黄伟/huangwei', endTime: now + 3600_000, ...over
  })

  test('a complete draft passes and becomes the JNPF form; no flows means 全部流程', () => {
    expect(validateDraft(valid(), 'u-me', now)).toEqual({})
    expect(toDelegateForm(valid({ description: ' 出差 ' }), { id: 'u-me', name: '张伟/zhangwei' })).toEqual({
      userId: 'u-me', userName: '张伟/zhangwei', toUserId: 'u-huang', toUserName: '黄伟/huangwei', type: '1', description: '出差',
      startTime: now, endTime: now + 3600_000, flowId: '', flowName: '全部流程'
    })
    expect(toDelegateForm(valid({ flows: [{ id: 'a', fullName: '甲' }, { id: 'b', fullName: '乙' }] }), { id: 'u', name: 'n' })).toMatchObject({ flowId: 'a,b', flowName: '甲,乙' })
  })

  test('each problem has its own message', () => {
    expect(validateDraft({ ...emptyDraft(now), startTime: null }, 'u-me', now)).toEqual({
      toUserId: '请选择被委托人', startTime: '请选择开始时间', endTime: '请选择结束时间'
    })
    expect(validateDraft(valid({ toUserId: 'u-me' }), 'u-me', now).toUserId).toBe('不能委托给自己')
    expect(validateDraft(valid({ endTime: now }), 'u-me', now).endTime).toBe('结束时间必须晚于开始时间')
    expect(validateDraft(valid({ startTime: now - 7200_000, endTime: now - 3600_000 }), 'u-me', now).endTime).toBe('结束时间必须晚于当前时间')
    expect(validateDraft(valid({ description: 'x'.repeat(501) }), 'u-me', now).description).toBe('委托说明不能超过500个字')
  })
})
