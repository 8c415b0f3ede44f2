// The registry: control type (jnpfKey) -> widget. Every widget speaks one contract (WidgetProps). Lookups accept
// the older designer names too (comInput, numInput, date, time, uploadFz, comSelect, address, JNPFText), and a type
// nobody registered resolves to the explicit fallback, never to nothing. A domain may also put its own widget on
// one field of its model (extendRegistry; the extension point of ./extensions.ts).
import type { LcField, Widget, WidgetMap } from './types'
import { toJnpfKey } from './model/keys'
import { permissionId } from './model/permission'
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
  /** the widget put on this one field, if any: it wins over the field's type, in the form and on the detail */
  fieldWidget(field: Pick<LcField, 'vModel' | 'parentVModel'>): Widget | undefined
}

/** later maps override earlier ones, so a page can replace a single widget */
export function createRegistry(...maps: WidgetMap[]): Registry {
  return withFields(typeRegistry(maps), {})
}

/**
 * `base` with more widgets by type (they replace the base's) and widgets for single fields, named by vModel, or
 * '<table>-<column>' for a column of a child table (as form permissions name it)
 */
export function extendRegistry(base: Registry, more: { widgets?: WidgetMap; fields?: WidgetMap }): Registry {
  const types = more.widgets ? typeRegistry([base.widgets, more.widgets]) : base
  return withFields(types, more.fields ?? {})
}

function withFields(types: Omit<Registry, 'fieldWidget'>, fields: WidgetMap): Registry {
  const fieldWidget = (field: Pick<LcField, 'vModel' | 'parentVModel'>) => {
    const id = permissionId(field)
    return id !== undefined && Object.prototype.hasOwnProperty.call(fields, id) ? fields[id] : undefined
  }
  return { widgets: types.widgets, has: types.has, resolve: types.resolve, fieldWidget }
}

function typeRegistry(maps: WidgetMap[]): Omit<Registry, 'fieldWidget'> {
  const widgets: WidgetMap = {}
  for (const map of maps) {
    Object.assign(widgets, map)
    // a map written with an old name still answers to the new one (unless the same map names the new one too)
    for (const [key, widget] of Object.entries(map)) {
      const canonical = toJnpfKey(key)
      if (canonical !== key && !Object.prototype.hasOwnProperty.call(map, canonical)) widgets[canonical] = widget
    }
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
