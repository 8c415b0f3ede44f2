// Cloud video (/api/video/..., this server's, not JNPF's): the cameras of the contract sections, kept here with the
// video platform's device and channel ids, and what the platform answers for one camera (its live stream, a
// snapshot, its recordings and the playback of a time range). The platform is a WVP-GB28181-pro server behind
// configuration; the app never sees its address's credentials, only stream URLs it hands out.

/** GET /api/video/status: whether the platform is configured, and how to configure it when it is not */
export interface VideoStatusVO {
  configured: boolean
  /** the platform's name as people know it */
  platform: string
  /** what an administrator sets when it is not configured ('' when it is) */
  hint: string
}

export interface VideoCameraVO {
  id: string
  projectId: string
  contractId: string
  /** the section's full name */
  contractName: string
  name: string
  /** where it looks: 钱塘江特大桥3#墩, 拌和站出料口 */
  location: string
  /** K12+087, '' when not on the line */
  chainage: string
  /** the platform's GB/T 28181 device id (20 digits) and channel id */
  deviceId: string
  channelId: string
  enabled: boolean
}

/** GET /api/video/cameras?projectId=&contractId=&all=1 */
export interface VideoCameraListVO {
  list: VideoCameraVO[]
  /** the user keeps the cameras of (some of) these sections: add, edit, disable */
  manages: boolean
}

/** POST /api/video/cameras (id set: an edit) */
export interface VideoCameraInput {
  id?: string
  contractId: string
  name: string
  location?: string
  chainage?: string
  deviceId: string
  channelId: string
  enabled?: boolean
}

/** GET /api/video/cameras/:id/live and /playback?start=&end= */
export interface VideoStreamVO {
  /** an HLS (.m3u8) URL the player opens */
  hls: string
  /** the platform's stream name, for the record */
  stream: string
}

/** GET /api/video/cameras/:id/snapshot */
export interface VideoSnapshotVO {
  /** data:image/jpeg;base64,... */
  image: string
  /** epoch ms when it was taken */
  time: number
}

/** a recording on the device: yyyy-MM-dd HH:mm:ss in China time */
export interface VideoClipVO {
  start: string
  end: string
}

/** GET /api/video/cameras/:id/clips?date=yyyy-MM-dd */
export interface VideoClipListVO {
  date: string
  list: VideoClipVO[]
}

/** GET /api/video/channels: the platform's channels, to pick one when adding a camera */
export interface VideoChannelVO {
  deviceId: string
  deviceName: string
  channelId: string
  name: string
  online: boolean
}
