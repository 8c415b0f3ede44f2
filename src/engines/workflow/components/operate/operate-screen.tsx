// /pages/workFlow/operate/index?pickerId=: the approve dialog (jnpf-forms-and-flows §5.5). It gathers the opinion,
// attachments, signature and choices the action needs, checks them, and answers the detail page, which sends the
// action. Backing out answers nothing and the detail page stays as it was.
import { useEffect, useMemo, useState } from 'react'
import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { NavBar, PageState, UploadTracker, UploadTrackerContext, goBack, pendingUploadMessage } from '@/components'
import { getPickerPayload, releasePicker, resolvePicker } from '@/lib/picker-bridge'
import { FieldRow } from '../../forms/field-row'
import { SignField } from '../../sign/sign-field'
import { addSignImg } from '../../api/sign-img'
import { openCandidateSelect } from '../candidates/candidate-select'
import { ChoiceFields, type PickerTarget } from './choice-fields'
import { OpinionField } from './opinion-field'
import { initialState, operateFields, toResult, validateOperate, type OperateState } from './operate-model'
import { opinionLabel, type OperateEvent, type OperateRequest } from './operate-types'
import { UserPicker } from './user-picker'
import type { PickedUser } from './user-search'
import './operate.scss'
import { toastFailure } from '@/lib/error-text'

export function OperateScreen({ pickerId }: { pickerId?: string }) {
  const request = useMemo(() => getPickerPayload<OperateRequest>(pickerId), [pickerId])
  // leaving any other way than 确定 answers "nothing" to the detail page
  useEffect(() => () => releasePicker(pickerId), [pickerId])
  if (!request) {
    return (
      <View className='page'>
        <NavBar title='审批' back />
        <PageState status='error' text='页面已失效，请返回流程详情后重新操作' />
      </View>
    )
  }
  return <OperateForm pickerId={pickerId} request={request} />
}

const OPERATE_TITLE: Record<OperateEvent, string> = {
  submit: '提交审核', audit: '审批', reject: '退回', transfer: '转审', freeApprover: '加签', revoke: '撤回流程', recall: '撤回审批', cancel: '驳回'
}

/** the state keys whose messages a change clears */
function clearedErrors(errors: Record<string, string>, patch: Partial<OperateState>): Record<string, string> {
  const keys = Object.keys(patch)
  if (!keys.length || !Object.keys(errors).length) return errors
  const hit = (k: string) => keys.includes(k) || (k === 'signImg' && keys.includes('sign')) || (k.startsWith('candidate:') && keys.includes('candidates'))
  return Object.fromEntries(Object.entries(errors).filter(([k]) => !hit(k)))
}

const toPicked = (u: { id: string; fullName: string; headIcon?: string; organize?: string }): PickedUser => ({
  id: u.id, name: u.fullName.split('/')[0] || u.fullName, detail: u.organize, headIcon: u.headIcon
})

