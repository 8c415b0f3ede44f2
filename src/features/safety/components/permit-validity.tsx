// The validity at the top of a hot work permit: its window and whether it is in force now (未生效 / 有效, with the
// time left / 已过期), refreshed every minute while the permit is open; a permit whose state is final (closed or
// cancelled) has ended. The state is read again whenever the detail reloads (after a move).
import { useEffect, useState } from 'react'
import { View, Text } from '@tarojs/components'
import { getRecordStates } from '@/engines/lowcode'
import { HOT_WORK_MODEL_ID, validityOf, windowText } from '../lib/permit'
import './safety.scss'

export function PermitValidity({ id, values }: { id?: string; values: Record<string, unknown> }) {
  const [now, setNow] = useState(() => Date.now())
  const [final, setFinal] = useState(false)
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000)
    return () => clearInterval(timer)
  }, [])
  useEffect(() => {
    if (!id) return undefined
    let live = true
    getRecordStates(HOT_WORK_MODEL_ID, id).then((s) => { if (live) setFinal(Boolean(s.current.final)) }, () => undefined)
    return () => { live = false }
  }, [id, values])
  const validity = validityOf(values.startTime, values.endTime, now, final)
  if (validity.kind === 'unknown') return null
  return (
    <View className={`hw-validity hw-validity--${validity.kind}`} aria-label='许可有效期'>
      <Text className='hw-validity__label'>有效期</Text>
      <Text className='hw-validity__window'>{windowText(values.startTime, values.endTime)}</Text>
      <Text className='hw-validity__state'>{validity.text}</Text>
    </View>
  )
}
