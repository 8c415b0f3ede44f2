import Taro from '@tarojs/taro'
import type { RecordedVoice, VoiceRecorder } from './media-types'

const MAX_MS = 60000
const MIN_MS = 1000

let manager: Taro.RecorderManager | null = null
let startedAt = 0
let pending: { resolve: (v: RecordedVoice) => void; reject: (e: Error) => void } | null = null
let cancelled = false
/** the 60 s limit stops the recorder before the finger lifts: keep that result for stop() */
let early: RecordedVoice | Error | null = null

function settle(res: { tempFilePath: string; duration: number }): RecordedVoice | Error {
  if (cancelled) return new Error('已取消')
  const ms = res.duration || Date.now() - startedAt
  if (ms < MIN_MS) return new Error('说话时间太短')
  return { path: res.tempFilePath, length: Math.round(ms / 1000), fileName: 'voice.mp3' }
}

function recorder(): Taro.RecorderManager {
  if (manager) return manager
  manager = Taro.getRecorderManager()
  manager.onStop((res) => {
    const waiter = pending
    pending = null
    const result = settle(res)
    if (!waiter) {
      early = result
      return
    }
    if (result instanceof Error) waiter.reject(result)
    else waiter.resolve(result)
  })
  manager.onError((err) => {
    const waiter = pending
    pending = null
    waiter?.reject(new Error(err?.errMsg?.includes('auth') ? '请在设置中允许使用麦克风' : '录音失败，请重试'))
  })
  return manager
}

export const voiceRecorder: VoiceRecorder = {
  supported: true,
  async start() {
    cancelled = false
    early = null
    startedAt = Date.now()
    recorder().start({ duration: MAX_MS, format: 'mp3', sampleRate: 16000, numberOfChannels: 1, encodeBitRate: 48000 })
  },
  stop() {
    return new Promise<RecordedVoice>((resolve, reject) => {
      if (early) {
        const result = early
        early = null
        if (result instanceof Error) reject(result)
        else resolve(result)
        return
      }
      pending = { resolve, reject }
      recorder().stop()
    })
  },
  cancel() {
    cancelled = true
    if (manager) manager.stop()
  }
}
