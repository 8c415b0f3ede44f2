// A record's state as a tag in its declared colour, and the red 超期 tag of an overdue record; a list row shows both.
import { Text } from '@tarojs/components'
import type { VisualDevRow } from '@shared/api/visualdev'
import type { RecordStateOption } from '@shared/api/visualdev-states'
import './record-states.scss'

export function RecordStateTag({ name, colour }: { name: string; colour?: string }) {
  const c = colour || '#909399'
  return (
    <Text className='lc-state-tag' style={{ color: c, borderColor: c }} aria-label={`状态：${name}`}>
      {name}
    </Text>
  )
}

export function OverdueTag() {
  return <Text className='lc-state-tag lc-state-tag--overdue'>超期</Text>
}

/** the row's state (its name, in the colour the model declares) and 超期; nothing on a model without states */
export function RowStateTags({ row, states }: { row: VisualDevRow; states?: RecordStateOption[] }) {
  if (typeof row.recordState !== 'string') return null
  const state = states?.find((s) => s.code === row.recordState)
  return (
    <>
      <RecordStateTag name={row.recordStateName || state?.name || row.recordState} colour={state?.colour} />
      {row.overdue === true && <OverdueTag />}
    </>
  )
}
