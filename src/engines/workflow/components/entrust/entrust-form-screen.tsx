// /pages/workFlow/entrust/form: create (no id) or edit a delegation: type, delegate, flows, period, description.
// Every field is checked on save and shows its own message; the server's refusal (overlap ...) is toasted.
import { useEffect, useState } from 'react'
import Taro from '@tarojs/taro'
import { Text, Textarea, View } from '@tarojs/components'
import { PageState } from '@/components'
import { createFormStore, firstError, useFormState, type FormRule } from '@/lib/form'
import { errorText } from '@/lib/error-text'
import { getDelegate, saveDelegate } from '../../api/delegate'
import { notifyWorkflowChanged } from '../../stores/refresh'
import { DateTimeField } from './date-time-field'
import { DESCRIPTION_MAX, draftFromItem, emptyDraft, toDelegateForm, validateDraft, type DelegateDraft, type DraftField } from './entrust-draft'
import { openFlowChooser } from './flow-chooser'
import { UserPicker, userLabel } from './user-picker'
import { FormItem } from './form-item'
import '../lists/flow-lists.scss'
import './entrust.scss'

export interface EntrustFormScreenProps {
  id?: string
  /** the signed-in user: the delegator */
  me: { id: string; name: string }
}

const FIELDS: DraftField[] = ['type', 'toUserId', 'startTime', 'endTime', 'description']
const TYPES = [
  { value: '1', label: '审批委托' },
  { value: '0', label: '发起委托' }
] as const

function rulesFor(me: string): Record<string, FormRule[]> {
  return Object.fromEntries(
    FIELDS.map((key) => [key, [{ trigger: 'submit', validator: (_v, values) => validateDraft(values as unknown as DelegateDraft, me)[key] } satisfies FormRule]])
  )
}

export function EntrustFormScreen({ id, me }: EntrustFormScreenProps) {
  const [form] = useState(() => createFormStore({ values: emptyDraft() as unknown as Record<string, unknown>, rules: rulesFor(me.id) }))
  const draft = useFormState(form, (s) => s.values) as unknown as DelegateDraft
  const errors = useFormState(form, (s) => s.errors)
  const saving = useFormState(form, (s) => s.submitting)
  const [status, setStatus] = useState<'loading' | 'ready' | 'error'>(id ? 'loading' : 'ready')
  const [loadError, setLoadError] = useState('')
  const [picking, setPicking] = useState(false)

  const load = async () => {
    if (!id) return
    setStatus('loading')
    try {
      form.reset(draftFromItem(await getDelegate(id)) as unknown as Record<string, unknown>)
      setStatus('ready')
    } catch (err) {
      setLoadError(errorText(err, '委托加载失败'))
      setStatus('error')
    }
  }
  useEffect(() => {
    void load()
  }, [id])

  if (status === 'loading') return <PageState status='loading' />
  if (status === 'error') return <PageState status='error' text={loadError} onRetry={() => void load()} />

  const set = <K extends keyof DelegateDraft>(key: K, value: DelegateDraft[K]) => form.setValue(key, value)

  const chooseFlows = async () => {
    const result = await openFlowChooser({ selected: draft.flows })
    if (result) set('flows', result.flows)
  }

  const save = async () => {
    const valid = await form.submit(async (values) => {
      const msg = await saveDelegate(toDelegateForm(values as unknown as DelegateDraft, me), id)
      void Taro.showToast({ title: msg || '保存成功', icon: 'success' })
      notifyWorkflowChanged()
      // saved and toasted already; no page to go back to (opened directly) keeps the user here
      void Taro.navigateBack({ delta: 1 }).catch(() => undefined)
    })
    // invalid: point at the first problem; a server refusal was already toasted and the form keeps the input
    const problem = valid ? undefined : firstError(form.getState())
    if (problem) void Taro.showToast({ title: problem, icon: 'none' })
  }

  const flowText = draft.flows.length ? draft.flows.map((f) => f.fullName).join('、') : '全部流程'

  return (
    <View className='wf-form'>
      <View className='wf-form__group'>
        <FormItem label='委托类型' required error={errors.type}>
          <View className='wf-form__options' role='radiogroup'>
            {TYPES.map((t) => (
              <View key={t.value} className={`wf-form__option${draft.type === t.value ? ' wf-form__option--on' : ''}`} role='radio' aria-checked={draft.type === t.value} onClick={() => set('type', t.value)}>
                <Text>{t.label}</Text>
              </View>
            ))}
          </View>
        </FormItem>
        <FormItem label='被委托人' required error={errors.toUserId} onClick={() => setPicking(true)}>
          <Text className={draft.toUserId ? 'wf-form__value' : 'wf-form__placeholder'}>{draft.toUserId ? draft.toUserName : '点击选择人员'}</Text>
        </FormItem>
        <FormItem label='委托流程' onClick={() => void chooseFlows()}>
          <Text className='wf-form__value'>{flowText}</Text>
        </FormItem>
        <FormItem label='开始时间' required error={errors.startTime}>
          <DateTimeField label='开始' value={draft.startTime} onChange={(v) => set('startTime', v)} />
        </FormItem>
        <FormItem label='结束时间' required error={errors.endTime}>
          <DateTimeField label='结束' value={draft.endTime} onChange={(v) => set('endTime', v)} />
        </FormItem>
        <FormItem label='委托说明' error={errors.description}>
          <Textarea
            className='wf-form__textarea'
            value={draft.description}
            maxlength={DESCRIPTION_MAX}
            autoHeight
            placeholder='请输入委托说明（选填）'
            onInput={(e) => set('description', e.detail.value)}
          />
          <Text className='wf-form__count'>
            {draft.description.length}/{DESCRIPTION_MAX}
          </Text>
        </FormItem>
      </View>
      <View className='wf-entrust__bar'>
        <View className={`wf-form__submit${saving ? ' wf-form__submit--busy' : ''}`} role='button' aria-disabled={saving} onClick={() => void save()}>
          <Text>{saving ? '保存中...' : '保存'}</Text>
        </View>
      </View>
      <UserPicker
        isOpened={picking}
        onClose={() => setPicking(false)}
        onPick={(u) => {
          setPicking(false)
          set('toUserId', u.id)
          set('toUserName', userLabel(u))
        }}
      />
    </View>
  )
}
