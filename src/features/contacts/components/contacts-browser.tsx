import { useEffect, useRef, useState } from 'react'
import Taro, { usePullDownRefresh, useReachBottom } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { AtSearchBar } from 'taro-ui'
import { PageState } from '@/components'
import { routes } from '@/config/routes'
import { errorText } from '@/lib/error-text'
import type { ContactNode } from '../types'
import { getContactLevel, searchContacts } from '../api/im-user-selector'
import { ContactRow } from './contact-row'
import './contacts-browser.scss'

const PAGE_SIZE = 20
/** typing pauses this long before the search runs */
const SEARCH_DELAY_MS = 300
const ROOT = { id: '0', name: '通讯录' }

type Status = 'loading' | 'ready' | 'error'

/** a search over all users at the top (as the name is typed), and the organisation tree, one level at a time */
export function ContactsBrowser() {
  const [path, setPath] = useState([ROOT])
  const [nodes, setNodes] = useState<ContactNode[]>([])
  const [status, setStatus] = useState<Status>('loading')
  const [error, setError] = useState('')
  const [input, setInput] = useState('')
  const [keyword, setKeyword] = useState('')
  const [page, setPage] = useState(0)
  const [total, setTotal] = useState(0)
  const cache = useRef(new Map<string, ContactNode[]>())
  const request = useRef(0)
  const level = path[path.length - 1]

  const loadLevel = async (id: string, fresh = false) => {
    const seq = ++request.current
    const cached = cache.current.get(id)
    if (cached && !fresh) {
      setNodes(cached)
      setStatus('ready')
      return
    }
    setStatus('loading')
    try {
      const list = await getContactLevel(id)
      cache.current.set(id, list)
      if (seq !== request.current) return
      setNodes(list)
      setStatus('ready')
    } catch (err) {
      if (seq !== request.current) return
      setError(errorText(err, '通讯录加载失败'))
      setStatus('error')
    }
  }

  const search = async (next: number) => {
    const seq = ++request.current
    if (next === 1) setStatus('loading')
    try {
      const res = await searchContacts(keyword, next, PAGE_SIZE)
      if (seq !== request.current) return
      setNodes((prev) => (next === 1 ? res.list : [...prev, ...res.list]))
      setPage(next)
      setTotal(Number(res.pagination.total) || 0)
      setStatus('ready')
    } catch (err) {
      if (seq !== request.current) return
      setError(errorText(err, '搜索失败'))
      setStatus('error')
    }
  }

  const reload = (fresh = false) => (keyword ? search(1) : loadLevel(level.id, fresh))

  useEffect(() => {
    void reload()
  }, [keyword, level.id])

  usePullDownRefresh(() => {
    void reload(true).finally(() => Taro.stopPullDownRefresh())
  })

  useReachBottom(() => {
    if (keyword && status === 'ready' && page * PAGE_SIZE < total) void search(page + 1)
  })

  const open = (node: ContactNode) => {
    if (node.type === 'user') void Taro.navigateTo({ url: routes.userDetail(node.id) })
    else setPath((p) => [...p, { id: node.id, name: node.fullName }])
  }

  const submit = () => setKeyword(input.trim())
  // search as the name is typed: a colleague is a few characters away from the top, not four levels of the tree
  useEffect(() => {
    const next = input.trim()
    if (next === keyword) return
    const timer = setTimeout(() => setKeyword(next), SEARCH_DELAY_MS)
    return () => clearTimeout(timer)
  }, [input])

  return (
    <View className='contacts'>
      <AtSearchBar
        value={input}
        placeholder='搜索同事姓名或账号'
        onChange={(v: string) => setInput(v)}
        onActionClick={submit}
        onConfirm={submit}
        onClear={() => {
          setInput('')
          setKeyword('')
        }}
      />
      {keyword ? null : (
        <View className='contacts__crumbs'>
          {path.map((p, i) => (
            <View
              key={p.id}
              className={`contacts__crumb${i === path.length - 1 ? ' contacts__crumb--current' : ''}`}
              role='button'
              onClick={() => setPath((prev) => prev.slice(0, i + 1))}
            >
              {i > 0 ? <Text className='contacts__sep'>/</Text> : null}
              <Text>{p.name}</Text>
            </View>
          ))}
        </View>
      )}
      {status === 'loading' ? <PageState status='loading' /> : null}
      {status === 'error' ? <PageState status='error' text={error} onRetry={() => void reload(true)} /> : null}
      {status === 'ready' && nodes.length === 0 ? (
        <PageState status='empty' text={keyword ? '没有找到相关人员' : '该组织下暂无人员'} />
      ) : null}
      {status !== 'loading' ? nodes.map((node) => <ContactRow key={`${node.type}-${node.id}`} node={node} onOpen={open} />) : null}
      {keyword && status === 'ready' && nodes.length > 0 ? (
        <View className='contacts__footer'>
          <Text>{page * PAGE_SIZE < total ? '上拉加载更多' : '没有更多了'}</Text>
        </View>
      ) : null}
    </View>
  )
}
