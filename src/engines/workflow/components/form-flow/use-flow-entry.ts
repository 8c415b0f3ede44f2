// The list's two ways into the workflow of a flow-bound model (jnpf-forms-and-flows §3.7): 新增 launches the flow
// (the user picks a version when several are open to them), and a row opens its task, editable or read-only by its
// state. One call at a time: a second tap while the versions load is ignored.
import { useCallback, useRef, useState } from 'react'
import type { VisualDevRow } from '@shared/api/visualdev'
import type { FlowVersion } from '../../api/templates'
import { bindingVersions, newRecordFlowConfig, openFlowPage, rowFlowConfig, rowFlowState, rowOpType, type FlowBinding } from './form-flow'

export interface FlowEntry {
  /** the versions to pick from after 新增; empty when no picker is open */
  choices: FlowVersion[]
  add(): Promise<void>
  pick(version: FlowVersion): void
  closePicker(): void
  /** opens the row's task; resolves false when the row has no task and cannot start one here */
  openRow(row: VisualDevRow): Promise<boolean>
}

export interface FlowEntryOptions {
  /** the menu name, the page title of an opened task */
  title: string
  /** the edit right: without it every row opens read-only */
  mayEdit: boolean
}

export function useFlowEntry(binding: FlowBinding | null, { title, mayEdit }: FlowEntryOptions): FlowEntry {
  const [choices, setChoices] = useState<FlowVersion[]>([])
  const busy = useRef(false)

  const once = useCallback(async <T>(run: () => Promise<T>, idle: T): Promise<T> => {
    if (busy.current) return idle
    busy.current = true
    try {
      return await run()
    } finally {
      busy.current = false
    }
  }, [])

  const add = useCallback(
    () =>
      once(async () => {
        if (!binding) return
        const versions = await bindingVersions(binding)
        if (!versions) return
        if (versions.length === 1) openFlowPage(newRecordFlowConfig(binding, versions[0].id))
        else setChoices(versions)
      }, undefined),
    [binding, once]
  )

  const pick = useCallback(
    (version: FlowVersion) => {
      setChoices([])
      if (binding) openFlowPage(newRecordFlowConfig(binding, version.id))
    },
    [binding]
  )

  const openRow = useCallback(
    (row: VisualDevRow) =>
      once(async () => {
        if (!binding) return false
        const state = rowFlowState(row)
        const opType = rowOpType(state, mayEdit)
        // a record without a task that may not be edited has nothing to show in the flow page
        if (state === undefined && opType !== '-1') return false
        const given = typeof row.flowId === 'string' && row.flowId ? row.flowId : undefined
        let flowId = given
        // an editable row submits on a version: the row's, else the first open to the user (§3.7). A read-only
        // task needs none, and someone else's task may be on a flow the viewer could never launch.
        if (!flowId && opType === '-1') {
          // a task already names its version, so a refusal here only matters to a record that has none yet
          const versions = await bindingVersions(binding, state !== undefined)
          if (!versions && state === undefined) return true
          flowId = versions?.[0]?.id
        }
        openFlowPage(rowFlowConfig(binding, row, { opType, flowId, title }))
        return true
      }, true),
    [binding, mayEdit, once, title]
  )

  return { choices, add, pick, closePicker: () => setChoices([]), openRow }
}
