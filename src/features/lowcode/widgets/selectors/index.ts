// Selector widgets (organisation ... dictionary pickers, popupSelect, relationForm, ...), keyed by 3.6 jnpfKey.
import type { WidgetMap } from '../../types'

export const selectorWidgets: WidgetMap = {}
