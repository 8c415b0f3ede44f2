// 单选框组 / 多选框组 (radio / checkbox): every option is a large tappable chip, so nothing hides in a popup.
// radio stores the option's value, checkbox an array of values (in option order).
import { View, Text } from '@tarojs/components'
import type { LcOption, WidgetProps } from '../../types'
import { useFieldOptions } from './use-field-options'
import { OptionsStatus } from './options-status'
import { asArray, sameValue } from './props'
import './basic.scss'

function Chips(props: { options: LcOption[]; isOn: (o: LcOption) => boolean; onTap: (o: LcOption) => void; role: 'radio' | 'checkbox'; disabled: boolean; vertical: boolean }) {
  const { options, isOn, onTap, role, disabled, vertical } = props
  return (
    <View className={`lc-chips${vertical ? ' lc-chips--vertical' : ''}`} role={role === 'radio' ? 'radiogroup' : 'group'}>
      {options.map((option) => {
        const on = isOn(option)
        const off = disabled || option.disabled
        return (
          <View
            key={String(option.value)}
            className={`lc-chip lc-chip--${role}${on ? ' lc-chip--on' : ''}${off ? ' lc-chip--disabled' : ''}`}
            role={role}
            aria-checked={on}
            aria-disabled={off}
            onClick={() => !off && onTap(option)}
          >
            <View className='lc-chip__mark' />
            <Text className='lc-chip__label'>{option.label}</Text>
          </View>
        )
      })}
    </View>
  )
}

export function RadioWidget({ field, value, onChange, disabled, formValues }: WidgetProps) {
  const state = useFieldOptions(field, formValues)
  const status = <OptionsStatus state={state} />
  if (state.loading || state.error || !state.options.length) return status
  return (
    <Chips
      role='radio'
      options={state.options}
      disabled={disabled}
      vertical={field.props.direction === 'vertical'}
      isOn={(o) => sameValue(o.value, value)}
      onTap={(o) => onChange(o.value)}
    />
  )
}

export function CheckboxWidget({ field, value, onChange, disabled, formValues }: WidgetProps) {
  const state = useFieldOptions(field, formValues)
  if (state.loading || state.error || !state.options.length) return <OptionsStatus state={state} />
  const chosen = asArray(value)
  const toggle = (option: LcOption) => {
    const on = chosen.some((v) => sameValue(v, option.value))
    const next = state.options.filter((o) => (o === option ? !on : chosen.some((v) => sameValue(v, o.value)))).map((o) => o.value)
    // values no longer among the options are kept: they belong to the record, not to this list
    const unknown = chosen.filter((v) => !state.options.some((o) => sameValue(o.value, v)))
    onChange([...next, ...unknown])
  }
  return (
    <Chips
      role='checkbox'
      options={state.options}
      disabled={disabled}
      vertical={field.props.direction === 'vertical'}
      isOn={(o) => chosen.some((v) => sameValue(v, o.value))}
      onTap={toggle}
    />
  )
}
