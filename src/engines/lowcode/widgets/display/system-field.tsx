// Values the server fills: 单据组件 (billRule: the number is generated on create), creator/modifier and their
// times, organisation/position/department of the creator. Read-only; a new record says 系统自动生成.
import { useEffect } from 'react'
import { Text } from '@tarojs/components'
import { useSharedStore } from '@/lib/shared-store'
import type { WidgetProps } from '../../types'
import { useRenderer, useScope } from '../../renderer/context'
import { pickedRecord, relationKey } from '../../renderer/relation-data'
import { str } from '../basic/props'
import './display.scss'

export const AUTO_TEXT = '系统自动生成'

function shown(value: unknown): string {
  if (value === null || value === undefined) return ''
  if (Array.isArray(value)) return value.map(String).join('/')
  return String(value)
}

export function SystemFieldWidget({ value }: WidgetProps) {
  const { mode } = useRenderer()
  const text = shown(value)
  if (!text) return <Text className='lc-muted'>{mode === 'detail' ? '' : AUTO_TEXT}</Text>
  return (
    <Text className='lc-system' userSelect>
      {text}
    </Text>
  )
}

/** relationField inside child tables carries '_jnpfTable_<table>0|1'; the relation's own vModel is before it */
export const relationVModel = (relationField: unknown): string => str(relationField).replace(/_jnpfTable_.*$/, '')

/**
 * 关联表单属性 / 弹窗选择属性 (relationFormAttr / popupAttr): one column of the record picked by the relation field.
 * The detail page gets it from DataChange as `<relationVModel>_<showField>`, which a form may carry too; otherwise
 * the relation widget's picked row (shared store relationData, keyed by the relation's vModel, or per row inside a
 * child table: an attribute in a row shows its own row's record). Stored into the record when isStorage = 1.
 */
export function RelationAttrWidget({ field, value, onChange, formValues }: WidgetProps) {
  const { mode } = useRenderer()
  const relation = relationVModel(field.props.relationField)
  const showField = str(field.props.showField)
  const scope = useScope()
  const key = relationKey(relation, scope)
  const stored = useSharedStore((s) => s.relationData[key])
  // formValues carry the row's own columns inside a child table, so formValues[relation] is this row's relation
  const picked = pickedRecord(stored, formValues[relation])
  const carried = formValues[`${relation}_${showField}`]
  const fromRelation = carried ?? picked?.[showField]
  const text = shown(fromRelation ?? value)

  useEffect(() => {
    // a stored attribute follows the picked record; an emptied relation empties it
    if (mode !== 'edit' || !field.vModel) return
    // while the picked record is still being looked up the stored text stays
    if (formValues[relation] && fromRelation === undefined) return
    const next = formValues[relation] ? shown(fromRelation) : ''
    if (next !== shown(value)) onChange(next)
  }, [mode, field.vModel, relation, fromRelation, formValues, value, onChange])

  return (
    <Text className='lc-system' userSelect>
      {text}
    </Text>
  )
}
