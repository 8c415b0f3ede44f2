import { View, Text } from '@tarojs/components'

export interface ChipOption { value: string; label: string; colour?: string }

/** a row of single-choice chips (state, period, category); big enough to hit with gloves */
export function LabChips({ label, options, value, onChange }: { label: string; options: readonly ChipOption[]; value: string; onChange(v: string): void }) {
  return (
    <View className='lab-chips' role='radiogroup' aria-label={label}>
      {options.map((o) => (
        <View key={o.value} role='radio' aria-checked={o.value === value} className={`lab-chip${o.value === value ? ' lab-chip--on' : ''}`}
          style={o.value === value && o.colour ? { background: o.colour, borderColor: o.colour } : undefined} onClick={() => onChange(o.value)}>
          <Text>{o.label}</Text>
        </View>
      ))}
    </View>
  )
}
