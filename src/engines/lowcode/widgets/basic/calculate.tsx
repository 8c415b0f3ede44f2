// 计算公式 (calculate): recomputed from the form's values (inside a child table, from its row) with the model's
// token evaluator, never by running the expression as code. Read-only; written to the form when it is stored
// (isStorage = 1, the field then has a vModel) so the server receives it.
import { useEffect } from 'react'
import { View, Text } from '@tarojs/components'
import type { LcField, WidgetProps } from '../../types'
import { calculateField } from '../../model/calculate'
import { amountChinese, thousands } from '../../model/number-format'
import { useRenderer, useScope } from '../../renderer/context'
import { flag, num } from './props'
import './basic.scss'

type Values = Record<string, unknown>

/** keeps a stored result in step with the form (also used for hidden stored calculations) */
export function useStoredResult(field: LcField, result: number | undefined, value: unknown, onChange: (v: unknown) => void, active: boolean) {
  useEffect(() => {
    if (!active || !field.vModel) return
    const next = result ?? null
    if (next !== (num(value) ?? null)) onChange(next)
  }, [active, field.vModel, result, value, onChange])
}

export function calculationText(field: LcField, result: number | undefined): string {
  if (result === undefined) return ''
  const precision = num(field.props.precision) ?? 2
  return flag(field.props.thousands) ? thousands(result, precision) : result.toFixed(precision)
}

export function CalculateWidget({ field, value, onChange, formValues }: WidgetProps) {
  const { mode } = useRenderer()
  const { rowIndex } = useScope()
  const computed = calculateField(field, formValues as Values, rowIndex)
  // the detail page shows what was stored (DataChange may send it formatted already); a form the live result
  const stored = mode === 'detail' && value !== undefined && value !== null && value !== ''
  const result = stored ? num(value) : computed
  const text = stored && result === undefined ? String(value) : calculationText(field, result)
  useStoredResult(field, computed, value, onChange, mode === 'edit')
  return (
    <View className='lc-calculate'>
      <Text className='lc-calculate__value'>{text}</Text>
      {flag(field.props.isAmountChinese) && result !== undefined && <Text className='lc-number__hint'>{amountChinese(result)}</Text>}
    </View>
  )
}
