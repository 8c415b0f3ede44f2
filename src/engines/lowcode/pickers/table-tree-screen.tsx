// /pages/apply/tableTreeSelector/index: a tree-shaped data interface (Actions/Preview, rows with children). The top
// block walks the tree (breadcrumb and the branches of the chosen node), below are the rows of the chosen node as a
// table; a keyword searches every level. Rows are shown 20 at a time as the page scrolls. No pull-down refresh.
import { useEffect, useMemo, useState } from 'react'
import Taro, { useReachBottom } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { PageState } from '@/components'
import { errorText } from '@/lib/error-text'
import { previewInterface } from '../api/data-interface'
import { getPickerPayload, resolvePicker } from '../lib/picker-bridge'
import { cellText } from './param-list'
import { ConfirmBar } from './confirm-bar'
import { ListFooter } from './list-footer'
import { PickerPage } from './picker-page'
import { RowTable } from './row-table'
import type { RowsResult, TablePickerPayload } from './types'
import type { Row } from './use-paged-rows'
import { useSelection } from './use-selection'
import './row-table.scss'

const STEP = 20

export function TableTreeScreen({ pickerId }: { pickerId?: string }) {
  const payload = useMemo(() => getPickerPayload<TablePickerPayload>(pickerId), [pickerId])
  const childrenKey = payload?.childrenKey ?? 'children'
  const titleKey = payload?.relationField ?? 'fullName'
  const [roots, setRoots] = useState<Row[]>([])
  const [status, setStatus] = useState<'loading' | 'ready' | 'error'>('loading')
  const [error, setError] = useState('')
  const [trail, setTrail] = useState<Row[]>([])
  const [keyword, setKeyword] = useState('')
  const [shown, setShown] = useState(STEP)
  const selection = useSelection(payload?.selected ?? [], payload?.multiple ?? false, payload?.propsValue ?? 'id')

  const load = async () => {
    if (!payload) return
    setStatus('loading')
    try {
      setRoots(await previewInterface(payload.interfaceId, payload.paramList))
      setStatus('ready')
    } catch (err) {
      setError(errorText(err, '数据加载失败'))
      setStatus('error')
    }
  }
  useEffect(() => {
    void load()
  }, [payload])

  const kids = (row: Row): Row[] | undefined => (Array.isArray(row[childrenKey]) ? (row[childrenKey] as Row[]) : undefined)
  const all = useMemo(() => {
    const out: Row[] = []
    const walk = (list: Row[]) => {
      for (const r of list) {
        out.push(r)
        walk(kids(r) ?? [])
      }
    }
    walk(roots)
    return out
  }, [roots])
  const current = trail[trail.length - 1]
  const columns = payload?.columnOptions.length ? payload.columnOptions : [{ value: titleKey, label: '名称' }]
  const rows = keyword
    ? all.filter((r) => columns.some((c) => cellText(r, c.value).includes(keyword)) || cellText(r, titleKey).includes(keyword))
    : current ? kids(current) ?? [] : roots
  const branches = keyword ? [] : rows.filter((r) => kids(r)?.length)

  useEffect(() => setShown(STEP), [keyword, trail.length])
  useReachBottom(() => setShown((n) => (n < rows.length ? n + STEP : n)))

  return (
    <PickerPage
      pickerId={pickerId}
      found={Boolean(payload)}
      title={payload?.title ?? '选择数据'}
      onSearch={(k) => setKeyword(k.trim())}
      footer={
        <ConfirmBar
          count={payload?.multiple ? selection.count : 0}
          onCancel={() => Taro.navigateBack({ delta: 1 })}
          onConfirm={() => resolvePicker<RowsResult>(pickerId, { rows: selection.rows() })}
        />
      }
    >
      {status === 'loading' ? <PageState status='loading' /> : null}
      {status === 'error' ? <PageState status='error' text={error} onRetry={() => void load()} /> : null}
      {status === 'ready' && !keyword ? (
        <View className='lc-tree-nav'>
          <View className='lc-tree-nav__crumbs'>
            <View className='lc-tree-nav__crumb' role='button' onClick={() => setTrail([])}>
              <Text>全部</Text>
            </View>
            {trail.map((r, i) => (
              <View key={i} className='lc-tree-nav__crumb' role='button' onClick={() => setTrail((t) => t.slice(0, i + 1))}>
                <Text>{` / ${cellText(r, titleKey)}`}</Text>
              </View>
            ))}
          </View>
          {branches.length ? (
            <View className='lc-tree-nav__nodes'>
              {branches.map((r, i) => (
                <View key={i} className='lc-tree-nav__node' role='button' aria-label={`进入${cellText(r, titleKey)}`} onClick={() => setTrail((t) => [...t, r])}>
                  <Text>{cellText(r, titleKey)}</Text>
                </View>
              ))}
            </View>
          ) : null}
        </View>
      ) : null}
      {status === 'ready' && rows.length === 0 ? <PageState status='empty' inline text={keyword ? '没有找到相关数据' : '该节点下暂无数据'} /> : null}
      {status === 'ready' && rows.length > 0 && payload ? (
        <>
          <RowTable
            rows={rows.slice(0, shown)}
            columns={columns}
            valueKey={payload.propsValue}
            multiple={payload.multiple}
            isPicked={selection.has}
            onToggle={selection.toggle}
            childrenOf={kids}
            onOpen={keyword ? undefined : (r) => setTrail((t) => [...t, r])}
          />
          <ListFooter loadingMore={false} hasMore={shown < rows.length} onRetry={() => undefined} />
        </>
      ) : null}
    </PickerPage>
  )
}
