// The choices of the approve dialog (§5.5): where a return goes and how it comes back, whom to transfer to or
// add, which branch, the candidates of the next nodes, and whom to copy in.
import { Picker, Text, View } from '@tarojs/components'
import type { FlowCandidateNode, FlowRejectVO } from '@shared/api/workflow'
import { FieldRow } from '../../forms/field-row'
import type { OperateFields, OperateState } from './operate-model'
import type { OperateEvent } from './operate-types'
import { UserChips } from './user-chips'
import type { PickedUser } from './user-search'

export type PickerTarget = { kind: 'freeApprover' } | { kind: 'copy' } | { kind: 'candidate'; node: FlowCandidateNode }

export interface ChoiceFieldsProps {
  event: OperateEvent
  fields: OperateFields
  state: OperateState
  errors: Record<string, string>
  rejectList?: FlowRejectVO
  set: (patch: Partial<OperateState>) => void
  pick: (target: PickerTarget) => void
}

const RADIO = (on: boolean) => `wf-radio${on ? ' wf-radio--on' : ''}`

export function ChoiceFields({ event, fields, state, errors, rejectList, set, pick }: ChoiceFieldsProps) {
  const steps = rejectList?.list ?? []
  const stepIndex = Math.max(0, steps.findIndex((s) => s.nodeCode === state.rejectStep))
  const without = (users: PickedUser[], id: string) => users.filter((u) => u.id !== id)
  return (
    <View>
      {fields.rejectStep ? (
        <FieldRow label='退回节点' required error={errors.rejectStep}>
          <Picker mode='selector' range={steps.map((s) => s.nodeName)} value={stepIndex} disabled={!fields.rejectStepEditable || !steps.length} onChange={(e) => set({ rejectStep: steps[Number(e.detail.value)]?.nodeCode ?? '' })}>
            <View className={`wf-picker-value${fields.rejectStepEditable ? '' : ' wf-picker-value--disabled'}`}>
              <Text>{steps[stepIndex]?.nodeName ?? '没有可退回的节点'}</Text>
            </View>
          </Picker>
        </FieldRow>
      ) : null}
      {fields.rejectType ? (
        <FieldRow label='退回方式' required>
          <View className='wf-radios' role='radiogroup' aria-label='退回方式'>
            {[{ v: 1, t: '重新审批' }, { v: 2, t: '直接提交给我' }].map((o) => (
              <View key={o.v} className={RADIO(state.rejectType === o.v)} role='radio' aria-checked={state.rejectType === o.v} onClick={() => set({ rejectType: o.v })}><Text>{o.t}</Text></View>
            ))}
          </View>
        </FieldRow>
      ) : null}
      {fields.freeApprover ? (
        <FieldRow label={event === 'transfer' ? '转审给' : '加签人员'} required error={errors.freeApprover} block>
          <UserChips users={state.freeApprover} placeholder='选择人员' onOpen={() => pick({ kind: 'freeApprover' })} onRemove={(id) => set({ freeApprover: without(state.freeApprover, id) })} />
        </FieldRow>
      ) : null}
      {fields.freeApproverType ? (
        <FieldRow label='加签类型' required>
          <View className='wf-radios' role='radiogroup' aria-label='加签类型'>
            {[{ v: 1, t: '审批前' }, { v: 2, t: '审批后' }].map((o) => (
              <View key={o.v} className={RADIO(state.freeApproverType === o.v)} role='radio' aria-checked={state.freeApproverType === o.v} onClick={() => set({ freeApproverType: o.v })}><Text>{o.t}</Text></View>
            ))}
          </View>
        </FieldRow>
      ) : null}
      {fields.branches.length ? (
        <FieldRow label='分支选择' required error={errors.branchList} block>
          <View className='wf-radios'>
            {fields.branches.map((n) => {
              const on = state.branchList.includes(n.nodeId)
              return (
                <View key={n.nodeId} className={RADIO(on)} role='checkbox' aria-checked={on} onClick={() => set({ branchList: on ? state.branchList.filter((b) => b !== n.nodeId) : [...state.branchList, n.nodeId] })}>
                  <Text>{n.nodeName}</Text>
                </View>
              )
            })}
          </View>
        </FieldRow>
      ) : null}
      {fields.candidateNodes.map((node) => (
        <FieldRow key={node.nodeId} label={`${node.nodeName}审批人`} required error={errors[`candidate:${node.nodeId}`]} block>
          <UserChips
            users={state.candidates[node.nodeId] ?? []}
            placeholder='选择审批人'
            onOpen={() => pick({ kind: 'candidate', node })}
            onRemove={(id) => set({ candidates: { ...state.candidates, [node.nodeId]: without(state.candidates[node.nodeId] ?? [], id) } })}
          />
        </FieldRow>
      ))}
      {fields.copy ? (
        <FieldRow label='抄送人员' block>
          <UserChips users={state.copyUsers} placeholder='选择抄送人员' onOpen={() => pick({ kind: 'copy' })} onRemove={(id) => set({ copyUsers: without(state.copyUsers, id) })} />
        </FieldRow>
      ) : null}
    </View>
  )
}
