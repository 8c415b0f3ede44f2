// The registry: control type (jnpfKey) -> widget. Every widget speaks one contract (WidgetProps). Lookups accept
// the older designer names too (comInput, numInput, date, time, uploadFz, comSelect, address, JNPFText), and a type
// nobody registered resolves to the explicit fallback, never to nothing.
import type { Widget, WidgetMap } from './types'
import { toJnpfKey } from './model/keys'
import { FallbackWidget } from './renderer/fallback-widget'
import { ChildTable } from './renderer/child-table'
import { basicWidgets } from './widgets/basic'
import { displayWidgets } from './widgets/display'
import { layoutWidgets } from './widgets/layout'
import { selectorWidgets } from './widgets/selectors'
import { uploadWidgets } from './widgets/upload'

export interface Registry {
  readonly widgets: Readonly<WidgetMap>
  /** the widget of a control type (3.6 or older name); the fallback when none is registered */
  resolve(jnpfKey: string): Widget
  /** is a real widget registered for this type */
  has(jnpfKey: string): boolean
}

/** later maps override earlier ones, so a page can replace a single widget */
export function createRegistry(...maps: WidgetMap[]): Registry {
  const widgets: WidgetMap = Object.assign({}, ...maps)
  // a map written with an old name still answers to the new one
  for (const [key, widget] of Object.entries(widgets)) {
    const canonical = toJnpfKey(key)
    if (canonical !== key && !widgets[canonical]) widgets[canonical] = widget
  }
  const has = (jnpfKey: string) => Object.prototype.hasOwnProperty.call(widgets, toJnpfKey(jnpfKey))
  return {
    widgets,
    has,
    resolve: (jnpfKey) => (has(jnpfKey) ? widgets[toJnpfKey(jnpfKey)] : FallbackWidget)
  }
}

export const defaultRegistry: Registry = createRegistry(
  basicWidgets,
  displayWidgets,
  layoutWidgets,
  { table: ChildTable },
  selectorWidgets,
  uploadWidgets
)
