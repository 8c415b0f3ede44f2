// The delegate picker: a searchable, paged list of the people I may delegate to (never myself).
import { useEffect, useRef, useState } from 'react'
import { ScrollView, Text, View } from '@tarojs/components'
import { AtFloatLayout } from 'taro-ui'
import { PageState } from '@/components'
import { errorText } from '@/lib/error-text'
import { searchUsers, type UserOption } from '../../api/delegate'
import { SearchBox } from '../lists/search-box'

const PAGE_SIZE = 20

export interface UserPickerProps {
  isOpened: boolean
  onPick: (user: UserOption) => void
  onClose: () => void
}

export const userLabel = (u: UserOption) => (u.account ? `${u.realName}/${u.account}` : u.realName)

export function UserPicker({ isOpened, onPick, onClose }: UserPickerProps) {
  const [keyword, setKeyword] = useState('')
  const [rows, setRows] = useState<UserOption[]>([])
  const [page, setPage] = useState(0)
  const [total, setTotal] = useState(0)
  const [status, setStatus] = useState<'loading' | 'ready' | 'error'>('loading')
  const [error, setError] = useState('')
  const request = useRef(0)

  const load = async (next: number) => {
    const id = ++request.current
    if (next === 1) setStatus('loading')
    try {
      const res = await searchUsers({ keyword, currentPage: next, pageSize: PAGE_SIZE })
      if (id !== request.current) return
      setRows((prev) => (next === 1 ? res.list : [...prev, ...res.list]))
      setPage(next)
      setTotal(res.total)
      setStatus('ready')
    } catch (err) {
      if (id !== request.current) return
      setError(errorText(err, '人员加载失败'))
      setStatus('error')
    }
  }

  useEffect(() => {
    if (isOpened) void load(1)
  }, [isOpened, keyword])

  const body = () => {
    if (status === 'loading' && rows.length === 0) return <PageState status='loading' inline />
    if (status === 'error') return <PageState status='error' inline text={error} onRetry={() => void load(1)} />
    if (rows.length === 0) return <PageState status='empty' inline text={keyword ? '没有找到相关人员' : '暂无可选人员'} />
    return (
      <View role='list'>
        {rows.map((u) => (
          <View key={u.id} className='wf-user-picker__row' role='button' aria-label={userLabel(u)} onClick={() => onPick(u)}>
            <Text className='wf-user-picker__name'>{userLabel(u)}</Text>
            {u.department ? <Text className='wf-user-picker__org'>{u.department}</Text> : null}
          </View>
        ))}
        {page * PAGE_SIZE < total ? (
          <View className='wf-user-picker__more' role='button' onClick={() => void load(page + 1)}>
            <Text>加载更多</Text>
          </View>
        ) : null}
      </View>
    )
  }

  return (
    <AtFloatLayout isOpened={isOpened} title='选择被委托人' onClose={onClose}>
      <SearchBox placeholder='搜索姓名、账号或手机号' onSearch={(k) => setKeyword(k.trim())} />
      <ScrollView scrollY className='wf-user-picker'>
        {body()}
      </ScrollView>
    </AtFloatLayout>
  )
}