function OperateForm({ pickerId, request }: { pickerId?: string; request: OperateRequest }) {
  const tracker = useMemo(() => new UploadTracker(), [])
  const [state, setState] = useState<OperateState>(() => initialState(request))
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [picker, setPicker] = useState<Exclude<PickerTarget, { kind: 'candidate' }> | { kind: 'candidate'; nodeId: string; nodeName: string } | null>(null)
  const [sending, setSending] = useState(false)
  const fields = operateFields(request, state)
  const set = (patch: Partial<OperateState>) => {
    setState((prev) => ({ ...prev, ...patch }))
    // a message goes once the user touches its field again
    setErrors((prev) => clearedErrors(prev, patch))
  }

  const pick = async (target: PickerTarget) => {
    if (target.kind !== 'candidate') return setPicker(target)
    const { node } = target
    if (!node.hasCandidates) return setPicker({ kind: 'candidate', nodeId: node.nodeId, nodeName: node.nodeName })
    const chosen = state.candidates[node.nodeId] ?? []
    const result = await openCandidateSelect({
      taskOperatorId: request.taskOperatorId, nodeCode: node.nodeId, nodeName: node.nodeName, flowId: request.flowId, formData: request.formData,
      selected: chosen.map((u) => ({ id: u.id, fullName: u.name, headIcon: u.headIcon ?? '', organize: u.detail ?? '' }))
    })
    if (result) set({ candidates: { ...state.candidates, [node.nodeId]: result.users.map(toPicked) } })
  }

  const picked = (users: PickedUser[]) => {
    if (!picker) return
    if (picker.kind === 'freeApprover') set({ freeApprover: users.slice(0, 1) })
    else if (picker.kind === 'copy') set({ copyUsers: users })
    else set({ candidates: { ...state.candidates, [picker.nodeId]: users } })
    setPicker(null)
  }

  const confirm = async () => {
    if (sending) return
    const pending = pendingUploadMessage(tracker)
    if (pending) return void Taro.showToast({ title: pending, icon: 'none' })
    const found = validateOperate(request, state)
    setErrors(found)
    const first = Object.values(found)[0]
    if (first) return void Taro.showToast({ title: first, icon: 'none' })
    setSending(true)
    if (fields.sign && state.sign.drawn && state.sign.saveAsDefault) {
      // keeping the drawing for next time must not stand in the way of the approval itself
      // the approval goes on; the server's reason (or the network hint) says why the signature was not kept
      await addSignImg({ signImg: state.sign.signImg, isDefault: 1 }).catch((err) => void toastFailure(err, '签名未能保存为默认签名'))
    }
    resolvePicker(pickerId, toResult(request, state))
  }

  const pickerSelected = !picker ? [] : picker.kind === 'freeApprover' ? state.freeApprover : picker.kind === 'copy' ? state.copyUsers : state.candidates[picker.nodeId] ?? []
  const pickerTitle = !picker ? '' : picker.kind === 'freeApprover' ? (request.eventType === 'transfer' ? '选择转审人员' : '选择加签人员') : picker.kind === 'copy' ? '选择抄送人员' : `选择${picker.nodeName}审批人`

  return (
    <UploadTrackerContext.Provider value={tracker}>
      <View className='page wf-operate'>
        <NavBar title={OPERATE_TITLE[request.eventType]} back />
        {/* hidden, not unmounted, under the people picker: native inputs would show through it on WeChat */}
        <View style={picker ? { display: 'none' } : undefined}>
          <ChoiceFields event={request.eventType} fields={fields} state={state} errors={errors} rejectList={request.rejectList} set={set} pick={(t) => void pick(t)} />
          {fields.opinion ? (
            <OpinionField
              label={opinionLabel(request.eventType)}
              required={request.opinionRequired}
              value={state.handleOpinion}
              onChange={(handleOpinion) => set({ handleOpinion })}
              error={errors.handleOpinion}
              files={state.fileList}
              onFiles={(fileList) => set({ fileList })}
            />
          ) : null}
          {fields.sign ? (
            <FieldRow label='签名' required error={errors.signImg} block>
              <SignField value={state.sign} onChange={(sign) => set({ sign })} />
            </FieldRow>
          ) : null}
        </View>
        <View className='wf-operate__footer'>
          <View className='wf-operate__btn' role='button' onClick={() => goBack()}>
            <Text>取消</Text>
          </View>
          <View className={`wf-operate__btn wf-operate__btn--primary${sending ? ' wf-operate__btn--busy' : ''}`} role='button' aria-disabled={sending} onClick={() => void confirm()}>
            <Text>{sending ? '提交中...' : request.title}</Text>
          </View>
        </View>
        {picker ? (
          <UserPicker title={pickerTitle} multiple={picker.kind !== 'freeApprover'} selected={pickerSelected} onConfirm={picked} onClose={() => setPicker(null)} />
        ) : null}
      </View>
    </UploadTrackerContext.Provider>
  )
}
