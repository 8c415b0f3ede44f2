// Loads FlowBefore/{id||0} for the page config (§5.2 point 1): the to-do's operator id travels as taskOperatorId.
import { useCallback, useEffect, useRef, useState } from 'react'
import type { FlowBeforeInfoVO } from '@shared/api/workflow'
import { errorText } from '@/lib/error-text'
import { getFlowBefore } from '../api/flow-before'
import type { FlowConfig } from '../lib/flow-config'

export interface FlowDetail {
  info: FlowBeforeInfoVO | null
  error: string
  reload: () => void
}

export function useFlowDetail(config: FlowConfig | null): FlowDetail {
  const [info, setInfo] = useState<FlowBeforeInfoVO | null>(null)
  const [error, setError] = useState('')
  const request = useRef(0)

  const load = useCallback(async () => {
    if (!config) return
    const id = ++request.current
    setError('')
    try {
      const data = await getFlowBefore(config.id, { taskOperatorId: config.taskId, taskNodeId: config.taskNodeId, flowId: config.flowId })
      if (id === request.current) setInfo(data)
    } catch (err) {
      if (id === request.current) setError(errorText(err, '流程信息加载失败'))
    }
  }, [config])

  useEffect(() => {
    void load()
  }, [load])

  return { info, error, reload: () => void load() }
}
