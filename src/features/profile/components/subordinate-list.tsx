import { useEffect, useState } from 'react'
import Taro from '@tarojs/taro'
import { View, Text } from '@tarojs/components'
import { PageState, Avatar } from '@/components'
import { routes } from '@/config/routes'
import { getSubordinates } from '../api/subordinate'
import type { UserSubordinate } from '../types'
import { splitUserName } from '../lib/display-name'
import { errorText } from '@/lib/error-text'
import './subordinate-list.scss'

export interface SubordinateListProps {
  /** whose subordinates: '0' (or empty) for the current user */
  id: string
  /** the current user's id: JNPF answers level 0 with the user themself, whose own subordinates are what to show */
  selfId?: string
}

async function loadLevel(id: string, selfId?: string): Promise<UserSubordinate[]> {
  const list = await getSubordinates(id || '0')
  if ((id || '0') === '0' && selfId && list.length === 1 && list[0].id === selfId) return getSubordinates(selfId)
  return list
}

/** one level of the reporting tree; a row opens the next level, 资料 opens the person's card */
export function SubordinateList({ id, selfId }: SubordinateListProps) {
  const [list, setList] = useState<UserSubordinate[] | null>(null)
  const [error, setError] = useState('')

  const load = async () => {
    setError('')
    setList(null)
    try {
      setList(await loadLevel(id, selfId))
    } catch (err) {
      setError(errorText(err, '下属列表加载失败'))
    }
  }

  useEffect(() => {
    void load()
  }, [id, selfId])

  if (error) return <PageState status='error' text={error} onRetry={() => void load()} />
  if (!list) return <PageState status='loading' />
  if (list.length === 0) return <PageState status='empty' text='暂无下属' />

  const openDetail = (userId: string) => void Taro.navigateTo({ url: routes.userDetail(userId) })
  const drill = (user: UserSubordinate) => {
    if (user.isLeaf) openDetail(user.id)
    else void Taro.navigateTo({ url: routes.my.subordinate(user.id) })
  }

  return (
    <View className='pf-sub'>
      {list.map((user) => {
        const { name, account } = splitUserName(user.userName)
        const meta = [user.department, user.position].filter(Boolean).join(' · ')
        return (
          <View key={user.id} className='pf-sub__row'>
            <View className='pf-sub__main' role='button' aria-label={`查看${name}的下属`} onClick={() => drill(user)}>
              <Avatar src={user.avatar} name={name} size='small' />
              <View className='pf-sub__info'>
                <Text className='pf-sub__name'>
                  {name}
                  {account ? <Text className='pf-sub__account'>（{account}）</Text> : null}
                </Text>
                {meta ? <Text className='pf-sub__meta'>{meta}</Text> : null}
              </View>
              {/* only people with their own team drill down: say so, or the row looks like plain text */}
              {user.isLeaf ? null : <Text className='pf-sub__more'>下属</Text>}
            </View>
            <View className='pf-sub__detail' role='button' aria-label={`${name}的资料`} onClick={() => openDetail(user.id)}>
              <Text>资料</Text>
            </View>
          </View>
        )
      })}
    </View>
  )
}
