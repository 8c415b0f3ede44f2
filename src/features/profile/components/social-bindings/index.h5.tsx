import { useCallback, useEffect, useRef, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { errorText } from '@/lib/error-text'
import { getSocialBindings, renderSocialBind, unbindSocial, type SocialBinding } from '../../api/socials'
import { confirmAction, toast } from '@/features/profile/lib/confirm'
import { EntryGroup, EntryRow } from '../entry-list'

/** the provider sent the browser back with ?source&bindResult&msg: take them off the address */
function clearReturnQuery() {
  const url = new URL(window.location.href)
  for (const k of ['source', 'bindResult', 'msg']) url.searchParams.delete(k)
  window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash)
}

/** 第三方账号 in account security: bind through the provider's page, unbind after a question */
export function SocialBindings() {
  const { params } = useRouter()
  const [list, setList] = useState<SocialBinding[] | null>(null)
  const [error, setError] = useState('')
  const announced = useRef(false)

  const load = useCallback(() => {
    getSocialBindings().then(setList).catch((err: unknown) => setError(errorText(err, '第三方账号加载失败')))
  }, [])
  useEffect(load, [load])

  useEffect(() => {
    if (announced.current || !params.bindResult) return
    announced.current = true
    clearReturnQuery()
    const msg = params.msg ? decodeURIComponent(params.msg) : ''
    toast(msg || (params.bindResult === 'ok' ? '绑定成功' : '绑定失败'), params.bindResult === 'ok' ? 'success' : 'none')
    if (params.bindResult !== 'ok') setError(msg || '绑定失败')
  }, [params.bindResult, params.msg])

  const bind = async (item: SocialBinding) => {
    try {
      window.location.assign(await renderSocialBind(item.enname))
    } catch (err) {
      setError(errorText(err, '无法打开第三方授权页面'))
    }
  }
  const unbind = async (item: SocialBinding) => {
    if (!item.entity) return
    if (!(await confirmAction({ title: '解除绑定', content: `确定要解除与${item.name}账号的绑定吗？`, danger: true }))) return
    try {
      toast(await unbindSocial(item.entity.id), 'success')
      load()
    } catch (err) {
      setError(errorText(err, '解绑失败'))
    }
  }

  if (!list?.length && !error) return null
  return (
    <EntryGroup title='第三方账号'>
      {(list ?? []).map((item) => item.entity
        ? <EntryRow key={item.enname} title={item.name} note={item.entity.socialName ? `已绑定：${item.entity.socialName}` : '已绑定'} extra='解绑' onClick={() => void unbind(item)} />
        : <EntryRow key={item.enname} title={item.name} note={item.describetion} extra={item.renderUrl ? '绑定' : '未绑定'} onClick={item.renderUrl ? () => void bind(item) : undefined} />)}
      {error ? <View className='pf-entry__note' role='alert'><Text>{error}</Text></View> : null}
    </EntryGroup>
  )
}
