import { Text, View } from '@tarojs/components'

export interface Chip { value: string; label: string }

/** one choice among a few, as tappable chips (a state filter, the self-check verdict) */
export function Chips({ options, value, onChange, label }: { options: Chip[]; value: string; onChange(v: string): void; label: string }) {
  return (
    <View className='ep-chips' role='radiogroup' aria-label={label}>
      {options.map((o) => (
        <View key={o.value || 'all'} role='radio' aria-checked={o.value === value} className={`ep-chip${o.value === value ? ' ep-chip--on' : ''}`} onClick={() => onChange(o.value)}>
          <Text>{o.label}</Text>
        </View>
      ))}
    </View>
  )
}
