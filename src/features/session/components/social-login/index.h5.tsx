import { useCallback, useEffect, useRef, useState } from 'react'
import { View, Text } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { TicketStatus, type SocialAccountVo } from '@shared/api/oauth'
import { errorText } from '@/lib/error-text'
import { isInWechat } from '@/lib/jssdk/in-wechat'
import { getLoginTicket } from '../../api/qr-ticket'
import { getLoginConfig, loginWithSocialAccount, renderSocialLogin, socialAccounts, socialLoginOutcome, type SocialsUserVo } from '../../api/socials'
import { useSessionStore } from '../../stores/session-store'
import { chooseProviders } from './choose-providers'
import type { SocialLoginProps } from './types'
import './index.scss'

export const SOCIAL_LOGIN_AVAILABLE = true

/** the unbound identity's name, from the ticket's value ({socialType, socialName}) */
function socialName(value: string): string {
  try {
    return String((JSON.parse(value) as { socialName?: string }).socialName ?? '')
  } catch {
    return ''
  }
}

/** the provider sent the browser back here with ?source&uuid (or ?socialError): take them off the address */
function clearReturnQuery() {
  const url = new URL(window.location.href)
  for (const k of ['source', 'uuid', 'socialError']) url.searchParams.delete(k)
  window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash)
}

/** third-party login buttons (getLoginConfig's socialsList) and the return from the provider's pages */
export function SocialLogin({ onSuccess, onPendingBind }: SocialLoginProps) {
  const { params } = useRouter()
  const [providers, setProviders] = useState<SocialsUserVo[]>([])
  const [message, setMessage] = useState('')
  const [busy, setBusy] = useState('')
  /** the accounts bound to the identity, to pick from when there are several */
  const [accounts, setAccounts] = useState<SocialAccountVo[]>([])
  const handled = useRef(false)

  /** the picked account goes back to the server, which checks it against the ticket and answers the token */
  const pick = useCallback(async (account: SocialAccountVo) => {
    setBusy(account.source)
    setMessage('')
    try {
      const vo = await loginWithSocialAccount(account)
      await useSessionStore.getState().loginWithToken(vo.token)
      setAccounts([])
      onSuccess()
    } catch (err) {
      setMessage(errorText(err, '第三方登录失败，请重试'))
    } finally {
      setBusy('')
    }
  }, [onSuccess])

  useEffect(() => {
    getLoginConfig().then((cfg) => setProviders(chooseProviders(cfg.socialsList, isInWechat()))).catch(() => setProviders([]))
  }, [])

  useEffect(() => {
    if (handled.current) return
    const source = params.source ?? ''
    const uuid = params.uuid ?? ''
    const failed = params.socialError ? decodeURIComponent(params.socialError) : ''
    if (!failed && !(source && uuid)) return
    handled.current = true
    clearReturnQuery()
    if (failed) return setMessage(failed)
    setBusy(source)
    socialLoginOutcome(source, uuid)
      .then(async (outcome) => {
        if (outcome.status === TicketStatus.Multitenancy) {
          const list = socialAccounts(outcome.value)
          if (list.length === 1) return pick(list[0])
          if (list.length) return setAccounts(list)
          return setMessage('第三方登录失败，请重试')
        }
        if (outcome.status === TicketStatus.Success) {
          await useSessionStore.getState().loginWithToken(outcome.value)
          return onSuccess()
        }
        if (outcome.status === TicketStatus.UnBind) {
          onPendingBind(uuid)
          const name = socialName(outcome.value)
          return setMessage(`第三方账号${name ? `「${name}」` : ''}未绑定，请在5分钟内使用本系统账号密码登录，登录后自动绑定`)
        }
        if (outcome.status === TicketStatus.UnLogin) return setMessage('第三方授权未完成，请重试')
        setMessage(outcome.value || (outcome.status === TicketStatus.Invalid ? '第三方登录已失效，请重试' : '第三方登录失败'))
      })
      .catch((err: unknown) => setMessage(errorText(err, '第三方登录失败，请重试')))
      .finally(() => setBusy(''))
  }, [params.source, params.uuid, params.socialError, onSuccess, onPendingBind, pick])

  const start = async (p: SocialsUserVo) => {
    if (busy) return
    setBusy(p.enname)
    setMessage('')
    try {
      const { ticket } = await getLoginTicket()
      window.location.assign(await renderSocialLogin(p.enname, ticket))
    } catch (err) {
      setMessage(errorText(err, '无法打开第三方登录页面'))
      setBusy('')
    }
  }

  if (!providers.length && !message && !accounts.length) return null
  return (
    <View className='social-login'>
      {providers.length > 0 && <Text className='social-login__title'>其他登录方式</Text>}
      <View className='social-login__list'>
        {providers.map((p) => (
          <View key={p.enname} className='social-login__item' role='button' aria-label={`${p.name}登录`} onClick={() => void start(p)}>
            <Text className='social-login__name'>{busy === p.enname ? '正在跳转...' : `${p.name}登录`}</Text>
          </View>
        ))}
      </View>
      {accounts.length > 0 && (
        <View className='social-login__accounts' role='list' aria-label='请选择登录账号'>
          <Text className='social-login__title'>请选择登录账号</Text>
          {accounts.map((a) => (
            <View
              key={a.userId} className='social-login__account' role='button' aria-label={`登录${a.accountName || a.account}`}
              onClick={() => { if (!busy) void pick(a) }}
            >
              <Text className='social-login__name'>{a.accountName || a.account}</Text>
              <Text className='social-login__meta'>{a.socialName ? `${a.socialName} · ` : ''}账号：{a.account}</Text>
            </View>
          ))}
        </View>
      )}
      {message ? <View className='social-login__message' role='alert'><Text>{message}</Text></View> : null}
    </View>
  )
}
