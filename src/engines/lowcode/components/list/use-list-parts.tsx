// What a domain adds to a model's list (extensions.ts), bound to this list: the context its parts are told, the
// headers above the rows (the engine's own 统计 header first, when the list config asks for it), its toolbar
// buttons and each row's buttons.
import { useCallback, useMemo } from 'react'
import type { VisualDevConfigVO, VisualDevRow } from '@shared/api/visualdev'
import type { ModelList } from '../../hooks/use-model-list'
import { useModelExtensions, type ListContext, type ListHeader } from '../../extensions'
import { normaliseForm } from '../../model'
import { statisticsConfig } from '../../model/statistics-config'
import { StatisticsHeader } from '../statistics/statistics-header'
import type { CardAction } from './row-card'

export interface ListParts {
  context: ListContext
  headers: ListHeader[]
  toolbarActions: { key: string; label: string; onClick: () => void }[]
  rowActions(row: VisualDevRow): CardAction[]
}

interface ListPage {
  modelId: string
  menuId: string
  title: string
  config: VisualDevConfigVO
}

/** `reloads` counts the reloads from the first page; `refresh` makes one */
export function useListParts(list: ModelList, page: ListPage, rows: { reloads: number; refresh: () => Promise<unknown> }): ListParts {
  const extensions = useModelExtensions()
  const { modelId, menuId, title, config } = page
  const { columnData, filter, can } = list
  const { reloads, refresh } = rows
  const context = useMemo<ListContext>(
    () => ({ modelId, menuId, title, config, columnData, filter, can, reloads, reload: () => void refresh() }),
    [modelId, menuId, title, config, columnData, filter, can, reloads, refresh]
  )
  const toolbarActions = useMemo(
    () => (extensions.toolbarActions ?? [])
      .filter((a) => !a.visible || a.visible(context))
      .map((a) => ({ key: a.key, label: a.label, onClick: () => a.onClick(context) })),
    [extensions, context]
  )
  const rowActions = useCallback(
    (row: VisualDevRow) => (extensions.rowActions ?? [])
      .filter((a) => !a.visible || a.visible(row, context))
      .map((a) => ({ key: a.key, label: a.label, danger: a.danger, run: (r: VisualDevRow) => a.onClick(r, context) })),
    [extensions, context]
  )
  const statistics = useMemo(() => {
    const { columnAllow, formAllow } = list.jurisdiction
    const stats = statisticsConfig(normaliseForm(config.formData).fields, { columnData, columnAllow, formAllow, enableFlow: list.enableFlow })
    return stats ? { key: 'statistics', render: (ctx: ListContext) => <StatisticsHeader list={ctx} config={stats} /> } : undefined
  }, [config, columnData, list.jurisdiction, list.enableFlow])
  const headers = useMemo(() => [...(statistics ? [statistics] : []), ...(extensions.headers ?? [])], [statistics, extensions])
  return { context, headers, toolbarActions, rowActions }
}
