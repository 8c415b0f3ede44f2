import type { VoiceRecorder } from './media-types'

const unsupported = () => Promise.reject(new Error('浏览器中暂不支持发送语音，请在微信小程序中使用'))

export const voiceRecorder: VoiceRecorder = {
  supported: false,
  start: unsupported,
  stop: unsupported,
  cancel: () => undefined
}
