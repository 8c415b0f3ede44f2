// A full-screen people picker over the user search: keyword, paged list (加载更多), one or several people.
import { useEffect, useRef, useState } from 'react'
import { Input, ScrollView, Text, View } from '@tarojs/components'
import { Avatar, NavBar, PageState } from '@/components'
import { errorText } from '@/lib/error-text'
import { searchUsers, type PickedUser } from './user-search'

export interface UserPickerProps {
  title: string
  multiple: boolean
  selected: PickedUser[]
  onConfirm: (users: PickedUser[]) => void
  onClose: () => void
}

const PAGE_SIZE = 20

export function UserPicker({ title, multiple, selected, onConfirm, onClose }: UserPickerProps) {
  const [keyword, setKeyword] = useState('')
  const [rows, setRows] = useState<PickedUser[]>([])
  const [page, setPage] = useState(0)
  const [total, setTotal] = useState(0)
  const [error, setError] = useState('')
  const [loading, setLoading] = useState(true)
  const [chosen, setChosen] = useState<PickedUser[]>(selected)
  const request = useRef(0)

  const load = async (next: number, word: string) => {
    const id = ++request.current
    setLoading(true)
    setError('')
    try {
      const res = await searchUsers(word, next, PAGE_SIZE)
      if (id !== request.current) return
      setRows((prev) => (next === 1 ? res.list : [...prev, ...res.list.filter((u) => !prev.some((p) => p.id === u.id))]))
      setPage(next)
      setTotal(res.pagination.total)
    } catch (err) {
      if (id === request.current) setError(errorText(err, '人员加载失败'))
    } finally {
      if (id === request.current) setLoading(false)
    }
  }

  useEffect(() => {
    const timer = setTimeout(() => void load(1, keyword.trim()), keyword ? 300 : 0)
    return () => clearTimeout(timer)
  }, [keyword])

  const toggle = (user: PickedUser) => {
    if (!multiple) return onConfirm([user])
    setChosen((prev) => (prev.some((u) => u.id === user.id) ? prev.filter((u) => u.id !== user.id) : [...prev, user]))
  }

  return (
    <View className='wf-picker' catchMove>
      <NavBar
        title={title}
        back
        onBack={onClose}
        right={multiple ? <View className='wf-picker__ok' role='button' onClick={() => onConfirm(chosen)}><Text>{`确定(${chosen.length})`}</Text></View> : undefined}
      />
      <View className='wf-picker__search'>
        <Input className='wf-picker__input' aria-label='搜索人员' value={keyword} placeholder='输入姓名或账号搜索' placeholderClass='wf-placeholder' onInput={(e) => setKeyword(e.detail.value)} />
      </View>
      <ScrollView className='wf-picker__list' scrollY onScrollToLower={() => !loading && page * PAGE_SIZE < total && void load(page + 1, keyword.trim())}>
        {rows.map((user) => {
          const on = chosen.some((u) => u.id === user.id)
          return (
            <View key={user.id} className={`wf-picker__row${on ? ' wf-picker__row--on' : ''}`} role={multiple ? 'checkbox' : 'button'} aria-checked={multiple ? on : undefined} onClick={() => toggle(user)}>
              <Avatar src={user.headIcon} name={user.name} size='small' />
              <View className='wf-picker__who'>
                <Text className='wf-picker__name'>{user.name}</Text>
                {user.detail ? <Text className='wf-picker__detail'>{user.detail}</Text> : null}
              </View>
              {multiple ? <Text className='wf-picker__check'>{on ? '✓' : ''}</Text> : null}
            </View>
          )
        })}
        {error ? <PageState status='error' inline text={error} onRetry={() => void load(1, keyword.trim())} /> : null}
        {!error && loading && !rows.length ? <PageState status='loading' inline /> : null}
        {!error && !loading && !rows.length ? <PageState status='empty' inline text='没有找到人员' /> : null}
        {rows.length && page * PAGE_SIZE < total ? (
          <View className='wf-picker__more' role='button' onClick={() => !loading && void load(page + 1, keyword.trim())}>
            <Text>{loading ? '加载中...' : '加载更多'}</Text>
          </View>
        ) : null}
      </ScrollView>
    </View>
  )
}
