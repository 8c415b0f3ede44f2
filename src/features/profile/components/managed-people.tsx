// 我管理的人员 in 我的组织: the people the user administers, organisation by organisation (GetListByAuthorize), and
// 新建账号 in the organisation being looked at (CreateAccount). Someone who administers nobody gets an empty answer
// and sees nothing of it.
import { useEffect, useState } from 'react'
import { View } from '@tarojs/components'
import { PageState } from '@/components'
import { errorText } from '@/lib/error-text'
import { getManagedLevel, type ManagedNode } from '../api/managed-people'
import { ActionButton } from './action-button'
import { CreateAccountForm } from './create-account-form'
import { EntryGroup, EntryRow } from './entry-list'

type Load = { status: 'loading' } | { status: 'error'; error: string } | { status: 'ready'; list: ManagedNode[] }

const isOrg = (n: ManagedNode) => n.type !== 'user'

export function ManagedPeople() {
  // the organisations opened, top first; empty = the top level
  const [trail, setTrail] = useState<ManagedNode[]>([])
  const [load, setLoad] = useState<Load>({ status: 'loading' })
  const [creating, setCreating] = useState(false)
  const here = trail[trail.length - 1]

  const fetch = async () => {
    setLoad({ status: 'loading' })
    try {
      setLoad({ status: 'ready', list: await getManagedLevel(here?.id ?? '0') })
    } catch (err) {
      setLoad({ status: 'error', error: errorText(err, '人员加载失败') })
    }
  }

  useEffect(() => {
    setCreating(false)
    void fetch()
  }, [here?.id])

  // nobody to administer at the top: not a manager, the section stays away
  if (!here && load.status === 'ready' && load.list.length === 0) return null

  let body
  if (load.status === 'loading') body = <PageState status='loading' inline />
  else if (load.status === 'error') body = <PageState status='error' text={load.error} onRetry={() => void fetch()} inline />
  else if (load.list.length === 0) body = <PageState status='empty' text='暂无人员' inline />
  else
    body = load.list.map((n) => (
      <EntryRow
        key={n.id}
        title={isOrg(n) ? n.fullName : n.fullName.split('/')[0]}
        note={isOrg(n) ? undefined : n.fullName.split('/')[1]}
        onClick={isOrg(n) ? () => setTrail((t) => [...t, n]) : undefined}
      />
    ))

  return (
    <View className='pf-managed'>
      <EntryGroup title={here ? `我管理的人员 · ${here.fullName}` : '我管理的人员'}>
        {here ? <EntryRow title='返回上一级' onClick={() => setTrail((t) => t.slice(0, -1))} /> : null}
        {body}
      </EntryGroup>
      {here && !creating ? <ActionButton type='plain' onClick={() => setCreating(true)}>新建账号</ActionButton> : null}
      {here && creating ? (
        <CreateAccountForm organizeId={here.id} organizeName={here.fullName} onCreated={() => {
          setCreating(false)
          void fetch()
        }} />
      ) : null}
    </View>
  )
}
