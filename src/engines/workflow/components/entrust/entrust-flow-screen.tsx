// /pages/workFlow/entrust/flow: choose the flows a delegation covers (getflowAll), or 全部流程; answers the form
// through the page bridge. Leaving by the back arrow keeps the form's choice as it was.
import { useEffect, useState } from 'react'
import { useUnload } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { PageState } from '@/components'
import { errorText } from '@/lib/error-text'
import { getPickerPayload, releasePicker, resolvePicker } from '@/lib/picker-bridge'
import { getDelegableFlows, type DelegableFlow } from '../../api/delegate'
import { SearchBox } from '../lists/search-box'
import type { FlowChooserPayload, FlowChooserResult } from './flow-chooser'
import '../candidates/select.scss'

export function EntrustFlowScreen({ pickerId }: { pickerId?: string }) {
  const [payload] = useState(() => getPickerPayload<FlowChooserPayload>(pickerId))
  const [flows, setFlows] = useState<DelegableFlow[]>([])
  const [status, setStatus] = useState<'loading' | 'ready' | 'error'>('loading')
  const [error, setError] = useState('')
  const [keyword, setKeyword] = useState('')
  const [chosen, setChosen] = useState<string[]>(() => payload?.selected.map((f) => f.id) ?? [])

  useUnload(() => releasePicker(pickerId))

  const load = async () => {
    setStatus('loading')
    try {
      setFlows(await getDelegableFlows())
      setStatus('ready')
    } catch (err) {
      setError(errorText(err, '流程加载失败'))
      setStatus('error')
    }
  }
  useEffect(() => {
    if (payload) void load()
  }, [])

  if (!payload) return <PageState status='error' text='选择已失效，请返回委托表单重新选择' />
  if (status === 'loading') return <PageState status='loading' />
  if (status === 'error') return <PageState status='error' text={error} onRetry={() => void load()} />

  const k = keyword.toLowerCase()
  const shown = k ? flows.filter((f) => f.fullName.toLowerCase().includes(k)) : flows
  const toggle = (id: string) => setChosen((prev) => (prev.includes(id) ? prev.filter((x) => x !== id) : [...prev, id]))
  const confirm = () => {
    // names of flows no longer listed are kept from what the form had
    const known = [...flows, ...payload.selected]
    const result: FlowChooserResult = { flows: chosen.map((id) => known.find((f) => f.id === id) ?? { id, fullName: id }) }
    resolvePicker(pickerId, result)
  }

  return (
    <View className='wf-select'>
      <SearchBox placeholder='搜索流程名称' onSearch={setKeyword} />
      <View className='wf-select__list' role='listbox' aria-multiselectable>
        {!k && (
          <View className='wf-select__row' role='option' aria-selected={chosen.length === 0} onClick={() => setChosen([])}>
            <Text className={`wf-select__check${chosen.length === 0 ? ' wf-select__check--on' : ''}`} />
            <Text className='wf-select__name'>全部流程</Text>
          </View>
        )}
        {shown.map((f) => (
          <View key={f.id} className='wf-select__row' role='option' aria-selected={chosen.includes(f.id)} aria-label={f.fullName} onClick={() => toggle(f.id)}>
            <Text className={`wf-select__check${chosen.includes(f.id) ? ' wf-select__check--on' : ''}`} />
            <Text className='wf-select__name'>{f.fullName}</Text>
          </View>
        ))}
        {shown.length === 0 && <PageState status='empty' inline text={k ? '没有找到相关流程' : '暂无可委托的流程'} />}
      </View>
      <View className='wf-select__bar'>
        <Text className='wf-select__count'>{chosen.length ? `已选${chosen.length}个流程` : '全部流程'}</Text>
        <View className='wf-select__confirm' role='button' onClick={confirm}>
          <Text>确定</Text>
        </View>
      </View>
    </View>
  )
}
