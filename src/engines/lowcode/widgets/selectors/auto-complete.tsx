// autoComplete: free text with suggestions from a data interface (the rows' relationField, distinct, at most
// `total`), asked for while typing (debounced) and on focus. Parameters bound to @keyword receive the typed text.
import { useEffect, useMemo, useRef, useState } from 'react'
import { Input, Text, View } from '@tarojs/components'
import { debounce } from '@/utils/timing'
import { errorText } from '@/lib/error-text'
import type { WidgetProps } from '../../types'
import { useScope } from '../../renderer/context'
import { listInterfaceRows } from '../../api/data-interface'
import { buildParamList, cellText, withKeyword } from '../../pickers/param-list'
import { propString } from './kind'
import { interfaceIdOf, templateOf } from './row-kinds'
import './selector-field.scss'

const SEARCH_DELAY = 300

export function AutoComplete({ field, value, onChange, onBlur, disabled, formValues, form }: WidgetProps<unknown>) {
  const scope = useScope()
  const [suggestions, setSuggestions] = useState<string[]>([])
  const [open, setOpen] = useState(false)
  const [status, setStatus] = useState<'idle' | 'loading' | 'error'>('idle')
  const [failure, setFailure] = useState('')
  const seq = useRef(0)
  const text = value === undefined || value === null ? '' : String(value)
  const relationField = propString(field, 'relationField') || 'fullName'
  const total = Number(field.props.total) > 0 ? Number(field.props.total) : 10
  const maxlength = Number(field.props.maxlength) > 0 ? Number(field.props.maxlength) : -1

  const search = async (keyword: string) => {
    const interfaceId = interfaceIdOf(field)
    if (!interfaceId) return
    const id = ++seq.current
    setStatus('loading')
    try {
      const values = { ...formValues, ...form.getState().values }
      const paramList = withKeyword(buildParamList(templateOf(field), values, scope.rowIndex), keyword)
      const res = await listInterfaceRows({ interfaceId, keyword, currentPage: 1, pageSize: Math.max(total, 50), relationField, paramList })
      if (id !== seq.current) return
      const distinct = [...new Set(res.list.map((r) => cellText(r, relationField)).filter(Boolean))]
      setSuggestions(distinct.slice(0, total))
      setStatus('idle')
    } catch (err) {
      if (id !== seq.current) return
      // the input still takes free text; the server's reason says why no suggestions came
      setFailure(errorText(err, '建议加载失败'))
      setStatus('error')
    }
  }
  const debounced = useMemo(() => debounce((k: string) => void search(k), SEARCH_DELAY), [field])
  useEffect(() => () => debounced.cancel(), [debounced])

  if (disabled) return <Text className='lc-sel__text'>{text}</Text>

  return (
    <View className='lc-auto'>
      <Input
        className='lc-auto__input'
        value={text}
        maxlength={maxlength}
        placeholder={field.placeholder ?? '请输入'}
        onFocus={() => {
          setOpen(true)
          void search(text)
        }}
        onInput={(e) => {
          onChange(e.detail.value)
          setOpen(true)
          debounced(e.detail.value)
        }}
        onBlur={() => {
          // a tap on a suggestion lands after the blur: close a moment later
          setTimeout(() => setOpen(false), 200)
          onBlur?.()
        }}
      />
      {open && (suggestions.length > 0 || status !== 'idle') ? (
        <View className='lc-auto__list' role='listbox'>
          {status === 'loading' && !suggestions.length ? <Text className='lc-auto__hint'>加载中...</Text> : null}
          {status === 'error' ? <Text className='lc-auto__hint'>{`${failure}，可直接输入`}</Text> : null}
          {suggestions.map((s) => (
            <View
              key={s}
              className='lc-auto__item'
              role='option'
              aria-selected={s === text}
              onClick={() => {
                onChange(s)
                setOpen(false)
                onBlur?.()
              }}
            >
              <Text>{s}</Text>
            </View>
          ))}
        </View>
      ) : null}
    </View>
  )
}
