// Does a tab or collapse pane hold a field with an error? Its title then shows a red mark, so a message on a pane
// that is not open is still found.
import { useFormState } from '@/lib/form'
import { allFields } from '../../model/fields'
import { useRenderer, useScope } from '../../renderer/context'
import type { LcPane } from '../../types'

export function usePaneErrors(panes: LcPane[]): boolean[] {
  const { form } = useRenderer()
  const { prefix } = useScope()
  const paths = panes.map((pane) =>
    allFields(pane.children)
      .filter((f) => f.vModel)
      .map((f) => `${prefix}${f.vModel}`)
  )
  const marks = useFormState(
    form,
    (state) => {
      const named = Object.keys(state.errors).filter((name) => state.errors[name])
      return paths.map((list) => (list.some((p) => named.some((n) => n === p || n.startsWith(`${p}.`))) ? '1' : '0')).join('')
    }
  )
  return panes.map((_, i) => marks[i] === '1')
}
