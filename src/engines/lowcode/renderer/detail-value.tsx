// A field's value on the detail page. DataChange has already turned ids into names, option values into labels and
// dates into text, so most fields are plain text; pictures, files, signatures, ratings, colours, rich text, codes
// and computed fields reuse their widget in its read-only state. A relationForm value opens the linked record.
import { View, Text } from '@tarojs/components'
import type { Widget, WidgetProps } from '../types'
import { dateFormatOf, formatDateValue } from '../widgets/basic/date-format'
import { useRenderer } from './context'
import './renderer.scss'

/** controls whose read-only widget is the best display */
const WIDGET_IN_DETAIL: ReadonlySet<string> = new Set([
  'text', 'link', 'qrcode', 'barcode', 'iframe', 'calculate', 'relationFormAttr', 'popupAttr', 'billRule',
  'createUser', 'createTime', 'modifyUser', 'modifyTime', 'currOrganize', 'currPosition', 'currDept',
  'uploadImg', 'uploadFile', 'sign', 'rate', 'colorPicker', 'editor', 'location'
])

function itemText(item: unknown): string {
  if (item === null || item === undefined) return ''
  if (typeof item !== 'object') return String(item)
  const named = item as { name?: unknown; fullName?: unknown }
  return String(named.name ?? named.fullName ?? '')
}

/** the text of a display value: arrays joined, dates still in ms formatted with the field's format */
export function detailText(field: WidgetProps['field'], value: unknown): string {
  if (value === null || value === undefined) return ''
  if (field.jnpfKey === 'datePicker') return formatDateValue(value, dateFormatOf(field))
  if (Array.isArray(value)) return value.map((item) => (Array.isArray(item) ? item.map(itemText).join('/') : itemText(item))).filter(Boolean).join('，')
  return itemText(value)
}

export function DetailValue({ Widget, ...props }: WidgetProps & { Widget: Widget }) {
  const { field, value, formValues } = props
  const { registry, onOpenRelation } = useRenderer()
  if (WIDGET_IN_DETAIL.has(field.jnpfKey) && registry.has(field.jnpfKey)) return <Widget {...props} disabled />

  const text = detailText(field, value)
  const linkedId = field.vModel ? formValues[`${field.vModel}_id`] : undefined
  if (field.jnpfKey === 'relationForm' && onOpenRelation && typeof linkedId === 'string' && linkedId && text) {
    return (
      <View className='lc-detail__link' role='link' onClick={() => onOpenRelation(field, linkedId)}>
        <Text>{text}</Text>
      </View>
    )
  }
  return (
    <Text className='lc-detail__text' userSelect>
      {text}
    </Text>
  )
}
