// How the renderer frames each control: containers and a few display controls draw their own frame; everything
// else sits in a FormItem (label, tip, error). Also which widgets must see every change of the form's values.
import type { LcField } from '../types'

/** containers: they render their children (and the child table its rows) without a FormItem around them */
export const CONTAINER_KEYS: ReadonlySet<string> = new Set(['row', 'card', 'tab', 'collapse', 'tableGrid', 'table'])

/** display controls that are a whole line of their own, never a labelled item */
export const BARE_KEYS: ReadonlySet<string> = new Set(['groupTitle', 'divider', 'alert', 'button'])

/** widgets computed from other fields */
const LIVE_KEYS: ReadonlySet<string> = new Set(['calculate', 'relationFormAttr', 'popupAttr', 'qrcode', 'barcode'])

/** fields shown on the phone: visible on app and not hidden (hidden fields are still submitted) */
export const isShown = (field: LcField): boolean => field.visibleOnApp && !field.noShow

/**
 * Does the widget read other fields while it renders (calculations, relation attributes, data-interface
 * parameters, date limits and user filters taken from another field)? Only those re-render on every change of the
 * form; the others re-render when their own value or error changes, which keeps typing fast in long forms.
 */
export function needsLiveValues(field: LcField): boolean {
  if (LIVE_KEYS.has(field.jnpfKey)) return true
  if (field.optionSource.type === 'dynamic' && field.optionSource.templateJson?.length) return true
  const { props, config } = field
  return Boolean(
    props.templateJson ||
      props.relationField ||
      props.ableRelationIds ||
      config.templateJson ||
      config.startRelationField ||
      config.endRelationField
  )
}
