import { View, Text } from '@tarojs/components'

export interface Chip { value: string; label: string }

/** one choice among a few, as tappable chips (state filter, priority, how to assign) */
export function Chips({ options, value, onChange, label }: { options: Chip[]; value: string; onChange(v: string): void; label: string }) {
  return (
    <View className='tk-chips' role='radiogroup' aria-label={label}>
      {options.map((o) => (
        <View key={o.value || 'all'} role='radio' aria-checked={o.value === value} className={`tk-chip${o.value === value ? ' tk-chip--on' : ''}`} onClick={() => onChange(o.value)}>
          <Text>{o.label}</Text>
        </View>
      ))}
    </View>
  )
}
