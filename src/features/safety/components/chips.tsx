import { View, Text } from '@tarojs/components'

export interface Chip { value: string; label: string; colour?: string }

/** one choice among a few, as tappable chips (level, category, person, state) */
export function Chips({ options, value, onChange, label }: { options: Chip[]; value: string; onChange(v: string): void; label: string }) {
  return (
    <View className='hz-chips' role='radiogroup' aria-label={label}>
      {options.map((o) => (
        <View
          key={o.value}
          role='radio'
          aria-checked={o.value === value}
          className={`hz-chip${o.value === value ? ' hz-chip--on' : ''}`}
          style={o.value === value && o.colour ? { background: o.colour, borderColor: o.colour } : undefined}
          onClick={() => onChange(o.value === value ? '' : o.value)}
        >
          <Text>{o.label}</Text>
        </View>
      ))}
    </View>
  )
}
