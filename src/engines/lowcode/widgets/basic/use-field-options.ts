// useFieldOptions: the option list of a choice control, whatever its source (static, dictionary, data interface),
// mapped through the control's props {label, value, children} keys into LcOption trees.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { getDictionaryOptions, getInterfaceOptions } from '../../api/options'
import { mapOptions } from '../../model/options'
import type { LcField, LcOption, LcTemplateParam } from '../../types'
import { formValueOf } from './props'
import { errorText } from '@/lib/error-text'

export interface FieldOptions {
  options: LcOption[]
  loading: boolean
  /** set when the list could not be loaded; reload() tries again */
  error?: string
  reload: () => void
}

/** the server's reason (or the network hint) and how to try again: a bare "failed" would leave the user guessing */
const loadFailed = (err: unknown) => `${errorText(err, '选项加载失败')}，点击重试`

/**
 * A parameter's value: from the form field it names (relationField; inside a child row `<table>-<column>` names a
 * column of the same row, which the row's formValues carry under the column name), else its own default.
 */
function paramValue(param: LcTemplateParam, formValues: Record<string, unknown>): unknown {
  const relation = typeof param.relationField === 'string' ? param.relationField : ''
  // sourceType 2 is a constant typed in the designer
  if (!relation || Number(param.sourceType) === 2) return param.defaultValue
  const value = formValueOf(relation, formValues)
  return value === undefined ? param.defaultValue : value
}

export function fillParams(templateJson: LcTemplateParam[] | undefined, formValues: Record<string, unknown>): LcTemplateParam[] {
  return (templateJson ?? []).map((param) => ({ ...param, defaultValue: paramValue(param, formValues) }))
}

type Loader = () => Promise<LcOption[]>

export function useFieldOptions(field: LcField, formValues: Record<string, unknown>): FieldOptions {
  const source = field.optionSource
  const params = useMemo(
    () => (source.type === 'dynamic' ? fillParams(source.templateJson, formValues) : []),
    [source, formValues]
  )
  // the request only changes when the source or a parameter value does, not on every keystroke elsewhere
  const requestKey =
    source.type === 'dictionary'
      ? `d:${source.dictionaryType ?? ''}`
      : source.type === 'dynamic'
        ? `i:${source.propsUrl ?? ''}:${JSON.stringify(params.map((p) => p.defaultValue ?? null))}`
        : ''
  const paramsRef = useRef(params)
  paramsRef.current = params

  const load: Loader | undefined = useMemo(() => {
    if (source.type === 'dictionary' && source.dictionaryType) {
      const type = source.dictionaryType
      return () => getDictionaryOptions(type).then((rows) => mapOptions(rows, source))
    }
    if (source.type === 'dynamic' && source.propsUrl) {
      const url = source.propsUrl
      return () => getInterfaceOptions(url, paramsRef.current).then((rows) => mapOptions(rows, source))
    }
    return undefined
    // requestKey carries everything the loader depends on (the parameters are read through paramsRef)
  }, [requestKey])

  const [state, setState] = useState<{ options: LcOption[]; loading: boolean; error?: string }>({ options: [], loading: Boolean(load) })
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    if (!load) return
    let current = true
    setState((s) => ({ options: s.options, loading: true }))
    load().then(
      (options) => current && setState({ options, loading: false }),
      (err: unknown) => current && setState({ options: [], loading: false, error: loadFailed(err) })
    )
    return () => {
      current = false
    }
  }, [load, attempt])

  const reload = useCallback(() => setAttempt((n) => n + 1), [])
  if (!load) return { options: field.options ?? [], loading: false, reload }
  return { ...state, reload }
}
