export interface HlsPlayerProps {
  /** the HLS (.m3u8) URL the server handed out */
  src: string
  /** a live stream (no progress bar) or a recording */
  live: boolean
}
