// Layout containers, keyed by 3.6 jnpfKey (groupTitle and divider are display widgets; the child table is the
// renderer's ChildTable).
import type { WidgetMap } from '../../types'
import { CardWidget, RowWidget, TableGridWidget } from './containers'
import { CollapseWidget, TabWidget } from './panes'

export const layoutWidgets: WidgetMap = {
  row: RowWidget,
  card: CardWidget,
  tab: TabWidget,
  collapse: CollapseWidget,
  tableGrid: TableGridWidget
}
