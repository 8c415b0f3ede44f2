// Renders a list of fields in the current scope; containers render their children through it again.
import type { LcField } from '../types'
import { FieldNode } from './field-node'

export function FieldList({ fields }: { fields: readonly LcField[] | undefined }) {
  if (!fields?.length) return null
  return (
    <>
      {fields.map((field) => (
        <FieldNode key={field.key} field={field} />
      ))}
    </>
  )
}
