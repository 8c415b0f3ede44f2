// Cloud video (migration 063): the cameras of the contract sections and their ids on the video platform.

export interface VideoCameraTable {
  id: string
  projectId: string
  contractId: string
  name: string
  location: string
  chainage: string
  deviceId: string
  channelId: string
  enabled: number
  creatorUserId: string
  creatorTime: number
  lastModifyTime: number | null
}
