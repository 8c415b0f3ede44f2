// What a batch's and a ledger record's pages share: the change record (who, when, old → new, why; newest first) and
// the bar of actions (录入/修改检测结果, 提交报审 once there is a verdict, 取消 / 保存结果 while editing).
import Taro from '@tarojs/taro'
import { View, Text } from '@tarojs/components'
import dayjs from 'dayjs'
import type { LabChangeVO } from '@shared/api/laboratory'
import './laboratory.scss'

export function ChangeRecord({ changes }: { changes: LabChangeVO[] }) {
  if (changes.length === 0) return null
  return (
    <View className='lab-form'>
      <Text className='lab-form__title'>录入与修改记录</Text>
      {[...changes].reverse().map((c) => (
        <View key={c.seq} className='lab-change'>
          <Text className='lab-change__head'>#{c.seq} {c.itemName}：{c.oldValue === null ? `录入 ${c.newValue}` : `${c.oldValue} → ${c.newValue}`}（{c.newPassed ? '合格' : '不合格'}）</Text>
          {c.reason && <Text className='lab-change__reason'>原因：{c.reason}</Text>}
          <Text className='lab-change__meta'>{c.userName} {dayjs(c.changedAt).format('YYYY-MM-DD HH:mm')}</Text>
        </View>
      ))}
    </View>
  )
}

export interface ResultActionsProps {
  editing: boolean
  saving: boolean
  /** all items/points have a value: 修改 rather than 录入 */
  complete: boolean
  /** the 报审 page of the record; none while it has no verdict */
  flowUrl?: string
  onEdit(): void
  onCancel(): void
  onSave(): void
}

export function ResultActions({ editing, saving, complete, flowUrl, onEdit, onCancel, onSave }: ResultActionsProps) {
  return (
    <View className='lab-actions'>
      {editing ? (
        <View className='lab-actions__row'>
          <View className='lab-btn lab-btn--plain' onClick={onCancel}><Text>取消</Text></View>
          <View className={`lab-btn lab-btn--primary${saving ? ' lab-btn--off' : ''}`} onClick={onSave}><Text>{saving ? '保存中…' : '保存结果'}</Text></View>
        </View>
      ) : (
        <View className='lab-actions__row'>
          {flowUrl && <View className='lab-btn lab-btn--plain' onClick={() => void Taro.navigateTo({ url: flowUrl })}><Text>提交报审</Text></View>}
          <View className='lab-btn lab-btn--primary' onClick={onEdit}><Text>{complete ? '修改检测结果' : '录入检测结果'}</Text></View>
        </View>
      )}
    </View>
  )
}
