import { Text, View } from '@tarojs/components'

export interface Chip { value: string; label: string }

/** choices as tappable chips: one (a list, a state, a type) or several (`values`: attendees, sections) */
export function Chips({ options, value, values, onChange, label }: { options: Chip[]; value?: string; values?: string[]; onChange(v: string): void; label: string }) {
  const many = values !== undefined
  const on = (v: string) => (many ? values.includes(v) : v === value)
  return (
    <View className='sm-chips' role={many ? 'group' : 'radiogroup'} aria-label={label}>
      {options.map((o) => (
        <View key={o.value || 'all'} role={many ? 'checkbox' : 'radio'} aria-checked={on(o.value)} className={`sm-chip${on(o.value) ? ' sm-chip--on' : ''}`} onClick={() => onChange(o.value)}>
          <Text>{o.label}</Text>
        </View>
      ))}
    </View>
  )
}
