import { useEffect, useState } from 'react'
import { View, Text, Image } from '@tarojs/components'
import { useDidHide, useDidShow } from '@tarojs/taro'
import { AtButton } from 'taro-ui'
import QRCode from 'qrcode'
import { PageState } from '@/components'
import { useQrLogin } from '../../hooks/use-qr-login'
import type { QrLoginProps } from './types'
import './index.scss'

export const QR_LOGIN_AVAILABLE = true

/** the QR content the mini-program's scanner understands (jnpf-api.md §2.4) */
export function qrLoginPayload(ticket: string): string {
  return JSON.stringify({ t: 'login', id: ticket })
}

function usePageVisible(): boolean {
  const [shown, setShown] = useState(true)
  const [tabVisible, setTabVisible] = useState(() => typeof document === 'undefined' || !document.hidden)
  useDidShow(() => setShown(true))
  useDidHide(() => setShown(false))
  useEffect(() => {
    const onChange = () => setTabVisible(!document.hidden)
    document.addEventListener('visibilitychange', onChange)
    return () => document.removeEventListener('visibilitychange', onChange)
  }, [])
  return shown && tabVisible
}

export function QrLogin({ active, onSuccess }: QrLoginProps) {
  const visible = usePageVisible()
  const { state, refresh } = useQrLogin({ active: active && visible, onSuccess })
  // '' while drawing, 'error' when the code could not be drawn
  const [image, setImage] = useState('')
  const ticket = state.phase === 'waiting' ? state.ticket : ''

  useEffect(() => {
    setImage('')
    if (!ticket) return
    let cancelled = false
    QRCode.toString(qrLoginPayload(ticket), { type: 'svg', margin: 1, errorCorrectionLevel: 'M' })
      .then((svg) => !cancelled && setImage(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`))
      .catch(() => !cancelled && setImage('error'))
    return () => {
      cancelled = true
    }
  }, [ticket])

  const refreshButton = (
    <AtButton className='qr-login__refresh' type='primary' size='small' onClick={refresh}>
      刷新二维码
    </AtButton>
  )

  return (
    <View className='qr-login'>
      <Text className='qr-login__hint'>请使用小程序「我的 - 扫一扫」扫描二维码，并在手机上确认登录</Text>
      <View className='qr-login__box'>
        {(state.phase === 'idle' || state.phase === 'loading') && <PageState status='loading' text='正在获取二维码...' inline />}
        {state.phase === 'waiting' && !image && <PageState status='loading' text='正在生成二维码...' inline />}
        {state.phase === 'waiting' && image && image !== 'error' && (
          <Image className='qr-login__image' src={image} mode='aspectFit' />
        )}
        {state.phase === 'waiting' && image === 'error' && (
          <View className='qr-login__overlay' role='alert'>
            <Text className='qr-login__state qr-login__state--error'>二维码生成失败</Text>
            {refreshButton}
          </View>
        )}
        {state.phase === 'success' && <PageState status='loading' text='已确认，正在登录...' inline />}
        {state.phase === 'expired' && (
          <View className='qr-login__overlay' role='alert'>
            <Text className='qr-login__state'>二维码已过期</Text>
            {refreshButton}
          </View>
        )}
        {state.phase === 'error' && (
          <View className='qr-login__overlay' role='alert'>
            <Text className='qr-login__state qr-login__state--error'>{state.message}</Text>
            {refreshButton}
          </View>
        )}
      </View>
      {state.phase === 'waiting' && <Text className='qr-login__status'>等待扫码确认...</Text>}
    </View>
  )
}
