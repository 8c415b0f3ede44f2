// Taro.connectSocket behaves the same on weapp and H5 for what the service needs (a promise of a SocketTask with
// onOpen/onMessage/onError/onClose/send/close), so one adapter serves both; the connect time-out is kept by the
// service because H5's connectSocket has no `timeout` option.
import Taro from '@tarojs/taro'

export interface SocketTaskLike {
  send(options: { data: string; success?: (res: unknown) => void; fail?: (res: unknown) => void }): unknown
  close(options?: { code?: number; reason?: string; fail?: (res: unknown) => void }): unknown
  onOpen(callback: (res: unknown) => void): void
  onMessage(callback: (res: { data: unknown }) => void): void
  onError(callback: (res: unknown) => void): void
  onClose(callback: (res: { code?: number; reason?: string }) => void): void
}

export type Connect = (url: string) => Promise<SocketTaskLike>

export const connectSocket: Connect = (url) =>
  Promise.resolve(Taro.connectSocket({ url })) as unknown as Promise<SocketTaskLike>
