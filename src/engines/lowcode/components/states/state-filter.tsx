// The list's state filter of a model with record states: 全部 and one chip per state; the list asks the server for
// the chosen state only (List's recordState).
import { ScrollView, Text, View } from '@tarojs/components'
import type { RecordStateOption } from '@shared/api/visualdev-states'
import './record-states.scss'

export interface StateFilterProps {
  states: RecordStateOption[]
  /** '' = every state */
  value: string
  onChange: (code: string) => void
}

export function StateFilter({ states, value, onChange }: StateFilterProps) {
  const chips = [{ code: '', name: '全部' }, ...states]
  return (
    <ScrollView scrollX className='lc-state-filter'>
      <View className='lc-state-filter__row' role='tablist' aria-label='按状态筛选'>
        {chips.map((s) => (
          <View
            key={s.code || 'all'}
            role='tab'
            aria-selected={value === s.code}
            className={`lc-state-filter__chip${value === s.code ? ' lc-state-filter__chip--on' : ''}`}
            onClick={() => value !== s.code && onChange(s.code)}
          >
            <Text>{s.name}</Text>
          </View>
        ))}
      </View>
    </ScrollView>
  )
}
