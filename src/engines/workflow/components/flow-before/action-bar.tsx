import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import type { ActionButton, FlowAction, FlowButtons } from './buttons'

export interface ActionBarProps {
  buttons: FlowButtons
  busy: boolean
  onAction: (action: FlowAction, label: string) => void
  /** 取消 (back) beside the actions, unless the opener hid it (hideCancelBtn) */
  onCancel?: () => void
}

/** the footer: 取消, the 更多 sheet (a single extra action shows as its own button), the main actions */
export function ActionBar({ buttons, busy, onAction, onCancel }: ActionBarProps) {
  const { main, more } = buttons
  if (!main.length && !more.length) return null
  const press = (b: ActionButton) => {
    if (!busy) onAction(b.action, b.label)
  }
  const openMore = async () => {
    if (busy) return
    // rejects when the user closes the sheet: nothing chosen
    const res = await Taro.showActionSheet({ itemList: more.map((b) => b.label) }).catch(() => undefined)
    const picked = res ? more[res.tapIndex] : undefined
    if (picked) onAction(picked.action, picked.label)
  }
  const secondary = more.length === 1 ? more : []
  return (
    <View className='wf-actions'>
      {onCancel ? (
        <View className='wf-actions__btn' role='button' onClick={onCancel}>
          <Text>取消</Text>
        </View>
      ) : null}
      {more.length > 1 ? (
        <View className='wf-actions__btn' role='button' aria-disabled={busy} onClick={() => void openMore()}>
          <Text>更多</Text>
        </View>
      ) : null}
      {secondary.map((b) => (
        <View key={b.action} className='wf-actions__btn' role='button' aria-disabled={busy} onClick={() => press(b)}>
          <Text>{b.label}</Text>
        </View>
      ))}
      {main.map((b) => (
        <View key={b.action} className={`wf-actions__btn wf-actions__btn--primary${busy ? ' wf-actions__btn--busy' : ''}`} role='button' aria-disabled={busy} onClick={() => press(b)}>
          <Text>{b.label}</Text>
        </View>
      ))}
    </View>
  )
}
