import { View, Text } from '@tarojs/components'
import { PERIODS, type PeriodKey } from '../lib/rules'

export function PeriodChips({ value, onChange }: { value: PeriodKey; onChange(v: PeriodKey): void }) {
  return (
    <View className='att-chips' role='radiogroup' aria-label='期间'>
      {PERIODS.map((p) => (
        <View key={p.key} role='radio' aria-checked={p.key === value} className={`att-chip${p.key === value ? ' att-chip--on' : ''}`} onClick={() => onChange(p.key)}>
          <Text>{p.label}</Text>
        </View>
      ))}
    </View>
  )
}
