// Basic controls (jnpf-forms-and-flows §1.3 "Basic controls", plus treeSelect and location), keyed by 3.6 jnpfKey.
import type { WidgetMap } from '../../types'
import { InputWidget } from './input'
import { TextareaWidget } from './textarea'
import { InputNumberWidget } from './input-number'
import { SwitchWidget } from './switch'
import { CheckboxWidget, RadioWidget } from './choice-group'
import { SelectWidget } from './select'
import { CascaderWidget, TreeSelectWidget } from './tree-choice'
import { DatePickerWidget } from './date-picker'
import { TimePickerWidget } from './time-picker'
import { ColorPickerWidget } from './color-picker'
import { RateWidget } from './rate'
import { SliderWidget } from './slider'
import { EditorWidget } from './editor'
import { CalculateWidget } from './calculate'
import { LocationWidget } from './location'

export const basicWidgets: WidgetMap = {
  input: InputWidget,
  textarea: TextareaWidget,
  inputNumber: InputNumberWidget,
  switch: SwitchWidget,
  radio: RadioWidget,
  checkbox: CheckboxWidget,
  select: SelectWidget,
  cascader: CascaderWidget,
  treeSelect: TreeSelectWidget,
  datePicker: DatePickerWidget,
  timePicker: TimePickerWidget,
  colorPicker: ColorPickerWidget,
  rate: RateWidget,
  slider: SliderWidget,
  editor: EditorWidget,
  calculate: CalculateWidget,
  location: LocationWidget
}

export { useFieldOptions, fillParams, type FieldOptions } from './use-field-options'
export { maskText, readMaskConfig } from './mask'
