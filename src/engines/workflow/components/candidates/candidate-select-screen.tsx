// /pages/workFlow/candiDateUserSelect: the candidates of one node (CandidateUser, paged, searchable), several may
// be chosen; 确定 answers the approve dialog through the page bridge, going back any other way answers nothing.
import { useState } from 'react'
import Taro, { useUnload } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { PageState } from '@/components'
import { getPickerPayload, releasePicker, resolvePicker } from '@/lib/picker-bridge'
import { getCandidateUsers, type CandidateUser } from '../../api/candidates'
import { usePagedList } from '../lists/use-paged-list'
import { ListBody } from '../lists/list-body'
import { SearchBox } from '../lists/search-box'
import type { CandidateSelectPayload, CandidateSelectResult } from './candidate-select'
import '../lists/flow-lists.scss'
import './select.scss'

export function CandidateSelectScreen({ pickerId }: { pickerId?: string }) {
  const [payload] = useState(() => getPickerPayload<CandidateSelectPayload>(pickerId))
  if (!payload) return <PageState status='error' text='选择已失效，请返回审批页面重新选择' />
  return <CandidateSelect pickerId={pickerId} payload={payload} />
}

function CandidateSelect({ pickerId, payload }: { pickerId?: string; payload: CandidateSelectPayload }) {
  const [chosen, setChosen] = useState<CandidateUser[]>(() => payload.selected ?? [])
  const list = usePagedList(
    (q) => getCandidateUsers(payload.taskOperatorId, { ...q, nodeCode: payload.nodeCode, flowId: payload.flowId, formData: payload.formData }),
    { errorFallback: '候选人加载失败' }
  )
  useUnload(() => releasePicker(pickerId))

  const isOn = (u: CandidateUser) => chosen.some((c) => c.id === u.id)
  const toggle = (u: CandidateUser) => setChosen((prev) => (isOn(u) ? prev.filter((c) => c.id !== u.id) : [...prev, u]))
  const confirm = () => {
    if (chosen.length === 0) {
      void Taro.showToast({ title: '请至少选择一位审批人', icon: 'none' })
      return
    }
    const result: CandidateSelectResult = { users: chosen, ids: chosen.map((u) => u.id) }
    resolvePicker(pickerId, result)
  }

  return (
    <View className='wf-select'>
      {payload.nodeName ? <Text className='wf-select__hint'>为「{payload.nodeName}」选择审批人</Text> : null}
      <SearchBox placeholder='搜索姓名或账号' onSearch={list.search} />
      <ListBody list={list} emptyText='该节点暂无候选人' noMatchText='没有找到相关人员'>
        {(u) => (
          <View key={u.id} className='wf-select__row' role='option' aria-selected={isOn(u)} aria-label={u.fullName} onClick={() => toggle(u)}>
            <Text className={`wf-select__check${isOn(u) ? ' wf-select__check--on' : ''}`} />
            <View className='wf-select__text'>
              <Text className='wf-select__name'>{u.fullName}</Text>
              {u.organize ? <Text className='wf-select__org'>{u.organize}</Text> : null}
            </View>
          </View>
        )}
      </ListBody>
      <View className='wf-select__bar'>
        <Text className='wf-select__count'>{chosen.length ? `已选${chosen.length}人：${chosen.map((u) => u.fullName.split('/')[0]).join('、')}` : '未选择'}</Text>
        <View className='wf-select__confirm' role='button' onClick={confirm}>
          <Text>确定</Text>
        </View>
      </View>
    </View>
  )
}
