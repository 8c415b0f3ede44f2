// What a qrcode / barcode control encodes: `staticText`, or the value of the form field named by relationField
// (dataType relation / form).
import type { LcField } from '../../types'
import { formValueOf, str } from '../basic/props'

export function codeContent(field: LcField, formValues: Record<string, unknown>): string {
  const p = field.props
  if (p.dataType === 'relation' || p.dataType === 'form') {
    const value = formValueOf(str(p.relationField), formValues)
    if (value === null || value === undefined) return ''
    return typeof value === 'object' ? JSON.stringify(value) : String(value)
  }
  return str(p.staticText)
}
